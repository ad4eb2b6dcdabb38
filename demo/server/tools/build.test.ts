/**
 * The production start: the server compiled by tools/build.mjs runs under plain `node` (no
 * TypeScript loader), from any working directory, and finds everything it reads beside its
 * sources: migrations (the database is prepared), the chat's client script, the demo pages.
 * Before the build step there was only `node --import tsx`.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('the compiled server', () => {
  it('builds, starts with plain node, serves the API and its files, and stops on SIGTERM', async () => {
    // Inside the checkout, as build/server is: its imports of packages resolve to node_modules.
    const outdir = path.join(REPO, 'build', `test-${randomBytes(4).toString('hex')}`);
    cleanup.push(() => rm(outdir, { recursive: true, force: true }));
    const cwd = await tempDir('rad-server-cwd-');
    cleanup.push(() => rm(cwd, { recursive: true, force: true }));
    // The unit tier runs before `npm run build` on a clean clone: a widgets folder of its own keeps
    // the server's "build the widgets first" warning out of a check that stderr stays empty.
    const widgetsDir = await tempDir('rad-server-widgets-');
    cleanup.push(() => rm(widgetsDir, { recursive: true, force: true }));
    await writeFile(path.join(widgetsDir, 'rad-widgets.js'), 'export {};\n');
    const entry = `export const text = ${JSON.stringify('deny '.repeat(500))};\n`;
    await writeFile(path.join(widgetsDir, 'rad-deny.js'), entry);
    await writeFile(path.join(widgetsDir, 'rad-deny.js.br'), brotliCompressSync(entry));
    await promisify(execFile)(process.execPath, [path.join(REPO, 'demo/server/tools/build.mjs'), '--outdir', outdir]);

    const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      cwd,
      env: {
        ...process.env,
        DATABASE_URL: 'memory://',
        PORT: '0',
        LOG: 'silent',
        IDP_PORT: 'off',
        NODE_OPTIONS: '',
        WIDGETS_DIR: widgetsDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    cleanup.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /rad widgets demo: (http:\S+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      void exited.then(() => reject(new Error(`exited early: ${stdout}${stderr}`)));
    });

    expect(await (await fetch(new URL('health', url))).json()).toEqual({ status: 'ok', database: 'pglite' });
    // Seeded through the migrations read beside the sources.
    const config = (await (await fetch(new URL('api/config', url))).json()) as { radiology: { code: string } };
    expect(config.radiology.code).toBe('HRAD');
    expect(await (await fetch(new URL('demo/chat/messenger.js', url))).text()).toContain('Genesys');
    expect((await fetch(new URL('demo/', url))).status).toBe(200);
    // The build's brotli copy, as the widgets are served in production.
    const entryServed = await fetch(new URL('widgets/rad-deny.js', url), { headers: { 'Accept-Encoding': 'br' } });
    expect(entryServed.headers.get('Content-Encoding')).toBe('br');
    expect(await entryServed.text()).toBe(entry);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  }, 120_000);
});
