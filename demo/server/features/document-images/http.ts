/** Sending page images: private to the session, never cached by a shared cache (health data). */
import type { Context } from 'hono';
import { ApiError } from '../../http/errors';
import { setStoredFileHeaders } from '../../http/stored-file';

export function pageNumberOf(c: Context): number {
  const text = c.req.param('page') ?? '';
  if (!/^[1-9]\d{0,2}$/.test(text)) throw new ApiError(404, 'No such page', 'not_found');
  return Number(text);
}

export function sendImage(c: Context, image: { contentType: string; body: Buffer }): Response {
  setStoredFileHeaders(c, { contentType: image.contentType, disposition: 'inline' });
  return c.body(new Uint8Array(image.body));
}
