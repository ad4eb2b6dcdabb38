/** Translation area: primary dictionaries and the provider's overrides under the assets path. */
import type { KyInstance } from 'ky';
import { request } from './client';
import { DictionarySchema, type Dictionary } from './schemas/config.schema';

export function getPrimaryDictionary(api: KyInstance, locale: string, signal?: AbortSignal): Promise<Dictionary> {
  return request(api, { path: `api/assets/i18n/${encodeURIComponent(locale)}.json`, schema: DictionarySchema, signal });
}

export function getProviderDictionary(api: KyInstance, radiologyCode: string, locale: string, signal?: AbortSignal): Promise<Dictionary> {
  const path = `api/assets/i18n/${encodeURIComponent(radiologyCode)}/${encodeURIComponent(locale)}.json`;
  return request(api, { path, schema: DictionarySchema, signal });
}
