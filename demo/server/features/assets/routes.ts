import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';

/**
 * An SVG opened on its own is a document that could run script. Seeded ones have none, but a
 * provider may upload its own: this policy makes any script or external load in it inert.
 */
const ASSET_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** GET /api/assets/application/{name} (mounted at /api/assets/application): the provider's header images, logo and favicon. */
export function assetRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    const [asset] = await db.query<{ content_type: string; body: Uint8Array; updated_at: Date | string }>(
      'select content_type, body, updated_at from asset where name = $1',
      [name],
    );
    if (!asset) throw new ApiError(404, `No asset named "${name}"`, 'unknown_asset');
    const etag = `"${name}-${new Date(asset.updated_at).getTime().toString(36)}"`;
    c.header('Content-Type', asset.content_type);
    // An hour of public caching, then a cheap revalidation: images change rarely.
    c.header('Cache-Control', 'public, max-age=3600, must-revalidate');
    c.header('ETag', etag);
    c.header('Content-Security-Policy', ASSET_CSP);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return c.body(new Uint8Array(asset.body));
  });

  return app;
}
