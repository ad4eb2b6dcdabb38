/**
 * Digital check-in (the paths are ours, in src/api/API.md#check-in), mounted at /api. Identity is
 * public and rate limited like sign-in; the rest needs the session to hold the booking fully (after
 * the one-time code). One line per operation; the operations are in service.ts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { SaveAnswersBodySchema } from '../../../../src/api/schemas/questionnaire.schema';
import {
  CheckInFormSchema,
  CheckInIdentityRequestSchema,
  ConsentAnswersRequestSchema,
  PatientMatchRequestSchema,
} from '../../../../src/api/schemas/check-in.schema';
import type { AppDeps, AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireGrant } from '../session/require-grant';
import { validate } from '../../http/validate';
import { clientId } from '../auth/client-id';
import { findGrant, findSession } from '../session/service';
import { createRateLimiter } from '../auth/rate-limit';
import { RATE_LIMIT_REQUESTS, RATE_WINDOW_MS } from './limits';
import { subjectOfItem } from './queries';
import {
  answerConsentForms,
  checkIdentity,
  consentForms,
  current,
  doctorSearch,
  feedbackQuestionnaire,
  listItems,
  matchPatient,
  poll,
  prepare,
  readiness,
  saveFeedback,
} from './service';

const IDENTITY_INVALID = 'message.check_in_identity_invalid';

/**
 * The visit feedback needs only identity (last name and date of birth found this booking today),
 * not the code: it shows nothing of the booking and only takes an answer, once.
 */
function identified(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await findSession(c, db);
    const grant = session ? await findGrant(db, session, 'APPOINTMENT', `appointment:${c.req.param('bookingKey') ?? ''}`) : null;
    if (!grant) throw new ApiError(401, 'message.authentication_required', 'not_authenticated');
    await next();
  };
}

export function checkInRoutes({ db }: AppDeps, rateLimit = RATE_LIMIT_REQUESTS): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limiter = createRateLimiter(db, 'check-in', rateLimit, RATE_WINDOW_MS);
  const kiosk = (query: string | undefined) => query === 'true';

  app.use('/check-in/*', async (c, next) => {
    const wait = await limiter.hit(clientId(c));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return jsonBody(c, { message: 'message.too_many_requests', code: 'rate_limited', retryAfterSeconds: wait }, 429);
    }
    return next();
  });
  app.use(
    '/secured/check-in/:bookingKey/*',
    requireGrant(db, 'APPOINTMENT', async (c) => `appointment:${c.req.param('bookingKey') ?? ''}`),
  );
  // Per route, never `use('/secured/appointments/:slug/*')`: the appointments feature serves other
  // paths under that prefix with a booking key where this one has an item slug.
  const item = requireGrant(db, 'APPOINTMENT', (c) => subjectOfItem(db, c.req.param('slug') ?? ''));

  app.post('/check-in/identity', validate(CheckInIdentityRequestSchema, IDENTITY_INVALID), (c) =>
    checkIdentity(c, db, c.req.valid('json'), kiosk(c.req.query('kioskMode'))),
  );
  app.post('/check-in/patient_match', validate(PatientMatchRequestSchema, 'message.patient_matching_error'), (c) =>
    matchPatient(c, db, c.req.valid('json'), kiosk(c.req.query('kioskMode'))),
  );
  app.get('/check-in/current', (c) => current(c, db));
  app.get('/check-in/:bookingKey/feedback', identified(db), (c) => feedbackQuestionnaire(c, db, c.req.param('bookingKey')));
  app.post(
    '/check-in/:bookingKey/feedback',
    identified(db),
    validate(SaveAnswersBodySchema, 'message.error_answering_questionnaire'),
    (c) => saveFeedback(c, db, c.req.param('bookingKey'), c.req.valid('json')),
  );
  app.get('/secured/check-in/:bookingKey/items', (c) => listItems(c, db, c.req.param('bookingKey')));
  app.get('/secured/appointments/:slug/check_in/readiness', item, (c) => readiness(c, db, c.req.param('slug')));
  app.get('/secured/appointments/:slug/consent_forms', item, (c) => consentForms(c, db, c.req.param('slug')));
  app.post(
    '/secured/appointments/:slug/consent_forms',
    item,
    validate(ConsentAnswersRequestSchema, 'message.check_in_consent_unknown'),
    (c) => answerConsentForms(c, db, c.req.param('slug'), c.req.valid('json')),
  );
  app.post('/secured/appointments/:slug/check_in', item, validate(CheckInFormSchema, 'message.check_in_form_invalid'), (c) =>
    prepare(c, db, c.req.param('slug'), c.req.valid('json')),
  );
  app.get('/secured/appointments/:slug/check_in/preparation_sent', item, (c) => poll(c, db, c.req.param('slug'), 'preparation'));
  app.get('/secured/appointments/:slug/check_in/check_in_sent', item, (c) => poll(c, db, c.req.param('slug'), 'check-in'));
  app.get('/secured/appointments/:slug/doctor_search/:text', item, (c) => doctorSearch(c, db, c.req.param('slug'), c.req.param('text')));

  return app;
}
