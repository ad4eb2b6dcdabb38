/**
 * The image viewer calls (src/api/API.md#image-viewer). Shared by the
 * widgets, which check every answer, and the reference server, which checks every request.
 */
import * as v from 'valibot';

/** Secure-link tokens (imsec, the direct link's input): URL-safe, long enough not to be guessed. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const linkToken = v.pipe(v.string(), v.regex(LINK_TOKEN));
/** Repository names and ids: short printable identifiers. */
const identifier = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,64}$/));
/** A URL the widget may follow: http(s) only; anything else is malformed, never followed. */
const httpUrl = v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/i, 'an http(s) URL'));
const optionalUrl = v.nullish(httpUrl);

export const IMAGE_VIEWER_LINK_STATUSES = ['ACTIVE', 'EXPIRED'] as const;
export type ImageViewerLinkStatus = (typeof IMAGE_VIEWER_LINK_STATUSES)[number];

/** `GET /api/image_viewer?input={imsec}[&repositorySource=]` */
export const ImageViewerQuerySchema = v.object({ input: linkToken, repositorySource: v.optional(identifier) });
export type ImageViewerQuery = v.InferOutput<typeof ImageViewerQuerySchema>;

/** url, imageViewerLinkStatus, redirectUrl, preference (PACS: go to pacsUrl), pacsUrl. */
export const ImageViewerResponseSchema = v.object({
  url: optionalUrl,
  imageViewerLinkStatus: v.picklist(IMAGE_VIEWER_LINK_STATUSES),
  redirectUrl: optionalUrl,
  /** `PACS`: the referrer prefers their PACS to the web viewer. Other values mean the web viewer. */
  preference: v.nullish(v.pipe(v.string(), v.maxLength(32))),
  pacsUrl: optionalUrl,
});
export type ImageViewerResponse = v.InferOutput<typeof ImageViewerResponseSchema>;

/** `POST /api/image_viewer/generate?accessionNumber=&repositorySource=&repositorySourceId=` (empty body). */
export const GenerateImagesQuerySchema = v.object({
  accessionNumber: identifier,
  repositorySource: identifier,
  repositorySourceId: identifier,
});
export type GenerateImagesQuery = v.InferOutput<typeof GenerateImagesQuerySchema>;

/** The spec shows no answer; ours says the request was queued. */
export const GenerateImagesResultSchema = v.object({ status: v.picklist(['QUEUED']) });

/**
 * `POST /api/image_viewer/direct`: input, username and email as the contract has them. `idToken` is ours:
 * the work account's ID token, which the server verifies (signature, issuer, audience, expiry)
 * instead of believing the username and e-mail.
 */
export const DirectImagesRequestSchema = v.object({
  input: linkToken,
  username: v.pipe(v.string(), v.maxLength(256)),
  email: v.pipe(v.string(), v.maxLength(256)),
  idToken: v.pipe(v.string(), v.minLength(16), v.maxLength(8192)),
});
export type DirectImagesRequest = v.InferOutput<typeof DirectImagesRequestSchema>;

/** The answer: `url` to send the radiologist to; missing means no link could be made. */
export const DirectImagesResponseSchema = v.object({ url: optionalUrl });
export type DirectImagesResponse = v.InferOutput<typeof DirectImagesResponseSchema>;
