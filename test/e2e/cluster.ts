/**
 * Two reference servers behind Debian's nginx on one PostgreSQL, as a provider runs them (issue
 * 26): the server compiled (`demo/server/tools/build.mjs`) and started with plain node, twice, at
 * once, on an empty database; nginx with the configuration in demo/server/deploy/nginx.conf
 * (round-robin, no stickiness) for the portal and for the demo identity provider. Pages are
 * served at the balancer's origin (PUBLIC_ORIGIN), the servers trust it (TRUSTED_PROXIES), every
 * server's identity provider answers as the one issuer behind it (IDP_ISSUER), and the demo image
 * viewer is one site behind it too (VIEWER_ORIGIN).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generate as selfSigned } from 'selfsigned';
import type { Db } from '../../demo/server/db/db';
import { openPostgresDb } from '../../demo/server/db/postgres-db';
import { createTestDatabase } from '../../demo/server/test-support';
import { freePort } from './net';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Debian's nginx, when installed (.ci/run installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export interface Instance {
  name: 'A' | 'B';
  /** Its own address, not the balancer's (agent pages, and telling the servers apart). */
  url: string;
  /** `127.0.0.1:port`, as nginx's access log names it. */
  upstream: string;
  /** Its demo image viewer's port, as nginx's access log names it. */
  viewerUpstream: string;
  child: ChildProcess;
  stdout(): string;
  /** SIGTERM; resolves with the exit code once it has drained and stopped. */
  stop(): Promise<number | null>;
}

export interface Cluster {
  /** The balancer's origin with a trailing slash: where every page is opened. */
  url: string;
  /** The one issuer of the demo identity provider, behind the balancer. */
  idpIssuer: string;
  /** The demo image viewer's origin, behind the balancer. */
  viewerOrigin: string;
  instances: [Instance, Instance];
  /** A connection to the shared database, for what a test checks was stored. */
  db: Db;
  /** nginx's log lines so far: `METHOD path status upstream upstream_status seconds`. */
  accessLog(): Promise<string[]>;
  close(): Promise<void>;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_whole, name: string) => {
    if (!(name in values)) throw new Error(`nginx.conf: no value for \${${name}}`);
    return values[name]!;
  });
}

async function startInstance(name: 'A' | 'B', main: string, env: NodeJS.ProcessEnv, port: number, viewerPort: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--enable-source-maps', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (/rad widgets demo: http/.test(out)) resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`server ${name} exited (${code}) before listening:\n${out}`)));
  });
  return {
    name,
    url: `http://127.0.0.1:${port}/`,
    upstream: `127.0.0.1:${port}`,
    viewerUpstream: `127.0.0.1:${viewerPort}`,
    child,
    stdout: () => out,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function startCluster(adminUrl: string): Promise<Cluster> {
  const cleanup: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  };
  try {
    const database = await createTestDatabase(adminUrl);
    cleanup.push(() => database.drop());

    // The production build, as a provider deploys it (inside the checkout: packages resolve to node_modules).
    const buildDir = path.join(REPO, 'build', `e2e-${randomBytes(4).toString('hex')}`);
    cleanup.push(() => rm(buildDir, { recursive: true, force: true }));
    await promisify(execFile)(process.execPath, [path.join(REPO, 'demo/server/tools/build.mjs'), '--outdir', buildDir]);

    const ports = await Promise.all(Array.from({ length: 9 }, () => freePort()));
    const [portA, portB, idpA, idpB, viewerA, viewerB, lb, lbIdp, lbViewer] = ports;
    const origin = `http://127.0.0.1:${lb}`;
    const idpIssuer = `https://127.0.0.1:${lbIdp}/oidc`;
    const viewerOrigin = `http://127.0.0.1:${lbViewer}`;
    const prefix = await mkdtemp(path.join(os.tmpdir(), 'rad-nginx-'));
    cleanup.push(() => rm(prefix, { recursive: true, force: true }));

    const environment = async (port: number, idpPort: number, viewerPort: number): Promise<NodeJS.ProcessEnv> => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rad-instance-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      return {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: origin,
        TRUSTED_PROXIES: '127.0.0.1',
        IDP_PORT: String(idpPort),
        IDP_ISSUER: idpIssuer,
        VIEWER_PORT: String(viewerPort),
        VIEWER_ORIGIN: viewerOrigin,
        LOG: 'silent',
        DRAIN_TIMEOUT_SECONDS: '20',
      };
    };
    const main = path.join(buildDir, 'main.js');
    // Both at once on the empty database: migrations and seed happen once (under the advisory lock).
    const instances = await Promise.all([
      startInstance('A', main, await environment(portA!, idpA!, viewerA!), portA!, viewerA!),
      startInstance('B', main, await environment(portB!, idpB!, viewerB!), portB!, viewerB!),
    ]);
    for (const instance of instances) cleanup.push(() => instance.stop());

    // nginx's certificate for the identity provider's address (any will do: the browser is told to accept it).
    const tls = await selfSigned([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    await writeFile(path.join(prefix, 'idp.crt'), tls.cert);
    await writeFile(path.join(prefix, 'idp.key'), tls.private, { mode: 0o600 });
    for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(prefix, folder));
    const template = await readFile(path.join(REPO, 'demo/server/deploy/nginx.conf'), 'utf8');
    const conf = fill(template, {
      PREFIX: prefix,
      LISTEN: `127.0.0.1:${lb}`,
      IDP_LISTEN: `127.0.0.1:${lbIdp}`,
      SERVER_A: `127.0.0.1:${portA}`,
      SERVER_B: `127.0.0.1:${portB}`,
      IDP_A: `127.0.0.1:${idpA}`,
      IDP_B: `127.0.0.1:${idpB}`,
      VIEWER_LISTEN: `127.0.0.1:${lbViewer}`,
      VIEWER_A: `127.0.0.1:${viewerA}`,
      VIEWER_B: `127.0.0.1:${viewerB}`,
    });
    await writeFile(path.join(prefix, 'nginx.conf'), conf);
    // -e: its log from the first moment (before the configuration is read), in the prefix, not /var/log.
    const nginx = spawn(NGINX!, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let nginxOut = '';
    nginx.stderr.on('data', (chunk: Buffer) => (nginxOut += chunk.toString()));
    const nginxExited = new Promise<void>((resolve) => nginx.on('exit', () => resolve()));
    cleanup.push(async () => {
      nginx.kill('SIGQUIT');
      await nginxExited;
    });
    // Ready when it answers on its address.
    for (let attempt = 0; ; attempt += 1) {
      const ready = await fetch(`${origin}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxOut}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const db = await openPostgresDb(database.url);
    cleanup.push(() => db.close());
    return {
      url: `${origin}/`,
      idpIssuer,
      viewerOrigin,
      instances: instances as [Instance, Instance],
      db,
      accessLog: async () => (await readFile(path.join(prefix, 'access.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
