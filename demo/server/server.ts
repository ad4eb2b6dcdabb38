/**
 * The reference server on a socket: `startServer` opens a database, prepares it (migrations,
 * seed, RAD_CONFIG) and listens: main.ts, and tests or Playwright that need a real port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppOptions } from './app';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { attachChatSocket, type ChatSocket } from './features/chat/chat-socket';
import { applyConfigFile, loadProvider } from './features/config/service';
import { startWorkAccountIdp, type RunningIdp } from './features/image-viewer/work-account/provider';
import { DEFAULT_RETENTION, startRetentionJob, type RetentionJob, type RetentionOptions } from './features/retention/retention';
import { devRoutesMode } from './http/pipeline';
import { seed } from './seed/seed';
import { demoViewerApp } from './features/image-viewer/viewer-page';
import { DEFAULT_PAGES_DIR } from './paths';

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
  /** Holds `pglite/`; default a fresh temporary folder, removed on close. */
  dataDir?: string;
  /** `postgres://…`, `memory://`, or unset for PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** Path of a RAD_CONFIG JSON file to apply at start. */
  radConfig?: string;
  /** Default 'silent': tests rarely want request lines. main.ts passes 'json'. */
  log?: AppOptions['log'];
  /**
   * The demo's work-account identity provider (issue 15) on its own HTTPS port: 0 (default) picks
   * a free one; false starts none (the direct image link then says sign-in is not set up).
   */
  idpPort?: number | false;
  /**
   * The demo image viewer on its own port, so the portal frames it as another site (issue 23): 0
   * (default) picks a free one; false starts none (the demo's image links then have no images).
   */
  viewerPort?: number | false;
  /** The origin browsers reach that viewer at, when a proxy puts it elsewhere (VIEWER_ORIGIN). */
  viewerOrigin?: string;
  /** The retention job (features/retention): how long unclaimed temporary records stay; false runs none. */
  retention?: RetentionOptions | false;
}

export interface RunningServer {
  url: string;
  /** The work-account identity provider's issuer (`https://…/oidc`), when it runs. */
  idpIssuer?: string;
  /** The demo image viewer's origin, when it runs. */
  viewerOrigin?: string;
  port: number;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
): Promise<{ server: ReturnType<typeof serve>; port: number }> {
  return new Promise((resolve, reject) => {
    const created = serve({ fetch, port, hostname }, (info: AddressInfo) => resolve({ server: created, port: info.port }));
    created.once('error', reject);
  });
}

/**
 * Opens the database, migrates, seeds, applies RAD_CONFIG, and listens. On any failure before
 * listening the database is closed again, so a bad RAD_CONFIG leaves nothing running.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'rad-widgets-')));
  const host = options.host ?? '127.0.0.1';

  const {
    port: requestedPort = 0,
    databaseUrl,
    radConfig,
    log = 'silent',
    idpPort = 0,
    retention = DEFAULT_RETENTION,
    viewerPort = 0,
    viewerOrigin: configuredViewerOrigin,
    ...appOptions
  } = options;
  const db = await openDb({ ...(databaseUrl !== undefined ? { databaseUrl } : {}), dataDir });
  let server: ReturnType<typeof serve>;
  let port: number;
  let idp: RunningIdp | undefined;
  let chat: ChatSocket | undefined;
  let retentionJob: RetentionJob | undefined;
  let viewer: { server: ReturnType<typeof serve>; origin: string } | undefined;
  try {
    await prepareDatabase(db, radConfig);
    // The identity provider's keys, certificate and port outlive a restart (work-account/keys.ts).
    const workAccountStateDir = path.join(dataDir, 'work-account');
    // The app is made once the port is known: without PUBLIC_ORIGIN, links in e-mails name this
    // server's own address, port included (PORT=0 picks one).
    const made: { app?: ReturnType<typeof createApp> } = {};
    const fetch = (request: Request, env: unknown) => (made.app ? made.app.fetch(request, env) : new Response('Starting', { status: 503 }));
    ({ server, port } = await listen(fetch, requestedPort, host));
    made.app = createApp({
      ...appOptions,
      publicOrigin: appOptions.publicOrigin ?? `http://${urlHost(host)}:${port}`,
      db,
      log,
      workAccountIssuer: () => idp?.issuer,
      workAccountStateDir,
      demoViewerOrigin: () => viewer?.origin,
    });
    if (viewerPort !== false) {
      const portalOrigin = `http://${urlHost(host)}:${port}`;
      const viewerApp = demoViewerApp({
        db,
        ...(appOptions.viewerLinkKey ? { linkKey: appOptions.viewerLinkKey } : {}),
        pagesDir: appOptions.pagesDir ?? DEFAULT_PAGES_DIR,
        frameAncestors: () => [portalOrigin, ...(appOptions.allowedOrigins ?? [])],
      });
      const listening = await listen(viewerApp.fetch, viewerPort, host).catch(async (error: unknown) => {
        await new Promise((resolve) => server.close(resolve));
        throw error;
      });
      viewer = { server: listening.server, origin: configuredViewerOrigin ?? `http://${urlHost(host)}:${listening.port}` };
    }
    // The local messenger's WebSocket (issue 16) shares the port.
    chat = attachChatSocket(server as Server, {
      devRoutes: devRoutesMode(options.devRoutes),
      allowedOrigins: options.allowedOrigins ?? [],
    });
    if (idpPort !== false) {
      const listening = server;
      idp = await startWorkAccountIdp({
        host,
        port: idpPort,
        portalOrigin: `http://${urlHost(host)}:${port}`,
        stateDir: workAccountStateDir,
        providerName: async () => (await loadProvider(db))?.config.radiology.name ?? 'rad widgets',
      }).catch(async (error: unknown) => {
        await new Promise((resolve) => listening.close(resolve));
        if (viewer) await new Promise((resolve) => viewer!.server.close(resolve));
        throw error;
      });
    }
    if (retention) retentionJob = startRetentionJob(db, retention);
  } catch (error) {
    await idp?.close();
    await db.close();
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}/`,
    ...(idp ? { idpIssuer: idp.issuer } : {}),
    ...(viewer ? { viewerOrigin: viewer.origin } : {}),
    port,
    db,
    dataDir,
    close() {
      closing ??= (async () => {
        chat?.close();
        await retentionJob?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        if (viewer) {
          const viewerServer = viewer.server;
          await new Promise<void>((resolve) => {
            viewerServer.close(() => resolve());
            if ('closeAllConnections' in viewerServer) viewerServer.closeAllConnections();
          });
        }
        await idp?.close();
        await db.close();
        if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
