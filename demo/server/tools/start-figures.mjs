/**
 * Start time and memory of the reference server, compiled (`node build/server/main.js`, after
 * `npm run build:server`) against the TypeScript loader (`node --import tsx demo/server/main.ts`,
 * what `npm start` runs). Each variant starts RUNS times on an in-memory database: the time until
 * it prints its URL, and its resident memory (VmRSS) once it answered /health and /api/config.
 *
 *   npm run build:server && node demo/server/tools/start-figures.mjs   (RUNS=5 by default)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const VARIANTS = {
  compiled: [path.join(ROOT, 'build/server/main.js')],
  tsx: ['--import', 'tsx', path.join(ROOT, 'demo/server/main.ts')],
};

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rad-start-figures-'));

async function once(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // DATABASE_URL=postgres://… measures on PostgreSQL instead (the memory is then the server's own).
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', PORT: '0', LOG: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /rad widgets demo: (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    exited.then(() => reject(new Error(`exited: ${out}`)));
  });
  const startMs = performance.now() - started;
  await fetch(new URL('health', url));
  await fetch(new URL('api/config', url));
  const rss = rssMb(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { startMs, rss };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync(VARIANTS.compiled[0])) {
  console.error('build/server/main.js is missing: npm run build:server first');
  process.exit(1);
}
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database';
console.log(`start time and memory, median of ${RUNS} starts each (${database}, already seeded)`);
await once(VARIANTS.compiled); // migrates and seeds the database
const results = { compiled: [], tsx: [] };
for (let i = 0; i < RUNS; i += 1) {
  for (const [name, args] of Object.entries(VARIANTS)) results[name].push(await once(args));
}
for (const [name, runs] of Object.entries(results)) {
  const start = median(runs.map((run) => run.startMs));
  const rss = median(runs.map((run) => run.rss));
  console.log(`${name.padEnd(9)} start ${Math.round(start)} ms   RSS ${Math.round(rss)} MB`);
}
await rm(dataDir, { recursive: true, force: true });
