/**
 * Image viewer links (src/api/API.md#image-viewer; docs/rules.md#image-link-tokens): what a
 * referrer's imsec opens, and the generation request. The answers' URLs are absolute: root-relative
 * ones stored in the database belong to this server's own origin (its demo viewer, PACS and deny
 * pages).
 */
import type { Context } from 'hono';
import type { Config } from '../../../../src/api/schemas/config.schema';
import type {
  DirectImagesRequest,
  GenerateImagesQuery,
  ImageViewerQuery,
  ImageViewerResponse,
} from '../../../../src/api/schemas/image-viewer.schema';
import type { Db } from '../../db/db';
import { clientOf } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { findDirectLink, findImageLink, isKnownStudy, recordGeneration } from './queries';
import { createViewerTicket } from './viewer-ticket';
import { TokenRefused, verifyIdToken, type WorkAccountIdentity } from './work-account/verify';

type WorkAccountConfig = Config['integration']['workAccount'];

/** Where the demo viewer shows a study (features/image-viewer/viewer-page.ts). */
export const DEMO_VIEWER_PATH = '/demo-viewer/view/';

/** The origin the browser reached this server at (the URL scheme, or a trusted proxy's). */
export function serverOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${clientOf(c).https ? 'https' : 'http'}://${url.host}`;
}

function absolute(url: string | null, origin: string): string | null {
  if (!url) return null;
  return new URL(url, origin).href;
}

/** Where the demo viewer runs (its own origin, features/image-viewer/viewer-page.ts) and the key its links are signed with. */
export interface DemoViewer {
  origin: string | undefined;
  key: () => Promise<Uint8Array>;
}

/** The demo viewer's launch URL for a study: a signed ticket, valid for a few minutes; null when no demo viewer runs. */
export async function viewerUrl(viewer: DemoViewer, accession: string): Promise<string | null> {
  if (!viewer.origin) return null;
  return `${viewer.origin}${DEMO_VIEWER_PATH}${createViewerTicket(await viewer.key(), accession)}`;
}

export async function getImageViewer(c: Context, db: Db, query: ImageViewerQuery, viewer: DemoViewer): Promise<Response> {
  const link = await findImageLink(db, query.input);
  // One answer for unknown and malformed tokens: nothing tells a guesser which links exist.
  if (!link) throw new ApiError(404, 'message.error_generating_images_url', 'not_found');
  const origin = serverOrigin(c);
  // A repository the link's study is not in has no images there.
  const inRepository = !query.repositorySource || query.repositorySource === link.repository_source;
  const showable = link.status === 'ACTIVE' && link.images_available && inRepository;
  const answer: ImageViewerResponse = {
    url: showable ? (absolute(link.viewer_url, origin) ?? (await viewerUrl(viewer, link.accession_number))) : null,
    imageViewerLinkStatus: link.status,
    redirectUrl: link.status === 'EXPIRED' ? absolute(link.redirect_url ?? '/deny?status=EXPIRED', origin) : null,
    preference: link.preference,
    pacsUrl: absolute(link.pacs_url, origin),
  };
  return jsonBody(c, answer);
}

export async function generateImages(c: Context, db: Db, query: GenerateImagesQuery): Promise<Response> {
  if (!(await isKnownStudy(db, query.accessionNumber, query.repositorySource))) {
    throw new ApiError(404, 'message.error_generating_images_url', 'not_found');
  }
  await recordGeneration(db, query.accessionNumber, query.repositorySource, query.repositorySourceId);
  return jsonBody(c, { status: 'QUEUED' }, 202);
}

/**
 * The radiologist's direct link (docs/rules.md#image-link-direct): the work account's ID token is
 * verified first; only its e-mail decides access. The body's username and e-mail must agree with
 * the token, so a client cannot claim another person.
 */
export async function openDirectImages(
  c: Context,
  db: Db,
  body: DirectImagesRequest,
  workAccount: WorkAccountConfig,
  /** The demo provider's issuer when it runs: its tokens are checked against the keys in the database. */
  localIssuer: string | undefined,
  viewer: DemoViewer,
): Promise<Response> {
  if (!workAccount.clientId || !workAccount.authority)
    throw new ApiError(503, 'message.error_check_images_authorization', 'not_configured');
  // Checked against the issuer's published keys: the demo provider's from the database, any other
  // issuer's from its discovery document (work-account/verify.ts).
  const issuer = workAccount.authority.replace(/\/+$/, '');
  let identity: WorkAccountIdentity;
  try {
    identity = await verifyIdToken(db, body.idToken, { issuer, audience: workAccount.clientId }, localIssuer);
  } catch (error) {
    if (error instanceof TokenRefused) throw new ApiError(403, 'message.error_check_images_authorization', 'invalid_token');
    throw error;
  }
  const claimed = [body.email, body.username].map((value) => value.trim().toLowerCase()).filter(Boolean);
  if (claimed.some((value) => value !== identity.email && value !== identity.username.toLowerCase())) {
    throw new ApiError(403, 'message.error_check_images_authorization', 'invalid_token');
  }
  const link = await findDirectLink(db, body.input);
  if (!link) throw new ApiError(404, 'message.user_not_have_access_to_images', 'not_found');
  if (!link.allowed_emails.some((email) => email.toLowerCase() === identity.email)) {
    throw new ApiError(403, 'message.user_not_have_access_to_images', 'no_access');
  }
  return jsonBody(c, { url: link.images_available ? await viewerUrl(viewer, link.accession_number) : null });
}
