/**
 * The results pages' data (src/api/API.md#sharing-and-results): the patient's own
 * results by booking key, or a share's by its slug.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import { ResultsSchema, type Results } from './schemas/results.schema';

export function getOwnResults(api: KyInstance, bookingKey: string, signal?: AbortSignal): Promise<Results> {
  return request(api, { path: `api/secured/results/${encodeURIComponent(bookingKey)}`, schema: ResultsSchema, signal });
}

export function getSharedResults(api: KyInstance, slug: string, signal?: AbortSignal): Promise<Results> {
  return request(api, { path: `api/secured/shared_results/${encodeURIComponent(slug)}`, schema: ResultsSchema, signal });
}
