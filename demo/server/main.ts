/**
 * `npx tsx demo/server/main.ts`: the reference server for people (npm start), Storybook and the
 * end-to-end tests. Configuration comes from the environment only; see demo/server/README.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DRAIN_TIMEOUT_MS, startServer } from './server';
import { describeDatabase } from './db/open-db';
import { parseDevRoutes } from './http/dev-access';
import { ConfigFileError } from './features/config/service';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './features/attachments/upload-limits';
import { DEFAULT_RETENTION } from './features/retention/retention';
import { parseConfiguredKey } from './features/image-viewer/viewer-key';
import { DEFAULT_DATA_DIR, DEFAULT_WIDGETS_DIR } from './paths';
import { parsePublicOrigin, publicOriginRequired } from './public-origin';

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigFileError(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

/** IDP_ISSUER: an https URL (MSAL takes no other authority), without a trailing slash. */
function readIssuer(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/\/+$/, '');
  if (!trimmed) return undefined;
  if (!/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(trimmed)) {
    throw new ConfigFileError(`IDP_ISSUER must be an https URL such as https://idp.example.com/oidc, not "${value}"`);
  }
  return trimmed;
}

/** A whole number of seconds from 0 to 300 (drain bounds). */
function readSeconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 300) {
    throw new ConfigFileError(`${name} must be a whole number of seconds from 0 to 300, not "${value}"`);
  }
  return seconds;
}

/** A whole number ≥ 1 from the environment, or undefined when unset (the default applies). */
function readCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) throw new ConfigFileError(`${name} must be a whole number of at least 1, not "${value}"`);
  return count;
}

/** Upload quotas and rates (features/attachments/upload-limits.ts); each unset one keeps its default. */
function readUploadLimits(env: NodeJS.ProcessEnv): Partial<UploadLimits> {
  const files = readCount('UPLOAD_FILES_PER_BOOKING', env.UPLOAD_FILES_PER_BOOKING);
  const megabytes = readCount('UPLOAD_MB_PER_BOOKING', env.UPLOAD_MB_PER_BOOKING);
  const perSession = readCount('UPLOADS_PER_SESSION', env.UPLOADS_PER_SESSION);
  const perAddress = readCount('ANONYMOUS_UPLOADS_PER_ADDRESS', env.ANONYMOUS_UPLOADS_PER_ADDRESS);
  const { perSession: session, anonymousPerAddress: address } = DEFAULT_UPLOAD_LIMITS;
  return {
    ...(files ? { filesPerOwner: files } : {}),
    ...(megabytes ? { bytesPerOwner: megabytes * 1024 * 1024 } : {}),
    ...(perSession ? { perSession: { ...session, count: perSession } } : {}),
    ...(perAddress ? { anonymousPerAddress: { ...address, count: perAddress } } : {}),
  };
}

/** VIEWER_LINK_KEY, checked at start: a short key stops the start with the reason. */
function readViewerLinkKey(value: string): string {
  try {
    parseConfiguredKey(value);
  } catch (error) {
    throw new ConfigFileError((error as Error).message);
  }
  return value;
}

