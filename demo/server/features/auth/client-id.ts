import type { Context } from 'hono';
import { clientOf } from '../../http/client-info';

/**
 * Who is asking, for per-client counting: the socket's address, or the address a trusted proxy
 * forwarded (TRUSTED_PROXIES; see http/client-info.ts). Untrusted forwarded-for headers are ignored.
 */
export function clientId(c: Context): string {
  return clientOf(c).address;
}
