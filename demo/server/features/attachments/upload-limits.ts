/**
 * How much one booking may hold and how fast files may arrive (issue 23). The numbers are the
 * server's, configurable per deployment (demo/server/README.md "Environment"); the widget shows
 * each refusal's own message key.
 *
 * - Per owner (a booking, a booking request, or a temporary key): at most `filesPerOwner` files
 *   and `bytesPerOwner` bytes. Checked under the owner's advisory lock, so parallel uploads
 *   cannot both slip under the limit.
 * - Per session: `perSession.count` uploads per `perSession.windowSeconds`.
 * - Without a sign-in (temporary documents, before a booking exists): also
 *   `anonymousPerAddress.count` per `anonymousPerAddress.windowSeconds` per client address, since
 *   a new session costs a bot nothing.
 */
import type { DbConnection } from '../../db/db';
import { ApiError } from '../../http/errors';

export interface RateLimit {
  count: number;
  windowSeconds: number;
}

export interface UploadLimits {
  filesPerOwner: number;
  bytesPerOwner: number;
  perSession: RateLimit;
  anonymousPerAddress: RateLimit;
}

/**
 * A referral, a previous report, both sides of a card and a few photos fit twenty times over; a
 * phone's retries after a bad connection fit the session rate.
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  filesPerOwner: 20,
  bytesPerOwner: 50 * 1024 * 1024,
  perSession: { count: 30, windowSeconds: 10 * 60 },
  anonymousPerAddress: { count: 30, windowSeconds: 60 * 60 },
};

/**
 * Counts one upload of `subject` in its current window (one statement) and refuses it past the
 * limit with 429 and the seconds until the window ends.
 */
export async function countUpload(db: Pick<DbConnection, 'query'>, subject: string, limit: RateLimit, now: Date): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.query<{ count: number }>(
    `insert into upload_rate (subject, window_start, count) values ($1, $2, 1)
     on conflict (subject, window_start) do update set count = upload_rate.count + 1 returning count`,
    [subject, windowStart.toISOString()],
  );
  if (row!.count > limit.count) {
    const wait = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    throw new UploadRateLimited(wait);
  }
}

export class UploadRateLimited extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'attachments.upload_rate_limited', 'upload_rate_limited');
  }
}

export const filesLimitReached = () => new ApiError(409, 'attachments.limit_files', 'attachment_limit_files');
export const bytesLimitReached = () => new ApiError(409, 'attachments.limit_bytes', 'attachment_limit_bytes');
