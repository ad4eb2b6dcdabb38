/**
 * The results pages' data (/appointments/{bookingKey}/result and /result/patient:
 * widgets/results/README.md), mounted at /api/secured. The patient's own results need a full
 * results grant (date of birth and code: APPOINTMENT_RESULTS or PATIENT_PORTAL) for the booking; a
 * share's need one for that share's slug. A share's session therefore reaches that share only:
 * never the patient's booking key, its appointment page, nor another share.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { requireGrant } from '../session/require-grant';
import { requireProvider } from '../../provider-lookup';
import { appointmentSubject, bookingKeyOf } from '../appointments/queries';
import { ownResults, sharedResults } from './service';

const RESULTS_GRANTS = ['APPOINTMENT_RESULTS', 'PATIENT_PORTAL'] as const;

export function resultRoutes({ db, publicOrigin }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shareSubject = async (slug: string) => {
    const [row] = await db.query<{ slug: string }>('select slug from result_share where slug = $1', [slug]);
    return row ? `share:${row.slug}` : null;
  };
  app.get(
    '/results/:bookingKey',
    requireGrant(db, RESULTS_GRANTS, (c) => appointmentSubject(db, c.req.param('bookingKey') ?? '')),
    async (c) => jsonBody(c, await ownResults(db, bookingKeyOf(c.var.grant.subject))),
  );
  app.get(
    '/shared_results/:slug',
    requireGrant(db, RESULTS_GRANTS, (c) => shareSubject(c.req.param('slug') ?? '')),
    async (c) => {
      const config = (await requireProvider(c)).config;
      const sender = { origin: publicOrigin, radiologyName: config.radiology.name, defaultLang: config.application.jsLocale };
      return jsonBody(c, await sharedResults(db, c.var.grant.subject.slice('share:'.length), sender));
    },
  );
  return app;
}
