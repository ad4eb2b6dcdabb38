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
import { watchRequests } from './drain';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { attachChatSocket, type ChatSocket } from './features/chat/chat-socket';
import { applyConfigFile, loadProvider } from './features/config/service';
import { startWorkAccountIdp, type RunningIdp } from './features/image-viewer/work-account/provider';
import { DEFAULT_RETENTION, startRetentionJob, type RetentionJob, type RetentionOptions } from './features/retention/retention';
import { devRoutesMode } from './http/pipeline';
import { seed } from './seed/seed';
import { upsertNotificationTemplates } from './features/notifications/templates/upsert';
import { demoViewerApp } from './features/image-viewer/viewer-page';
import { DEFAULT_PAGES_DIR } from './paths';

/**
 * Migrations, the shipped notification templates (at every start: rewording one is not a
 * migration), then the seed (only into an empty database), then the provider's RAD_CONFIG.
 */
export async function prepareDatabase(db: Db, radConfig?: string): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrate(db);
  await upsertNotificationTemplates(db);
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
  /**
   * IDP_ISSUER: the issuer every server's provider answers as, `https://…/oidc` (a balancer's TLS
   * address in front of their provider ports); unset: this server's own `https://{host}:{port}/oidc`.
   */
  idpIssuer?: string;
}

/** How an instance stops when it is one of several (SIGTERM): see `drain` below. */
export interface DrainOptions {
  /** How long readiness answers 503 while requests are still served, so a balancer that checks it stops sending (default 0). */
  readyDelayMs?: number;
  /** How long requests in flight may take to finish before their connections are cut (default 10 s). */
  timeoutMs?: number;
}

export interface DrainResult {
  /** Requests in flight when the listener closed. */
  inFlight: number;
  /** Of those, the ones still running at the bound, whose connections were cut. */
  cut: number;
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
  /**
   * Stops without failing a request: readiness (`/health/ready`) answers 503 first, then no new
   * connection is accepted, every request in flight finishes (within `timeoutMs`; keep-alive
   * connections close after their current answer), then the chat sockets, the identity provider
   * and the database close.
   */
  drain(options?: DrainOptions): Promise<DrainResult>;
  /** Stops now: requests in flight are cut (tests, and a second signal). */
  close(): Promise<void>;
}

export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

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
    idpIssuer,
    ...appOptions
  } = options;
  const db = await openDb({ ...(databaseUrl !== undefined ? { databaseUrl } : {}), dataDir });
  let server: ReturnType<typeof serve>;
  let port: number;
  let idp: RunningIdp | undefined;
  let chat: ChatSocket | undefined;
  let retentionJob: RetentionJob | undefined;
  let viewer: { server: ReturnType<typeof serve>; origin: string } | undefined;
  let draining = false;
  try {
    await prepareDatabase(db, radConfig);
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
      demoViewerOrigin: () => viewer?.origin,
      draining: () => draining,
    });
    if (viewerPort !== false) {
      const portalOrigin = `http://${urlHost(host)}:${port}`;
      const viewerApp = demoViewerApp({
        db,
        ...(appOptions.viewerLinkKey ? { linkKey: appOptions.viewerLinkKey } : {}),
        pagesDir: appOptions.pagesDir ?? DEFAULT_PAGES_DIR,
        // Framed by the portal: at its public origin behind a balancer (PUBLIC_ORIGIN).
        frameAncestors: () => [
          portalOrigin,
          ...(appOptions.publicOrigin ? [appOptions.publicOrigin] : []),
          ...(appOptions.allowedOrigins ?? []),
        ],
      });
      const listening = await listen(viewerApp.fetch, viewerPort, host).catch(async (error: unknown) => {
        await new Promise((resolve) => server.close(resolve));
        throw error;
      });
      viewer = { server: listening.server, origin: configuredViewerOrigin ?? `http://${urlHost(host)}:${listening.port}` };
    }
    // The local messenger's WebSocket (issue 16) shares the port.
    chat = await attachChatSocket(server as Server, {
      db,
      devRoutes: devRoutesMode(options.devRoutes),
      allowedOrigins: options.allowedOrigins ?? [],
      ...(options.trustedProxies !== undefined ? { trustedProxies: options.trustedProxies } : {}),
    });
    if (idpPort !== false) {
      const listening = server;
      idp = await startWorkAccountIdp({
        db,
        host,
        port: idpPort,
        ...(idpIssuer ? { issuer: idpIssuer } : {}),
        // The portal's pages are the redirect URIs: where browsers reach them.
        portalOrigin: options.publicOrigin ?? `http://${urlHost(host)}:${port}`,
        // Its keys are in the database; only the port it had is this machine's (work-account/keys.ts).
        stateDir: path.join(dataDir, 'work-account'),
        providerName: async () => (await loadProvider(db))?.config.radiology.name ?? 'rad widgets',
      }).catch(async (error: unknown) => {
        await new Promise((resolve) => listening.close(resolve));
        if (viewer) await new Promise((resolve) => viewer!.server.close(resolve));
        throw error;
      });
    }
    if (retention) retentionJob = startRetentionJob(db, retention);
  } catch (error) {
    await chat?.close();
    await idp?.close();
    await db.close();
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const requests = watchRequests(server as Server);
  const closeServer = (target: ReturnType<typeof serve>) =>
    new Promise<void>((resolve) => {
      target.close(() => resolve());
      // Keep-alive connections would hold close() open until they time out.
      if ('closeAllConnections' in target) target.closeAllConnections();
    });
  // close() during a drain stops waiting: the requests still running are cut.
  const hurry = new AbortController();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      hurry.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  let stopping: Promise<DrainResult> | undefined;
  const stop = (options: Required<DrainOptions>): Promise<DrainResult> =>
    (stopping ??= (async () => {
      draining = true;
      if (options.readyDelayMs > 0) await pause(options.readyDelayMs);
      const listenerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      const inFlight = requests.inFlight;
      requests.refuseKeepAlive();
      // Patients' messengers reconnect to another server at once and resume there.
      await chat?.close();
      await retentionJob?.stop();
      await requests.settled(options.timeoutMs, hurry.signal);
      const cut = requests.inFlight;
      if ('closeAllConnections' in server) server.closeAllConnections();
      await listenerClosed;
      if (viewer) await closeServer(viewer.server);
      await idp?.close();
      await db.close();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      return { inFlight, cut };
    })());

  return {
    url: `http://${urlHost(host)}:${port}/`,
    ...(idp ? { idpIssuer: idp.issuer } : {}),
    ...(viewer ? { viewerOrigin: viewer.origin } : {}),
    port,
    db,
    dataDir,
    drain: (options = {}) => stop({ readyDelayMs: options.readyDelayMs ?? 0, timeoutMs: options.timeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS }),
    close: () => {
      hurry.abort();
      return stop({ readyDelayMs: 0, timeoutMs: 0 }).then(() => undefined);
    },
  };
}
