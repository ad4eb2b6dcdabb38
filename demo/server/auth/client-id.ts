import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Who is asking, for per-client counting: the socket's address. Forwarded-for headers are not
 * trusted (anyone can send one); a provider behind a proxy would read its proxy's header here.
 */
export function clientId(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
