/**
 * The optional keepalive ping (docs/rules.md#sign-in-session): a GET to the configured `keepaliveUrl` every 10
 * minutes by default. No URL is configured by default, so by default it does nothing.
 */
import { KEEPALIVE_INTERVAL_MS } from '../constants';

export interface KeepaliveOptions {
  /** application.keepaliveUrl; empty means no ping. */
  url: string | null | undefined;
  intervalMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** Stops the ping; safe to call more than once. */
export type StopKeepalive = () => void;

/** Starts pinging `url` every `intervalMs` (first ping after one interval); returns `stop`. */
export function startKeepalive(options: KeepaliveOptions): StopKeepalive {
  const url = options.url?.trim() ?? '';
  const intervalMs = options.intervalMs ?? KEEPALIVE_INTERVAL_MS;
  const fetchFn = options.fetch ?? globalThis.fetch;
  if (!url || typeof fetchFn !== 'function' || !(intervalMs > 0)) return () => undefined;

  const ping = (): void => {
    try {
      fetchFn(url, { method: 'GET', credentials: 'include', cache: 'no-store' }).catch((error: unknown) => {
        console.debug('[rad-widgets] keepalive ping failed', error);
      });
    } catch (error) {
      console.debug('[rad-widgets] keepalive ping failed', error);
    }
  };
  let timer: ReturnType<typeof setInterval> | null = setInterval(ping, intervalMs);
  return () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
}
