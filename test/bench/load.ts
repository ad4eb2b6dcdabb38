/**
 * The load run of test/load against the reference server, as `npm run bench` prints it: the server
 * in a process of its own (its resident memory read from /proc while idle and at the peak of the
 * run), on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL names one (a fresh
 * database made for the run). After each run the server's own rows are checked: no time of a clinic
 * holds more bookings than the clinic has rooms for the exam's modality. Prints; asserts nothing.
 * The server's memory is also given by part (Node heap, external, WebAssembly) after start and
 * after the run, from test/bench/memory-probe.mjs preloaded into it.
 *
 * LOAD_PATIENTS and LOAD_SECONDS override the scenario's 100 patients for 60 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../demo/server/db/open-db';
import { createTestDatabase } from '../../demo/server/test-support';
import { tempDir } from '../../demo/server/test-support';
import { runLoad, type Scenario } from '../load/flows';
import { printReport } from '../load/report';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const scenario = JSON.parse(await readFile(new URL('../load/scenario.json', import.meta.url), 'utf8')) as Scenario;
if (process.env.LOAD_PATIENTS) scenario.patients = Number(process.env.LOAD_PATIENTS);
if (process.env.LOAD_SECONDS) scenario.durationSeconds = Number(process.env.LOAD_SECONDS);

/** What test/bench/memory-probe.mjs answers. */
interface MemoryFigures {
  rssMB: number;
  heapUsedMB: number;
  heapTotalMB: number;
  externalMB: number;
  arrayBuffersMB: number;
  wasm: { reservedMB: number; residentMB: number }[];
}

const probe = fileURLToPath(new URL('memory-probe.mjs', import.meta.url));

/** The server's memory by part, from the probe preloaded into it. */
async function memoryOf(child: ChildProcess): Promise<MemoryFigures> {
  const answer = once(child, 'message') as Promise<[MemoryFigures]>;
  child.send('memory');
  const [figures] = await answer;
  return figures;
}

function describeMemory(when: string, figures: MemoryFigures): string {
  const wasm = figures.wasm.map((memory) => `${memory.residentMB.toFixed(0)} of ${memory.reservedMB.toFixed(0)} MB`).join(', ');
  return (
    `server memory ${when}: ${figures.rssMB.toFixed(0)} MB resident; Node heap ${figures.heapUsedMB.toFixed(0)} MB used of ` +
    `${figures.heapTotalMB.toFixed(0)}; external ${figures.externalMB.toFixed(0)} MB (array buffers ` +
    `${figures.arrayBuffersMB.toFixed(0)}, WebAssembly memories included); WebAssembly resident ${wasm || 'none'}`
  );
}

/**
 * CPU seconds the server has used (user and system, /proc/<pid>/stat): on a machine shared with
 * other work, latency follows the others' load, CPU per request does not.
 */
async function cpuSeconds(child: ChildProcess): Promise<number> {
  const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const CLOCK_TICKS_PER_SECOND = 100;
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function rssMB(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Starts `demo/server/main.ts` on a free port, trusting this process as its proxy (per-patient addresses). */
async function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', probe, '--import', 'tsx', 'demo/server/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: '0', LOG: 'silent', TRUSTED_PROXIES: '127.0.0.1', DEV_ROUTES: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8');
  // Read to the end (a closed pipe would kill the server when it next writes), answer at the address line.
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const url = /rad widgets demo: (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', () => reject(new Error(`the server did not start: ${output}`)));
  });
}

/**
 * Times of a clinic booked beyond its rooms for the exam's modality (0 is the only right answer).
 * The most items running at once always includes some item's start, so counting the items that
 * run at each item's start instant is exact. Only bookings made through the API (issued `BK-` keys)
 * are counted: the seed's check-in demo rows are placed around "now", where nobody can book.
 */
const OVER_CAPACITY = `
  select count(*)::int as over from (
    select i.slug
      from appointment_item i
      join exam e on e.slug = i.exam_slug
      left join clinic_room r on r.clinic_slug = i.clinic_slug and r.modality_slug = e.modality_slug
      join appointment_item j on j.clinic_slug = i.clinic_slug and j.status in ('BOOKED', 'PENDING')
                             and j.starts_at <= i.starts_at and j.ends_at > i.starts_at
      join exam f on f.slug = j.exam_slug and f.modality_slug = e.modality_slug
     where i.status in ('BOOKED', 'PENDING') and i.booking_key like 'BK-%'
     group by i.slug, r.rooms
    having count(*) > coalesce(r.rooms, 1)) over_capacity`;

async function run(label: string, env: Record<string, string>, databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const { child, url } = await startChild(env);
  const exited = once(child, 'exit');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = await rssMB(child);
  const afterStart = await memoryOf(child);
  let peak = idle;
  const sampler = setInterval(() => void rssMB(child).then((mb) => (peak = Math.max(peak, mb))), 500);
  console.log(`\n== Load on the ${label}`);
  const cpuBefore = await cpuSeconds(child);
  const result = await runLoad(url, scenario);
  const cpu = (await cpuSeconds(child)) - cpuBefore;
  clearInterval(sampler);
  printReport(result, scenario);
  console.log(
    `server CPU: ${cpu.toFixed(1)} s for ${result.samples.length} requests (${((cpu * 1000) / result.samples.length).toFixed(1)} ms a request)`,
  );
  console.log(`server memory: ${idle.toFixed(0)} MB resident idle, ${peak.toFixed(0)} MB at the peak of the run`);
  console.log(describeMemory('2 s after start', afterStart));
  console.log(describeMemory('after the run', await memoryOf(child)));
  child.kill('SIGTERM');
  await exited;
  const db = await openDb({ ...(databaseUrl ? { databaseUrl } : {}), dataDir });
  try {
    const [row] = await db.query<{ over: number }>(OVER_CAPACITY);
    console.log(`times booked beyond the clinic's rooms (server rows): ${row?.over ?? '?'}`);
  } finally {
    await db.close();
  }
}

const embedded = await tempDir('rad-load-');
try {
  await run('embedded database (PGlite)', { DATA_DIR: embedded }, undefined, embedded);
} finally {
  await rm(embedded, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL) {
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL);
  const dataDir = await tempDir('rad-load-');
  try {
    await run('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir }, database.url, dataDir);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
