/**
 * The middleware every request passes before a feature sees it, in this order: request log,
 * who is asking (client-info), security headers, no NUL in the URL (text-input), CORS for
 * listed origins, body limits counted before any parse, the cross-site write guard, and the
 * development routes' gate; a repeated Idempotency-Key is answered before any handler runs.
 * (app.ts then adds the provider lookup, a feature's middleware.)
 */
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import type { AppDeps, AppEnv } from '../app-env';
import { bodyLimits } from './body-limits';
import { clientInfo, parseTrustedProxies } from './client-info';
import { devAccess, type DevRoutesMode } from './dev-access';
import { idempotency } from './idempotency';
import { jsonLineLogger, requestLog, silentLogger, type RequestLogger } from './request-log';
import { securityHeaders } from './security-headers';
import { refuseNulInUrl } from './text-input';
import { writeGuard } from './write-guard';

export interface PipelineOptions {
  log?: 'json' | 'silent' | RequestLogger;
  devRoutes?: boolean | DevRoutesMode;
  trustedProxies?: string | readonly string[];
}

export function devRoutesMode(option: PipelineOptions['devRoutes']): DevRoutesMode {
  return option === true ? 'on' : option === false ? 'off' : (option ?? 'loopback');
}

export function applyPipeline(app: Hono<AppEnv>, deps: AppDeps, options: PipelineOptions): void {
  const devMode = devRoutesMode(options.devRoutes);
  const trusted = parseTrustedProxies(options.trustedProxies);
  const logger = typeof options.log === 'function' ? options.log : options.log === 'silent' ? silentLogger : jsonLineLogger;
  const allowed = new Set(deps.allowedOrigins);

  app.use('*', requestLog(logger));
  // Outside everything else: it encodes the final answer, whatever produced it. gzip only (Node 20's
  // CompressionStream has no brotli): the dictionaries and pages are about 3% larger than brotli's.
  // Build files come precompressed with both (http/static-files.ts) and are left alone here.
  app.use('*', compress());
  app.use('*', clientInfo(trusted));
  app.use('*', securityHeaders());
  // A NUL in a path or query would reach the database and fail there as a 500.
  app.use('*', refuseNulInUrl());
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
  // After the guards (a refused request claims no key), before any handler runs.
  app.use('/api/*', idempotency(deps.db));
  if (devMode !== 'off') {
    app.use('/api/dev/*', devAccess(devMode));
    app.use('/dev/*', devAccess(devMode));
  }
}