async function main(): Promise<void> {
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  const widgetsDir = path.resolve(env.WIDGETS_DIR || DEFAULT_WIDGETS_DIR);
  const databaseUrl = env.DATABASE_URL || undefined;
  const idpIssuer = readIssuer(env.IDP_ISSUER);
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

  const host = env.HOST || '127.0.0.1';
  // Links in e-mails and SMS start with it (never with a request's Host header): required unless
  // the demo listens on this machine only, whose links then name its own address.
  let publicOrigin: string | undefined;
  try {
    if (env.PUBLIC_ORIGIN) publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN);
  } catch (error) {
    throw new ConfigFileError((error as Error).message);
  }
  if (!publicOrigin && publicOriginRequired(host)) {
    throw new ConfigFileError(
      `PUBLIC_ORIGIN is required when listening on ${host}: the origin patients open links at (https://portal.example.com)`,
    );
  }

  const server = await startServer({
    port: readPort(env.PORT),
    host,
    ...(publicOrigin ? { publicOrigin } : {}),
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(env.RAD_CONFIG ? { radConfig: path.resolve(env.RAD_CONFIG) } : {}),
    widgetsDir,
    allowedOrigins,
    log: env.LOG === 'silent' ? 'silent' : 'json',
    devRoutes: parseDevRoutes(env.DEV_ROUTES),
    trustedProxies: env.TRUSTED_PROXIES ?? '',
    ...(env.STAFF_TOKEN ? { staffToken: env.STAFF_TOKEN } : {}),
    uploadLimits: readUploadLimits(env),
    retention: {
      temporaryHours: readCount('TEMPORARY_RETENTION_HOURS', env.TEMPORARY_RETENTION_HOURS) ?? DEFAULT_RETENTION.temporaryHours,
    },
    // The demo's work-account identity provider (direct image links): IDP_PORT=off starts none.
    idpPort: env.IDP_PORT === 'off' ? false : readPort(env.IDP_PORT ?? '0'),
    ...(idpIssuer ? { idpIssuer } : {}),
    // The demo image viewer on its own origin (issue 23): VIEWER_PORT=off starts none.
    viewerPort: env.VIEWER_PORT === 'off' ? false : readPort(env.VIEWER_PORT ?? '0'),
    ...(env.VIEWER_ORIGIN ? { viewerOrigin: env.VIEWER_ORIGIN.trim().replace(/\/+$/, '') } : {}),
    ...(env.VIEWER_LINK_KEY ? { viewerLinkKey: readViewerLinkKey(env.VIEWER_LINK_KEY) } : {}),
  });

  console.log(`rad widgets demo: ${server.url}`);
  if (server.viewerOrigin) console.log(`demo image viewer: ${server.viewerOrigin}/`);
  if (server.idpIssuer) console.log(`work-account identity provider (self-signed HTTPS): ${server.idpIssuer}`);
  const devRoutes = parseDevRoutes(env.DEV_ROUTES);
  if (devRoutes !== 'off') {
    console.log(`development outbox: ${server.url}dev/outbox${devRoutes === 'loopback' ? ' (from this machine only)' : ''}`);
  }
  console.log(`database: ${describeDatabase(databaseUrl, dataDir)}`);
  if (!existsSync(path.join(widgetsDir, 'rad-widgets.js'))) {
    console.warn(`warning: ${path.join(widgetsDir, 'rad-widgets.js')} not found; build the widgets first (npm run build)`);
  }

  // SIGTERM (a balancer's instance being replaced) and Ctrl-C drain: readiness 503, no new
  // connections, requests in flight finish within DRAIN_TIMEOUT_SECONDS. A second signal stops now.
  const drain = {
    readyDelayMs: readSeconds(env.DRAIN_DELAY_SECONDS, 0, 'DRAIN_DELAY_SECONDS') * 1000,
    timeoutMs: readSeconds(env.DRAIN_TIMEOUT_SECONDS, DEFAULT_DRAIN_TIMEOUT_MS / 1000, 'DRAIN_TIMEOUT_SECONDS') * 1000,
  };
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal}: stopping now`);
      // The drain in progress stops waiting: requests still running are cut, then the database closes.
      void server.close();
      return;
    }
    stopping = true;
    console.log(`${signal}: draining (readiness 503, no new connections)`);
    server.drain(drain).then(
      ({ inFlight, cut }) => {
        console.log(`closed: ${inFlight - cut} of ${inFlight} requests in flight finished${cut ? `, ${cut} cut at the bound` : ''}`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // npm does not pass a SIGTERM it receives on to the script it runs (Ctrl-C reaches the whole
  // process group, a SIGTERM to npm does not): under npm, npm going away stops the server too,
  // so `npm start` never leaves an orphan holding the port and the database.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) stop('npm exited');
    }, 250).unref();
  }
}

main().catch((error: unknown) => {
  // A configuration mistake gets its message alone; anything else its stack, for the developer.
  if (error instanceof ConfigFileError) console.error(error.message);
  else console.error('rad widgets demo: could not start:', error);
  process.exit(1);
});
