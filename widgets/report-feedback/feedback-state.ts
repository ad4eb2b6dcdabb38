/**
 * What the report-feedback page shows (widgets/report-feedback/README.md): kept
 * apart from React so the table from answers to states is tested on its own.
 */
import type { FeedbackLinkQuery } from '../../src/api/schemas/report-feedback.schema';
import { LINK_TOKEN } from '../../src/api/schemas/image-viewer.schema';
import { sameSitePath } from '../../src/router/allowed-targets';

export type FeedbackState =
  | { kind: 'missing-link' }
  | { kind: 'loading' }
  | { kind: 'form' }
  | { kind: 'closed' }
  | { kind: 'already-provided' }
  | { kind: 'error' }
  | { kind: 'success' };

const ACCESSION = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The link the page is for: `imsec` (the referrer's image link) or `accession` (the PACS
 * appointment id the API calls pacsAppointmentId). A malformed value is no link at all, so
 * the page says so instead of asking the server.
 */
export function feedbackLinkOf(imsec: string | undefined, accession: string | undefined): FeedbackLinkQuery | null {
  const token = imsec?.trim();
  if (token) return LINK_TOKEN.test(token) ? { imsec: token } : null;
  const id = accession?.trim();
  if (id) return ACCESSION.test(id) ? { pacsAppointmentId: id } : null;
  return null;
}

/** A failed load or save: 409 already_provided is its own state; anything else is the page error. */
export function stateOfFailure(error: { status?: number; body?: unknown }): FeedbackState {
  const code = error.body && typeof error.body === 'object' && 'code' in error.body ? error.body.code : undefined;
  return error.status === 409 && code === 'already_provided' ? { kind: 'already-provided' } : { kind: 'error' };
}

/**
 * A save the server refused for one answer (400 invalid_answer, with the runner's message key):
 * the form stays open with everything typed, and says what to fix. Undefined for any other failure.
 */
export function answerProblemOf(error: { status?: number; body?: unknown }): string | undefined {
  if (error.status !== 400 || !error.body || typeof error.body !== 'object') return undefined;
  const body = error.body as { code?: unknown; message?: unknown };
  return body.code === 'invalid_answer' && typeof body.message === 'string' && body.message.startsWith('questionnaire.')
    ? body.message
    : undefined;
}

/**
 * Where the page goes after a successful answer: the caller's same-origin path when given, else
 * the image viewer of the same link, else the home page. Never another origin (an open redirect
 * in a page referrers reach by e-mail would be a phishing aid).
 */
export function returnPathOf(returnUrl: string | undefined, link: FeedbackLinkQuery | null, origin: string): string {
  // Resolved as the browser will: `/.//evil.example` is the path `//evil.example`, another host.
  const path = returnUrl?.startsWith('/') ? sameSitePath(returnUrl, origin) : null;
  if (path) return path;
  if (link?.imsec) return `/referrer/quick-report?${new URLSearchParams({ imsec: link.imsec }).toString()}`;
  return '/';
}

/** The FAQ page of the same link and back: the link's name travels along so Back to the form works. */
export function feedbackPaths(link: FeedbackLinkQuery | null): { form: string; faq: string } {
  const query: Record<string, string> | null = link?.imsec
    ? { imsec: link.imsec }
    : link?.pacsAppointmentId
      ? { accession: link.pacsAppointmentId }
      : null;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return { form: `/referrer/report-feedback${search}`, faq: `/referrer/report-feedback/faq${search}` };
}
