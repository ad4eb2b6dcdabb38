import { ApiError } from '../../../src/api/errors';
import type { Problem } from '../booking.model';

/** The message for what happened to a load (its status's, offline, unreadable); never the server's words. */
export function problemOf(error: unknown, fallback: string): Problem {
  return { key: error instanceof ApiError ? error.messageKey : fallback };
}

/** A request this model cancelled itself: nothing to tell the patient. */
export const isAbort = (error: unknown) => error instanceof ApiError && error.kind === 'aborted';
