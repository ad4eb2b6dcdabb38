/**
 * The development routes (outbox with every one-time code, error-report listing) must not be
 * reachable by anyone who can reach the server. `loopback` (the default) answers only requests
 * from this machine that no proxy relayed; `on` answers everyone (a shared test machine);
 * `off` does not mount them at all.
 */
import type { MiddlewareHandler } from 'hono';
import { clientOf } from './client-info';
import { notFound } from './errors';

export type DevRoutesMode = 'loopback' | 'on' | 'off';

/** DEV_ROUTES: `on`, `off`, or unset/anything else → `loopback`. */
export function parseDevRoutes(value: string | undefined): DevRoutesMode {
  const mode = value?.trim().toLowerCase();
  return mode === 'on' || mode === 'off' ? mode : 'loopback';
}

/** Answers "not found" (the routes do not exist for this caller) unless the mode lets it through. */
export function devAccess(mode: DevRoutesMode): MiddlewareHandler {
  return async (c, next) => {
    if (mode === 'on' || (mode === 'loopback' && clientOf(c).loopback)) return next();
    return notFound(c);
  };
}
