import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server';
import { tempDir } from './test-support';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../', import.meta.url));

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('startServer', () => {
  it('listens on a free port with a fresh data folder, answers over HTTP, and cleans up on close', async () => {
    const server: RunningServer = await startServer({ databaseUrl: 'memory://' });
    cleanup.push(() => server.close());
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.port).toBeGreaterThan(0);
    expect(existsSync(server.dataDir)).toBe(true);
    // Uploads live in the database, so no instance keeps a folder of its own (issue 26).
    expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

    const health = await fetch(new URL('health', server.url));
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const deny = await fetch(new URL('deny?status=EXPIRED', server.url));
    expect(deny.headers.get('content-security-policy')).toContain("script-src 'self'");

    await server.close();
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(fetch(new URL('health', server.url))).rejects.toThrow();
  }, 120_000);

  it('keeps a PGlite database in DATA_DIR across restarts', async () => {
    const dataDir = await tempDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startServer({ dataDir });
    await fetch(new URL('api/dev/outbox', first.url), { method: 'DELETE' });
    await first.db.query("insert into outbox (channel, recipient, body) values ('sms', '+61400000002', 'kept')");
    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = await startServer({ dataDir });
    cleanup.push(() => second.close());
    const { messages } = (await (await fetch(new URL('api/dev/outbox', second.url))).json()) as { messages: { body: string }[] };
    expect(messages.map((m) => m.body)).toEqual(['kept']);
  }, 120_000);

  it('makes a data folder that does not exist yet (a fresh clone has no .data/)', async () => {
    const parent = await tempDir();
    cleanup.push(() => rm(parent, { recursive: true, force: true }));
    const dataDir = path.join(parent, 'not', 'there', 'yet');
    const server = await startServer({ dataDir, idpPort: false });
    cleanup.push(() => server.close());
    expect((await fetch(new URL('health', server.url))).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  }, 120_000);

  it('a bad RAD_CONFIG stops the start with a clear error', async () => {
    const dir = await tempDir();
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ radiology: { bannerPositionCss: 'middle' } }));
    await expect(startServer({ databaseUrl: 'memory://', radConfig: bad })).rejects.toThrow(/radiology\.bannerPositionCss/);
  }, 120_000);
});

/** The URL the server prints when it listens; rejects when the process ends first. */
function printedUrl(process: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let stdout = '';
    process.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = stdout.match(/rad widgets demo: (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (match) resolve(match[1]!);
    });
    process.on('exit', () => reject(new Error(`exited early: ${stdout}`)));
  });
}

describe('main.ts', () => {
  it('exits 1 with the reason when RAD_CONFIG is bad', async () => {
    const dir = await tempDir();
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, '{ not json');
    const tsx = path.join(REPO, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [MAIN], {
      env: { ...process.env, DATABASE_URL: 'memory://', PORT: '0', RAD_CONFIG: bad, LOG: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`RAD_CONFIG: ${bad} is not valid JSON`);
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  }, 120_000);

  it('prints its URL and stops cleanly on SIGTERM', async () => {
    const tsx = path.join(REPO, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [MAIN], {
      env: { ...process.env, DATABASE_URL: 'memory://', PORT: '0', LOG: 'silent', WIDGETS_DIR: REPO },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await printedUrl(child);
    expect((await fetch(new URL('health', url))).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);

  it('`npm start` stops when npm gets SIGTERM: no server left holding the port', async () => {
    // --ignore-scripts skips the prestart build; the command under test is the start script itself.
    const npm = spawn('npm', ['start', '--ignore-scripts'], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: 'memory://', PORT: '0', LOG: 'silent', WIDGETS_DIR: REPO },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await printedUrl(npm);
    expect((await fetch(new URL('health', url))).status).toBe(200);
    npm.kill('SIGTERM');
    const closed = async () => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (
          !(await fetch(new URL('health', url)).then(
            () => true,
            () => false,
          ))
        )
          return true;
      }
      return false;
    };
    expect(await closed()).toBe(true);
  }, 120_000);
});
