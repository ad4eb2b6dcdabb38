/**
 * Patient details change (the paths are ours, in src/api/API.md#patient-details). The details and
 * the change request need the session of that appointment (`{id}`: booking key or item slugs) or
 * booking request; the two lookups are public lists.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { requireGrant } from '../session/require-grant';
import { validate } from '../../http/validate';
import { ChangeRequestBodySchema } from '../../../../src/api/schemas/patient-details.schema';
import { appointmentSubject, bookingKeyOf as appointmentKeyOf } from '../appointments/queries';
import { bookingKeyOf as requestKeyOf, bookingRequestSubject } from '../booking-requests/queries';
import { lookup } from './queries';
import { createChangeRequest, currentDetails } from './service';

/** Mounted at /api/secured/patient_details. */
export function patientDetailsRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const appointment = requireGrant(db, 'APPOINTMENT', (c) => appointmentSubject(db, c.req.param('id') ?? ''));
  const request = requireGrant(db, 'BOOKING_REQUEST', (c) => bookingRequestSubject(db, c.req.param('id') ?? ''));
  app.use('/appointments/:id', appointment);
  app.use('/appointments/:id/*', appointment);
  app.use('/booking_requests/:id', request);
  app.use('/booking_requests/:id/*', request);
  const invalid = 'patient_details.invalid';

  app.get('/appointments/:id', async (c) => jsonBody(c, await currentDetails(db, 'appointment', appointmentKeyOf(c.var.grant.subject))));
  app.get('/booking_requests/:id', async (c) =>
    jsonBody(c, await currentDetails(db, 'booking_request', requestKeyOf(c.var.grant.subject))),
  );
  app.post('/appointments/:id/change_requests', validate(ChangeRequestBodySchema, invalid), async (c) =>
    jsonBody(c, await createChangeRequest(db, 'appointment', appointmentKeyOf(c.var.grant.subject), c.req.valid('json')), 201),
  );
  app.post('/booking_requests/:id/change_requests', validate(ChangeRequestBodySchema, invalid), async (c) =>
    jsonBody(c, await createChangeRequest(db, 'booking_request', requestKeyOf(c.var.grant.subject), c.req.valid('json')), 201),
  );
  return app;
}

/** Mounted at /api/patient_details: the form's choices, the same for everyone. */
export function patientLookupRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/ethnicities', async (c) => jsonBody(c, await lookup(db, 'ethnicity'), 200, 'public, max-age=3600'));
  app.get('/insurance_types', async (c) => jsonBody(c, await lookup(db, 'insurance_type'), 200, 'public, max-age=3600'));
  return app;
}
