/** Sending page images: private to the session, never cached by a shared cache (health data). */
import type { Context } from 'hono';
import { ApiError } from '../../http/errors';

export function pageNumberOf(c: Context): number {
  const text = c.req.param('page') ?? '';
  if (!/^[1-9]\d{0,2}$/.test(text)) throw new ApiError(404, 'No such page', 'not_found');
  return Number(text);
}

export function sendImage(c: Context, image: { contentType: string; body: Buffer }): Response {
  c.header('Content-Type', image.contentType);
  c.header('Content-Disposition', 'inline');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(image.body));
}
