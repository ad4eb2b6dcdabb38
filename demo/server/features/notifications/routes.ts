import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { providerOf } from '../../provider-lookup';
import { isStaff } from '../../http/staff-credential';
import { previewEmail } from './service';

const REQUIRED = ['template', 'lang', 'referenceId'] as const;

/**
 * GET /api/notifications/preview_translated_email (src/api/API.md#notifications; mounted at
 * /api/notifications): `{ content }`, the e-mail's HTML. A staff tool
 * (docs/rules.md#notify-preview): only a staff request (STAFF_TOKEN bearer) sees a reference's real
 * patient, exam, clinic and time; anyone else gets the same template filled with invented sample
 * values.
 */
export function notificationRoutes({ db, staffToken }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/preview_translated_email', async (c) => {
    const missing = REQUIRED.filter((name) => !c.req.query(name)?.trim());
    if (missing.length > 0) throw new ApiError(400, `Missing query parameter: ${missing.join(', ')}`, 'missing_parameter');
    const template = c.req.query('template')!.trim();
    const lang = c.req.query('lang')!;
    const referenceId = c.req.query('referenceId')!.trim();
    if (template.length > 100 || referenceId.length > 100 || lang.length > 35) {
      throw new ApiError(400, 'Query parameter too long', 'invalid_parameter');
    }
    const provider = await providerOf(c);
    const preview = await previewEmail(db, {
      template,
      lang,
      referenceId: isStaff(c, staffToken) ? referenceId : null,
      radiologyName: provider?.config.radiology.name ?? '',
    });
    if (!preview) throw new ApiError(404, `Unknown e-mail template "${template}"`, 'unknown_template');
    return jsonBody(c, { content: preview.content });
  });

  return app;
}
