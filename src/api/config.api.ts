/** Configuration area: the provider's settings and terms (src/api/API.md#foundation). */
import type { KyInstance } from 'ky';
import { request } from './client';
import { ConfigSchema, TermsSchema, type Config, type Terms } from './schemas/config.schema';

export function getConfig(api: KyInstance, signal?: AbortSignal): Promise<Config> {
  return request(api, { path: 'api/config', schema: ConfigSchema, signal });
}

export function getTerms(api: KyInstance, signal?: AbortSignal): Promise<Terms> {
  return request(api, { path: 'api/config/terms', schema: TermsSchema, signal });
}
