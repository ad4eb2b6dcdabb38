/** Configuration area: the provider's settings and terms (spec 000 §3, §7). */
import type { KyInstance } from 'ky';
import { ConfigSchema, TermsSchema, type Config, type Terms } from './schemas/config.schema';
import { toApiError } from './errors';

export async function getConfig(client: KyInstance, signal?: AbortSignal): Promise<Config> {
  try {
    return await client.get('api/config', { signal }).json(ConfigSchema);
  } catch (error) {
    throw await toApiError(error);
  }
}

export async function getTerms(client: KyInstance, signal?: AbortSignal): Promise<Terms> {
  try {
    return await client.get('api/config/terms', { signal }).json(TermsSchema);
  } catch (error) {
    throw await toApiError(error);
  }
}
