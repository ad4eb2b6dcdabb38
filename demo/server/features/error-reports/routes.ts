import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_REPORT_BODY_LIMIT_BYTES } from '../../http/body-limits';
import type { AppDeps, AppEnv } from '../../app-env';
import { clearErrorReports, listErrorReports, storeErrorReport } from './queries';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { providerOf } from '../../provider-lookup';
import { originOf } from '../../http/security-headers';

/** Sentry's envelope endpoint, `{dsnOrigin}/api/{projectId}/envelope/?sentry_key=…` (@sentry/core api.js). */
const ENVELOPE_PATHS = ['/:projectId{[A-Za-z0-9_-]{1,64}}/envelope/', '/:projectId{[A-Za-z0-9_-]{1,64}}/envelope'];

/**
 * The sink answers CORS for the `allowedOrigins` option (done by the app's /api middleware) and,
 * here, for the configuration's `integration.allowedParentOrigins`. No credentials: the SDK sends none.
 */
async function allowParentOrigin(c: Context<AppEnv>, deps: AppDeps): Promise<boolean> {
  const origin = c.req.header('Origin');
  if (!origin || deps.allowedOrigins.includes(origin)) return false;
  const provider = await providerOf(c);
  const parents = (provider?.config.integration.allowedParentOrigins ?? []).map(originOf);
  if (!parents.includes(origin)) return false;
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Vary', 'Origin', { append: true });
  return true;
}

/** Mounted at /api: POST /api/{projectId}/envelope/ always; the listing under /api/dev only with the dev routes. */
export function errorReportRoutes(deps: AppDeps, options: { devRoutes: boolean }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  for (const path of ENVELOPE_PATHS) {
    app.options(path, async (c) => {
      if (await allowParentOrigin(c, deps)) {
        c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
        c.header('Access-Control-Allow-Headers', 'Content-Type');
        c.header('Access-Control-Max-Age', '600');
      }
      return c.body(null, 204);
    });

    app.post(
      path,
      bodyLimit({
        maxSize: ERROR_REPORT_BODY_LIMIT_BYTES,
        onError: () => {
          throw new ApiError(413, 'Error report too large', 'too_large');
        },
      }),
      async (c) => {
        await allowParentOrigin(c, deps);
        // Any content type: the browser SDK sends text/plain to avoid a preflight.
        const body = await c.req.text();
        if (body.trim() === '') throw new ApiError(400, 'Empty error report', 'empty_body');
        await storeErrorReport(db, c.req.param('projectId') ?? '', body);
        return jsonBody(c, {});
      },
    );
  }

  if (options.devRoutes) {
    app.get('/dev/error-reports', async (c) => jsonBody(c, { reports: await listErrorReports(db) }));
    app.delete('/dev/error-reports', async (c) => {
      await clearErrorReports(db);
      return c.body(null, 204);
    });
  }

  return app;
}
