/**
 * The provider row, looked up at most once per request however many handlers and helpers ask:
 * `await providerOf(c)` (or `requireProvider(c)`, which answers 503 before the seed ran).
 * Beside app.ts, not in http/ (it reads a feature's table) nor in features/config (whose routes
 * import features that ask for the provider: a cycle).
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/db';
import { loadProvider, type Provider } from './features/config/service';
import { ApiError } from './http/errors';

export type ProviderVariables = { provider: () => Promise<Provider | undefined> };

export function providerLookup(db: Db): MiddlewareHandler<{ Variables: ProviderVariables }> {
  return async (c, next) => {
    let lookup: Promise<Provider | undefined> | undefined;
    c.set('provider', () => (lookup ??= loadProvider(db)));
    await next();
  };
}

export function providerOf(c: { var: ProviderVariables }): Promise<Provider | undefined> {
  return c.var.provider();
}

export async function requireProvider(c: { var: ProviderVariables }): Promise<Provider> {
  const provider = await c.var.provider(); // validated by ConfigSchema: an invalid row throws (500)
  if (!provider) throw new ApiError(503, 'The provider is not configured yet', 'not_configured');
  return provider;
}
