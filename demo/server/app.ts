/**
 * The reference server as a value: `createApp` builds the Hono app around a database (tests call
 * `app.request()` without a socket); `startServer` opens a database, prepares it and listens
 * (main.ts, and tests or Playwright that need a real port).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppDeps, AppEnv } from './app-env';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { bodyLimits } from './http/body-limits';
import { clientInfo, parseTrustedProxies } from './http/client-info';
import { devAccess, type DevRoutesMode } from './http/dev-access';
import { notFound, onError, reportToStderr } from './http/errors';
import { writeGuard } from './http/write-guard';
import { jsonLineLogger, requestLog, silentLogger, type RequestLogger } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { DEFAULT_MESSAGES_DIR, DEFAULT_PAGES_DIR, DEFAULT_WIDGETS_DIR } from './paths';
import { applyConfigFile } from './provider-config';
import { assetRoutes } from './routes/asset-routes';
import { authRoutes } from './routes/auth-routes';
import { bookingRequestRoutes } from './routes/booking-request-routes';
import { configRoutes } from './routes/config-routes';
import { errorReportRoutes } from './routes/error-report-routes';
import { healthRoutes } from './routes/health-routes';
import { hostPageRoutes } from './routes/host-page-routes';
import { i18nRoutes } from './routes/i18n-routes';
import { notificationRoutes } from './routes/notification-routes';
import { outboxRoutes } from './routes/outbox-routes';
import { sessionRoutes } from './routes/session-routes';
import { staticRoutes } from './routes/static-routes';
import { seed } from './seed/seed';

export interface AppOptions {
  db: Db;
  /** The rollup output served at /widgets/; default `<repo>/dist`. */
  widgetsDir?: string;
  /** Served at /demo/; default `demo/pages`. */
  pagesDir?: string;
  /** The primary dictionaries; default `src/i18n/messages`. */
  messagesDir?: string;
  /**
   * Origins whose pages may call /api with credentials (a CMS on another domain); they may also
   * frame the pages under /iframe.
   */
  allowedOrigins?: readonly string[];
  /** 'json' (default): one line per request on stdout; 'silent'; or a function (tests). */
  log?: 'json' | 'silent' | RequestLogger;
  /** Where 5xx errors go, with their stack; default stderr. */
  reportError?: (error: unknown, requestId: string | undefined) => void;
  /**
   * The development routes (outbox, error-report listing): 'loopback' (default) answers only
   * requests from this machine; true/'on' everyone; false/'off' mounts none.
   */
  devRoutes?: boolean | DevRoutesMode;
  /** Proxies whose X-Forwarded-For/-Proto are believed (TRUSTED_PROXIES): addresses or CIDR ranges. */
  trustedProxies?: string | readonly string[];
  /** Bearer token that makes a request staff (e-mail preview with real references); unset: none. */
  staffToken?: string;
  /** Requests per client to /api/auth/* per 10 minutes; tests that sign in many times raise it. */
  authRateLimit?: number;
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    widgetsDir: options.widgetsDir ?? DEFAULT_WIDGETS_DIR,
    pagesDir: options.pagesDir ?? DEFAULT_PAGES_DIR,
    messagesDir: options.messagesDir ?? DEFAULT_MESSAGES_DIR,
    allowedOrigins: options.allowedOrigins ?? [],
    ...(options.staffToken ? { staffToken: options.staffToken } : {}),
  };
  const devMode: DevRoutesMode =
    options.devRoutes === true ? 'on' : options.devRoutes === false ? 'off' : (options.devRoutes ?? 'loopback');
  const devRoutes = devMode !== 'off';
  const trusted = parseTrustedProxies(options.trustedProxies);
  const logger = typeof options.log === 'function' ? options.log : options.log === 'silent' ? silentLogger : jsonLineLogger;
  const allowed = new Set(deps.allowedOrigins);

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(logger));
  app.use('*', clientInfo(trusted));
  app.use('*', securityHeaders());
  const corsForAllowed = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key', 'X-Request-Id', 'X-Rad-Embedded'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  // CORS headers only for listed origins: anyone else (or a same-origin call) gets none at all,
  // and a preflight from an unlisted origin fails.
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && allowed.has(origin)) return corsForAllowed(c, next);
    c.header('Vary', 'Origin', { append: true });
    await next();
  });
  // Before any route reads a body: counted limits, and no state change from another site.
  app.use('/api/*', bodyLimits());
  app.use('/api/*', writeGuard(deps.allowedOrigins));
  if (devRoutes) {
    app.use('/api/dev/*', devAccess(devMode));
    app.use('/dev/*', devAccess(devMode));
  }

  app.route('/', healthRoutes(deps));
  app.route('/', configRoutes(deps));
  app.route('/', i18nRoutes(deps));
  app.route('/', assetRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', authRoutes(deps, options.authRateLimit));
  app.route('/', bookingRequestRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', errorReportRoutes(deps, { devRoutes }));
  if (devRoutes) app.route('/', outboxRoutes(deps));
  app.route('/', staticRoutes(deps));
  app.route('/', hostPageRoutes(deps));

  app.notFound(notFound);
  app.onError(onError(options.reportError ?? reportToStderr));
  return app;
}

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
