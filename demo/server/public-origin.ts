/**
 * PUBLIC_ORIGIN (issue 22 item 7): the one origin every link in an e-mail or SMS starts with. Read
 * once at start; a request's Host header never writes a link (anyone can send `Host: evil.example`).
 */
import { isLoopback } from './http/client-info';

/** `https://portal.example` from what an operator typed: an http(s) origin, nothing after it. */
export function parsePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://portal.example.com, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_ORIGIN must start with https:// or http://, not "${value}"`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`PUBLIC_ORIGIN is an origin only (scheme, host, port), not "${value}"`);
  }
  return url.origin;
}

/** The demo on this machine may go without one (its links point at itself); any other listener may not. */
export function publicOriginRequired(host: string): boolean {
  return !(host === 'localhost' || isLoopback(host));
}
