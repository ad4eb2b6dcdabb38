/** Translation area: primary dictionaries and the provider's overrides under the assets path. */
import type { KyInstance } from 'ky';
import { DictionarySchema, type Dictionary } from './schemas/config.schema';
import { toApiError } from './errors';

export async function getPrimaryDictionary(client: KyInstance, locale: string, signal?: AbortSignal): Promise<Dictionary> {
  try {
    return await client.get(`api/assets/i18n/${encodeURIComponent(locale)}.json`, { signal }).json(DictionarySchema);
  } catch (error) {
    throw await toApiError(error);
  }
}

export async function getProviderDictionary(
  client: KyInstance,
  radiologyCode: string,
  locale: string,
  signal?: AbortSignal,
): Promise<Dictionary> {
  try {
    const path = `api/assets/i18n/${encodeURIComponent(radiologyCode)}/${encodeURIComponent(locale)}.json`;
    return await client.get(path, { signal }).json(DictionarySchema);
  } catch (error) {
    throw await toApiError(error);
  }
}
