/**
 * Image viewer area (src/api/API.md#image-viewer): the referrer's imsec link, the radiologist's
 * direct link, and the generation request. Only the image viewer widgets import it, so it stays
 * out of the shared runtime chunk.
 */
import type { KyInstance } from 'ky';
import {
  DirectImagesResponseSchema,
  GenerateImagesResultSchema,
  ImageViewerResponseSchema,
  type DirectImagesRequest,
  type DirectImagesResponse,
  type GenerateImagesQuery,
  type ImageViewerResponse,
} from './schemas/image-viewer.schema';
import { request } from './client';

export function getImageViewer(
  api: KyInstance,
  query: { imsec: string; repositorySource?: string },
  signal?: AbortSignal,
): Promise<ImageViewerResponse> {
  return request(api, {
    path: 'api/image_viewer',
    searchParams: { input: query.imsec, ...(query.repositorySource ? { repositorySource: query.repositorySource } : {}) },
    schema: ImageViewerResponseSchema,
    signal,
  });
}

export function generateImages(api: KyInstance, query: GenerateImagesQuery, signal?: AbortSignal): Promise<{ status: 'QUEUED' }> {
  return request(api, {
    method: 'post',
    path: 'api/image_viewer/generate',
    searchParams: query,
    schema: GenerateImagesResultSchema,
    signal,
  });
}

export function openDirectImages(api: KyInstance, body: DirectImagesRequest, signal?: AbortSignal): Promise<DirectImagesResponse> {
  return request(api, { method: 'post', path: 'api/image_viewer/direct', json: body, schema: DirectImagesResponseSchema, signal });
}
