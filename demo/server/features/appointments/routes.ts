/**
 * Appointments behind the session, mounted at /api/secured/appointments (document 001 §7). Every
 * path names the booking (`{id}`: booking key, or its item slugs joined by a comma) and needs a
 * full APPOINTMENT grant for it (401 otherwise, which logs the widgets out).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireGrant } from '../../http/require-grant';
import { attachmentRoutes } from '../attachments/routes';
import { appointmentSubject, bookingKeyOf } from './queries';

export function appointmentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use(
    '/:id/*',
    requireGrant(db, 'APPOINTMENT', (c) => appointmentSubject(db, c.req.param('id') ?? '')),
  );
  app.route(
    '/:id/attachments',
    attachmentRoutes(deps, (c) => ({ type: 'APPOINTMENT', key: bookingKeyOf(c.var.grant.subject) })),
  );
  return app;
}
