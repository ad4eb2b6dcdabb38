/**
 * Image viewer (src/api/API.md#image-viewer), mounted at /api/image_viewer. One line per
 * operation; the rules are in service.ts. No session: the imsec in the query, or the work account's
 * verified ID token (/direct), is the credential.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  DirectImagesRequestSchema,
  GenerateImagesQuerySchema,
  ImageViewerQuerySchema,
} from '../../../../src/api/schemas/image-viewer.schema';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { requireProvider } from '../../provider-lookup';
import { validate } from '../../http/validate';
import { generateImages, getImageViewer, openDirectImages } from './service';
import { viewerLinkKey } from './viewer-key';
import { servedConfig } from './work-account/served-config';

/** The query checked by the shared schema; a bad one answers 400 without saying which value was wrong. */
function queryOf<T extends v.GenericSchema>(c: Context, schema: T): v.InferOutput<T> {
  const parsed = v.safeParse(schema, c.req.query());
  if (!parsed.success) throw new ApiError(400, 'message.error_generating_images_url', 'invalid_request');
  return parsed.output;
}

export function imageViewerRoutes({ db, workAccountIssuer, demoViewerOrigin, viewerLinkKey: linkKey }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const viewer = () => ({ origin: demoViewerOrigin(), key: () => viewerLinkKey(db, linkKey) });
  app.get('/', (c) => getImageViewer(c, db, queryOf(c, ImageViewerQuerySchema), viewer()));
  app.post('/generate', (c) => generateImages(c, db, queryOf(c, GenerateImagesQuerySchema)));
  app.post('/direct', validate(DirectImagesRequestSchema, 'message.error_check_images_authorization'), async (c) =>
    openDirectImages(
      c,
      db,
      c.req.valid('json'),
      servedConfig((await requireProvider(c)).config, workAccountIssuer()).integration.workAccount,
      workAccountIssuer(),
      viewer(),
    ),
  );
  return app;
}
