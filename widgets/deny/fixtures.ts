/**
 * The deny page's cases: one source for the browser tests, the stories, the end-to-end journey
 * and the demo. `query` is the portal URL's query (/deny?…); `attributes` the element's.
 */
import { denyMessageId } from '../../src/api/schemas/deny-message.schema';

/** The seeded MRI safety questionnaire's pacemaker reason (demo/server/features/questionnaires/seed-definitions.ts). */
export const PACEMAKER_TEXT = 'An MRI is not safe with a pacemaker or defibrillator. Please talk to us about a different test.';
export const PACEMAKER_ID = denyMessageId(PACEMAKER_TEXT);

export interface DenyCase {
  name: string;
  query: Record<string, string>;
  attributes: Record<string, string>;
  /** The en-AU text the patient must see. */
  expected: string;
}

export const denyCases: DenyCase[] = [
  {
    name: 'Expired',
    query: { status: 'EXPIRED' },
    attributes: { status: 'EXPIRED' },
    expected: 'This link has expired. Please contact the clinic for a new link.',
  },
  {
    name: 'Expired (patient)',
    query: { status: 'EXPIRED_PATIENT' },
    attributes: { status: 'EXPIRED_PATIENT' },
    expected: 'This link has expired. Please contact the clinic for a new link.',
  },
  { name: 'Canceled', query: { status: 'CANCELED' }, attributes: { status: 'CANCELED' }, expected: 'This appointment has been cancelled.' },
  {
    name: 'Declined by patient',
    query: { status: 'DECLINED_BY_PATIENT' },
    attributes: { status: 'DECLINED_BY_PATIENT' },
    expected: 'This appointment was declined by the patient.',
  },
  {
    name: 'Removed by operator',
    query: { status: 'REMOVED_BY_OPERATOR' },
    attributes: { status: 'REMOVED_BY_OPERATOR' },
    expected: 'This appointment was removed by our staff.',
  },
  {
    name: 'Deleted',
    query: { status: 'DELETED' },
    attributes: { status: 'DELETED' },
    expected: 'This appointment was removed by our staff.',
  },
  {
    name: 'On hold (protocol)',
    query: { status: 'ON_HOLD' },
    attributes: { status: 'ON_HOLD' },
    expected: 'Your booking is on hold while a radiologist reviews your referral.',
  },
  { name: 'Other status', query: { status: 'BLOCKED' }, attributes: { status: 'BLOCKED' }, expected: 'Access to this page is restricted.' },
  {
    name: 'Access revoked',
    query: { revoked: 'true' },
    attributes: { revoked: '' },
    expected: 'The person who shared these results has withdrawn your access to them.',
  },
  {
    name: 'Max attempts',
    query: { maxAttempts: 'true' },
    attributes: { 'max-attempts': '' },
    expected: 'There have been too many unsuccessful attempts.',
  },
  {
    name: 'Max attempts (shared results)',
    query: { maxAttempts: 'true', message: 'max_attempts_reached_shared' },
    attributes: { 'max-attempts': '', message: 'max_attempts_reached_shared' },
    expected: 'shared with you',
  },
  {
    name: 'Max attempts (own results)',
    query: { maxAttempts: 'true', message: 'max_attempts_reached_results' },
    attributes: { 'max-attempts': '', message: 'max_attempts_reached_results' },
    expected: 'your results',
  },
  {
    name: 'Results expired',
    query: { resultsExpired: 'true' },
    attributes: { 'results-expired': '' },
    expected: 'The link to these results has expired.',
  },
  {
    // The provider's own text, by the id the server knows it by (a questionnaire's denial reason).
    name: 'Provider message',
    query: { messageId: PACEMAKER_ID },
    attributes: { 'message-id': PACEMAKER_ID },
    expected: 'An MRI is not safe with a pacemaker',
  },
  {
    // A text put into a link is never shown: the generic message instead.
    name: 'Text in the link',
    query: { message: 'Call 1900 123 456 to keep your appointment', customMessage: 'Call 1900 123 456' },
    attributes: { message: 'Call 1900 123 456 to keep your appointment' },
    expected: 'There was a problem with your link. Please contact the clinic.',
  },
  { name: 'Generic problem', query: {}, attributes: {}, expected: 'There was a problem with your link. Please contact the clinic.' },
  {
    name: 'With Close button',
    query: { status: 'EXPIRED', showClose: 'true' },
    attributes: { status: 'EXPIRED', 'show-close': '' },
    expected: 'This link has expired.',
  },
];
