/**
 * Sharing results or history (the paths are ours, in src/api/API.md#sharing-and-results), mounted
 * at /api/secured/sharing. The patient's session for the booking opens them: the appointment's
 * (date of birth) or its results' (date of birth and code). A share holder's session names a share,
 * never the booking, so it can neither list nor share.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireProvider } from '../../provider-lookup';
import { requireGrant } from '../session/require-grant';
import { validate } from '../../http/validate';
import { ShareCreateBodySchema } from '../../../../src/api/schemas/sharing.schema';
import { appointmentSubject, bookingKeyOf } from '../appointments/queries';
import { createShare, revoke, sharesOf } from './service';

// Results grants first: requireGrant takes the first the session holds, and a session that
// proved the results link after the appointment's must share as the results grant.
const PATIENT_GRANTS = ['APPOINTMENT_RESULTS', 'PATIENT_PORTAL', 'APPOINTMENT'] as const;
const RESULTS_GRANTS = ['APPOINTMENT_RESULTS', 'PATIENT_PORTAL'] as const;
const ShareIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,15}$/), v.transform(Number));

export function sharingRoutes({ db, publicOrigin }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const grant = requireGrant(db, PATIENT_GRANTS, (c) => appointmentSubject(db, c.req.param('bookingKey') ?? ''));
  app.use('/:bookingKey', grant);
  app.use('/:bookingKey/*', grant);
  const key = (c: { var: { grant: { subject: string } } }) => bookingKeyOf(c.var.grant.subject);

  // Sharing a patient's results is the patient's own decision: staff opening a staff-booking link
  // see the list but cannot share (the answer offers no type) nor revoke.
  const staff = (c: { var: { grant: { role: string } } }) => c.var.grant.role === 'STAFF';
  const patientOnly = () => new ApiError(403, 'sharing.patient_only', 'forbidden');

  app.get('/:bookingKey', async (c) => {
    const shares = await sharesOf(db, (await requireProvider(c)).config, key(c));
    return jsonBody(c, staff(c) ? { ...shares, shareableTypes: [] } : shares);
  });
  app.post('/:bookingKey', validate(ShareCreateBodySchema, 'sharing.invalid'), async (c) => {
    if (staff(c)) throw patientOnly();
    // Sharing results gives them away: it needs what reading them needs, the one-time code
    // (issue 22 item 6). A date of birth alone, which a share holder knows, shares nothing.
    if (!(RESULTS_GRANTS as readonly string[]).includes(c.var.grant.type))
      throw new ApiError(403, 'sharing.code_required', 'code_required');
    return jsonBody(c, await createShare(c, db, key(c), c.req.valid('json'), publicOrigin), 201);
  });
  app.post('/:bookingKey/:id/revoke', async (c) => {
    if (staff(c)) throw patientOnly();
    const id = v.safeParse(ShareIdSchema, c.req.param('id'));
    if (!id.success) throw new ApiError(404, 'sharing.not_found', 'not_found');
    return jsonBody(c, await revoke(db, key(c), id.output));
  });
  return app;
}
