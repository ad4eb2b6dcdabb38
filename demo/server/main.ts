/**
 * `npx tsx demo/server/main.ts`: the reference server for people (npm start), Storybook and the
 * end-to-end tests. Configuration comes from the environment only; see demo/server/README.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './server';
import { describeDatabase } from './db/open-db';
import { parseDevRoutes } from './http/dev-access';
import { ConfigFileError } from './features/config/service';
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

async function main(): Promise<void> {
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  const widgetsDir = path.resolve(env.WIDGETS_DIR || DEFAULT_WIDGETS_DIR);
  const databaseUrl = env.DATABASE_URL || undefined;
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
    // The demo's work-account identity provider (direct image links): IDP_PORT=off starts none.
    idpPort: env.IDP_PORT === 'off' ? false : readPort(env.IDP_PORT ?? '0'),
  });

  console.log(`rad widgets demo: ${server.url}`);
  if (server.idpIssuer) console.log(`work-account identity provider (self-signed HTTPS): ${server.idpIssuer}`);
  const devRoutes = parseDevRoutes(env.DEV_ROUTES);
  if (devRoutes !== 'off') {
    console.log(`development outbox: ${server.url}dev/outbox${devRoutes === 'loopback' ? ' (from this machine only)' : ''}`);
  }
  console.log(`database: ${describeDatabase(databaseUrl, dataDir)}`);
  if (!existsSync(path.join(widgetsDir, 'rad-widgets.js'))) {
    console.warn(`warning: ${path.join(widgetsDir, 'rad-widgets.js')} not found; build the widgets first (npm run build)`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
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
