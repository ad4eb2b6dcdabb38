/**
 * What the image viewer page shows for an answer of GET /api/image_viewer
 * (src/api/API.md#image-viewer), as a pure table so every row is unit-tested:
 *   EXPIRED                      → the browser goes to redirectUrl (none: "link expired")
 *   preference PACS with pacsUrl → the browser goes to pacsUrl
 *   no url                       → "images not available"
 *   url                          → the viewer in a frame
 * Every URL passes `checkTarget` first; a refused one shows why instead of being followed.
 */
import type { ImageViewerResponse } from '../../src/api/schemas/image-viewer.schema';
import { checkTarget, isOwnOrigin, type TrustedOrigins } from '../../src/router/allowed-targets';

/** What a framed viewer may do: run its scripts, forms, popups and downloads, but never navigate this page. */
const VIEWER_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/**
 * The frame's sandbox. A viewer on another site keeps its own origin (its session, its storage).
 * A viewer on the page's or the API's origin does not: with both `allow-scripts` and
 * `allow-same-origin` a same-origin frame can reach into this page and lift its own sandbox, so
 * it runs in an opaque origin instead (issue 23).
 */
export function viewerSandbox(href: string, trusted: TrustedOrigins): string {
  return isOwnOrigin(href, trusted) ? VIEWER_SANDBOX : `${VIEWER_SANDBOX} allow-same-origin`;
}

export type ViewerState =
  | { kind: 'missing-imsec' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'invalid' }
  | { kind: 'not-available' }
  | { kind: 'expired' }
  | { kind: 'frame'; url: string; sandbox: string }
  | { kind: 'redirect'; reason: 'expired' | 'pacs'; url: string }
  | { kind: 'refused'; origin: string };

export function stateOf(response: ImageViewerResponse, trusted: TrustedOrigins): ViewerState {
  const follow = (url: string, next: (href: string) => ViewerState): ViewerState => {
    const checked = checkTarget(url, trusted);
    return checked.ok ? next(checked.href) : { kind: 'refused', origin: checked.origin };
  };
  if (response.imageViewerLinkStatus === 'EXPIRED') {
    return response.redirectUrl
      ? follow(response.redirectUrl, (url) => ({ kind: 'redirect', reason: 'expired', url }))
      : { kind: 'expired' };
  }
  if (response.preference?.toUpperCase() === 'PACS' && response.pacsUrl) {
    return follow(response.pacsUrl, (url) => ({ kind: 'redirect', reason: 'pacs', url }));
  }
  if (!response.url) return { kind: 'not-available' };
  return follow(response.url, (url) => ({ kind: 'frame', url, sandbox: viewerSandbox(url, trusted) }));
}

/**
 * A failed request: the API answers 404 for a link it does not know and 400 for one that is not a
 * link at all. Neither gets better by trying again, so the referrer is told the link is not valid;
 * anything else (the server, the network) may pass and keeps "try again later".
 */
export function failureOf(status: number | undefined): ViewerState {
  return status === 404 || status === 400 ? { kind: 'invalid' } : { kind: 'error' };
}

/** The header's "open PACS" link: only an allowed pacsUrl. */
export function pacsLinkOf(response: ImageViewerResponse | null, trusted: TrustedOrigins): string | null {
  if (!response?.pacsUrl) return null;
  const checked = checkTarget(response.pacsUrl, trusted);
  return checked.ok ? checked.href : null;
}

/** The imsec as the page got it: trimmed; empty means missing (it is required). */
export function imsecOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
