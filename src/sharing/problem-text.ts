import { ApiError } from '../api/errors';

/**
 * The translation key for a failed sharing call: the server's own `sharing.*` or `message.*` key
 * (a field's rule, not ready yet, too many), else the client's message for the failure.
 */
export function sharingProblem(error: unknown, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return fallbackKey;
  const message = error.serverMessage;
  if (message && /^(sharing|message)\.[a-z_]+$/.test(message)) return message;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500 ? error.messageKey : fallbackKey;
}
