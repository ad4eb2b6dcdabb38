/**
 * Documents and answered questionnaires as page images (src/api/API.md "Document and questionnaire
 * images"). The answer lists root-relative page paths; `pageImageUrl` resolves one against the API
 * so an <img> fetches it with the session's cookie.
 */
import type { KyInstance } from 'ky';
import { attachmentsPath, type AttachmentTarget } from '../attachments/attachments.api';
import { request } from '../api/client';
import { PageImagesSchema, type PageImage, type PageImages } from '../api/schemas/document-images.schema';

export function attachmentPageImages(
  api: KyInstance,
  target: AttachmentTarget,
  attachmentId: number,
  signal?: AbortSignal,
): Promise<PageImages> {
  return request(api, { path: `${attachmentsPath(target)}/${attachmentId}/images`, schema: PageImagesSchema, signal });
}

export type QuestionnaireOwner = { kind: 'appointment' | 'booking-request'; bookingKey: string };

export function questionnairePageImages(
  api: KyInstance,
  owner: QuestionnaireOwner,
  questionnaireId: string,
  lang: string,
  signal?: AbortSignal,
): Promise<PageImages> {
  const base = owner.kind === 'appointment' ? 'api/secured/appointments' : 'api/secured/booking_requests';
  return request(api, {
    path: `${base}/${encodeURIComponent(owner.bookingKey)}/questionnaires/${encodeURIComponent(questionnaireId)}/images`,
    schema: PageImagesSchema,
    searchParams: { lang },
    signal,
  });
}

/** The page's absolute URL on the API's origin (`apiBase` as the runtime has it; the page's origin without one). */
export function pageImageUrl(page: PageImage, apiBase: string | null | undefined, query: Record<string, string> = {}): string {
  const url = new URL(page.url, new URL(apiBase || '/', location.href));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}
