/**
 * Appointments behind the session, mounted at /api/secured/appointments
 * (src/api/API.md#appointments). Every path names the booking (`{id}`: booking key, or its item
 * slugs joined by a comma) and needs a full APPOINTMENT grant for it (401 otherwise, which logs the
 * widgets out).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { providerOf } from '../../provider-lookup';
import { requireGrant } from '../session/require-grant';
import { validate } from '../../http/validate';
import { CancelBodySchema, RescheduleBodySchema } from '../../../../src/api/schemas/appointments.schema';
import { attachmentRoutes } from '../attachments/routes';
import { appointmentSubject, bookingKeyOf } from './queries';
import { cancelBooking, confirmBooking, rescheduleItem } from '../../domain/booking';
import { appointmentSummary } from './service';
import { findSession } from '../session/service';

export function appointmentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use(
    '/:id/*',
    requireGrant(db, 'APPOINTMENT', (c) => appointmentSubject(db, c.req.param('id') ?? '')),
  );
  const key = (c: { var: { grant: { subject: string } } }) => bookingKeyOf(c.var.grant.subject);
  app.get('/:id/summary', async (c) => jsonBody(c, await appointmentSummary(db, key(c))));
  app.get('/:id/can_change', async (c) => jsonBody(c, (await appointmentSummary(db, key(c))).canChange));
  app.post('/:id/cancel', validate(CancelBodySchema, 'appointments.cancel_invalid'), async (c) => {
    await cancelBooking(db, key(c), c.req.valid('json'));
    return jsonBody(c, await appointmentSummary(db, key(c)));
  });
  app.post('/:id/reschedule', validate(RescheduleBodySchema, 'appointments.reschedule_invalid'), async (c) => {
    const body = c.req.valid('json');
    const config = (await providerOf(c))?.config;
    // The page's locale when the widget sends it (none is stored with a booking), else the provider's.
    const message = {
      origin: deps.publicOrigin,
      lang: body.locale ?? config?.application.jsLocale ?? 'en-AU',
      radiologyName: config?.radiology.name ?? '',
    };
    await rescheduleItem(db, key(c), body, new Date(), message, (await findSession(c, db))?.tokenHash ?? '');
    return jsonBody(c, await appointmentSummary(db, key(c)));
  });
  app.post('/:id/confirm', async (c) => {
    await confirmBooking(db, key(c));
    return jsonBody(c, await appointmentSummary(db, key(c)));
  });
  app.route(
    '/:id/attachments',
    attachmentRoutes(deps, (c) => ({ type: 'APPOINTMENT', key: bookingKeyOf(c.var.grant.subject) })),
  );
  return app;
}
