/**
 * The reference server on a socket: `startServer` opens a database, prepares it (migrations,
 * seed, RAD_CONFIG) and listens: main.ts, and tests or Playwright that need a real port.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppOptions } from './app';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { applyConfigFile } from './features/config/service';
import { seed } from './seed/seed';

/** Migrations, then the seed (only into an empty database), then the provider's RAD_CONFIG. */
export async function prepareDatabase(db: Db, radConfig?: string): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrate(db);
  const seeded = await seed(db);
  if (radConfig) await applyConfigFile(db, radConfig);
  return { migrations, seeded };
}

export interface StartServerOptions extends Omit<AppOptions, 'db' | 'log'> {
  /** 0 (default) picks a free port; `url` tells which. */
  port?: number;
  host?: string;
  /** Holds `pglite/` and `uploads/`; default a fresh temporary folder, removed on close. */
  dataDir?: string;
  /** `postgres://…`, `memory://`, or unset for PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** Path of a RAD_CONFIG JSON file to apply at start. */
  radConfig?: string;
  /** Default 'silent': tests rarely want request lines. main.ts passes 'json'. */
  log?: AppOptions['log'];
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Opens the database, migrates, seeds, applies RAD_CONFIG, and listens. On any failure before
 * listening the database is closed again, so a bad RAD_CONFIG leaves nothing running.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'rad-widgets-')));
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  const host = options.host ?? '127.0.0.1';

  const { port: requestedPort = 0, databaseUrl, radConfig, log = 'silent', ...appOptions } = options;
  const db = await openDb({ ...(databaseUrl !== undefined ? { databaseUrl } : {}), dataDir });
  let server: ReturnType<typeof serve>;
  let port: number;
  try {
    await prepareDatabase(db, radConfig);
    const app = createApp({ ...appOptions, db, log });
    ({ server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
      const created = serve({ fetch: app.fetch, port: requestedPort, hostname: host }, (info: AddressInfo) =>
        resolve({ server: created, port: info.port }),
      );
      created.once('error', reject);
    }));
  } catch (error) {
    await db.close();
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}/`,
    port,
    db,
    dataDir,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await db.close();
        if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
