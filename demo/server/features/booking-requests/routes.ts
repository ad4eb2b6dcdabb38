/**
 * Booking requests behind the session (src/api/API.md#booking-requests), mounted at
 * /api/secured/booking_requests. For now the referral document the portal header links to; the rest
 * of the area comes with the booking-requests widget. `{id}` is the booking request's booking key.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { setStoredFileHeaders } from '../../http/stored-file';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireGrant } from '../session/require-grant';
import { validate } from '../../http/validate';
import { BookingRequestStatusBodySchema } from '../../../../src/api/schemas/booking-requests.schema';
import { attachmentRoutes } from '../attachments/routes';
import { attachmentImageRoutes } from '../document-images/routes';
import { attachmentPageSizes, pageList, viewerLocale } from '../document-images/service';
import { documentViewPage } from '../document-images/view-page';
import { bookingRequestSummary, changeBookingRequestStatus } from './service';
import { bookingKeyOf, bookingRequestSubject, findReferral, hasReferral } from './queries';

export function bookingRequestRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // The signed-in session must cover this booking request fully (401 otherwise: the widgets log out).
  app.use(
    '/:id/*',
    requireGrant(db, 'BOOKING_REQUEST', (c) => bookingRequestSubject(db, c.req.param('id') ?? '')),
  );

  app.get('/:id/summary', async (c) => jsonBody(c, await bookingRequestSummary(db, bookingKeyOf(c.var.grant.subject))));
  app.post('/:id/status', validate(BookingRequestStatusBodySchema, 'booking_requests.status_invalid'), async (c) =>
    jsonBody(c, await changeBookingRequestStatus(db, bookingKeyOf(c.var.grant.subject), c.req.valid('json'))),
  );
  app.route(
    '/:id/attachments',
    attachmentRoutes(deps, (c) => ({ type: 'BOOKING_REQUEST', key: bookingKeyOf(c.var.grant.subject) })),
  );

  app.get('/:id/download', async (c) => {
    const key = bookingKeyOf(c.var.grant.subject);
    if (!(await hasReferral(db, key))) throw new ApiError(404, 'This booking request has no referral', 'not_found');
    return jsonBody(c, { url: `/api/secured/booking_requests/${encodeURIComponent(key)}/referral` });
  });

  const referral = async (c: Context<AppEnv>) => {
    const file = await findReferral(db, bookingKeyOf(c.var.grant.subject));
    if (!file) throw new ApiError(404, 'This booking request has no referral', 'not_found');
    return { fileName: file.file_name, contentType: file.content_type, body: Buffer.from(file.body) };
  };
  // A PDF opens as its pages drawn by the server (a browser's PDF viewer would run its scripts,
  // issue 23); anything else as the file, under the stored-file policy.
  app.get('/:id/referral', async (c) => {
    const file = await referral(c);
    if (file.contentType === 'application/pdf') {
      const sizes = await attachmentPageSizes(file).catch(() => null);
      return documentViewPage(c, deps.messagesDir, viewerLocale(c), file.fileName, sizes && pageList(`${c.req.path}/images`, sizes).pages);
    }
    setStoredFileHeaders(c, { ...file, disposition: 'inline' });
    return c.body(new Uint8Array(file.body));
  });
  app.route('/:id/referral', attachmentImageRoutes(referral));

  return app;
}
