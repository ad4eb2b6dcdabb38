/**
 * Measures what oversized request bodies cost the server (issue 8, defect 9): starts the server
 * as its own process on loopback, sends three 100 MB JSON bodies at /api/auth/patient at once,
 * first with a Content-Length, then chunked (no length, counted as they stream), and prints the
 * server's resident memory before, and its peak (VmHWM) after each round. Linux only (/proc).
 *
 *   node --import tsx demo/server/tools/body-limit-rss.ts
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 'a');
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

async function memory(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(/(\d+) kB/.exec(status.split('\n').find((line) => line.startsWith(field)) ?? '')?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS:') / 1024), peakMb: Math.round(kb('VmHWM:') / 1024) };
}

/** Streams 100 MB of a JSON string; resolves with the status, or the error when the server cut the socket. */
function send(port: number, withLength: boolean): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (withLength) headers['Content-Length'] = BODY_BYTES;
    const request = http.request({ host: '127.0.0.1', port, path: '/api/auth/patient', method: 'POST', headers }, (response) => {
      response.resume();
      resolve(String(response.statusCode));
    });
    request.on('error', (error) => resolve(`socket ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    let sent = 0;
    const pump = () => {
      while (sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!request.write(sent === CHUNK.length ? Buffer.concat([Buffer.from('{"x":"'), CHUNK.subarray(6)]) : CHUNK)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.resolve(path.dirname(MAIN), '../..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', LOG: 'silent', DEV_ROUTES: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout.on('data', (data: Buffer) => {
        const match = /http:\/\/[^:]+:(\d+)\//.exec(data.toString());
        if (match) resolve(Number(match[1]));
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const before = await memory(server.pid!);
    console.log(`server idle: RSS ${before.rssMb} MB (peak so far ${before.peakMb} MB)`);
    for (const withLength of [true, false]) {
      const statuses = await Promise.all([send(port, withLength), send(port, withLength), send(port, withLength)]);
      const after = await memory(server.pid!);
      console.log(
        `3 × 100 MB ${withLength ? 'with Content-Length' : 'chunked'}: answers ${statuses.join(', ')}; RSS ${after.rssMb} MB, peak ${after.peakMb} MB`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
