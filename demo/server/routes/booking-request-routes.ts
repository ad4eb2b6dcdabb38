/**
 * Booking requests behind the session (document 001 §7 "attachment endpoints are under a secured
 * path"). For now the referral document the portal header links to; the rest of the area comes
 * with the booking-requests widget. `{id}` is the booking request's booking key.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findGrant, findSession } from '../auth/session';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/json';

/** The signed-in session must cover this booking request fully (401 otherwise: the widgets log out). */
async function requireBookingRequest(c: Context, db: Db, id: string): Promise<string> {
  const session = await findSession(c, db);
  const [row] = await db.query<{ booking_key: string }>('select booking_key from booking_request where upper(booking_key) = upper($1)', [
    id,
  ]);
  const grant = session && row ? await findGrant(db, session, 'BOOKING_REQUEST', `booking-request:${row.booking_key}`) : null;
  if (!row || !grant || grant.level !== 'full') throw new ApiError(401, 'message.authentication_required', 'not_authenticated');
  return row.booking_key;
}

export function bookingRequestRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/api/secured/booking_requests/:id/download', async (c) => {
    const key = await requireBookingRequest(c, db, c.req.param('id'));
    const [referral] = await db.query('select 1 from booking_request_referral where booking_key = $1', [key]);
    if (!referral) throw new ApiError(404, 'This booking request has no referral', 'not_found');
    return jsonBody(c, { url: `/api/secured/booking_requests/${encodeURIComponent(key)}/referral` });
  });

  app.get('/api/secured/booking_requests/:id/referral', async (c) => {
    const key = await requireBookingRequest(c, db, c.req.param('id'));
    const [file] = await db.query<{ file_name: string; content_type: string; body: Uint8Array }>(
      'select file_name, content_type, body from booking_request_referral where booking_key = $1',
      [key],
    );
    if (!file) throw new ApiError(404, 'This booking request has no referral', 'not_found');
    c.header('Content-Type', file.content_type);
    c.header('Content-Disposition', `inline; filename="${file.file_name}"`);
    c.header('Cache-Control', 'no-store'); // health data: never in a shared cache
    return c.body(new Uint8Array(file.body));
  });

  return app;
}
