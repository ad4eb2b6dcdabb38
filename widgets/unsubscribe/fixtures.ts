/** The states of <rad-unsubscribe>: one source for the browser tests and the stories. */
import type { UnsubscribeAnswer } from '../../src/api/schemas/unsubscribe.schema';

/** A well-formed token (the fixture API answers it; the reference server would not know it). */
export const FIXTURE_TOKEN = 'fixture-token-0123456789abcdefghijklmnopq';
export const unsubscribedAnswer: UnsubscribeAnswer = { unsubscribed: true, email: 'a•••@example.com' };
export const resubscribedAnswer: UnsubscribeAnswer = { unsubscribed: false, email: 'a•••@example.com' };
