/**
 * Questionnaires: get them, save answers for an appointment, a booking request, a pain score or
 * temporarily, and process outcomes. The paths are ours, in src/api/API.md#questionnaires. Mounted
 * at /api. A save answers the processed outcome in the same call. Appointment and booking-request
 * calls need the session that opened that booking (requireGrant, 401 otherwise).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  QUESTIONNAIRE_TYPES,
  SaveAnswersBodySchema,
  SaveTemporaryBodySchema,
  type QuestionnaireType,
} from '../../../../src/api/schemas/questionnaire.schema';
import type { AppDeps, AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireGrant } from '../session/require-grant';
import { validate } from '../../http/validate';
import { questionnaireImageHandlers } from '../document-images/routes';
import { loadForBooking, loadForExams, saveAnswer, type SaveResult } from './service';

const TypesSchema = v.pipe(
  v.optional(v.string(), 'REQUIRED_ON_CONFIRMATION'),
  v.transform((text) => text.split(',').filter(Boolean)),
  v.array(v.picklist(QUESTIONNAIRE_TYPES)),
  v.minLength(1),
);

function typesOf(c: Context): QuestionnaireType[] {
  const parsed = v.safeParse(TypesSchema, c.req.query('types'));
  if (!parsed.success) throw new ApiError(400, 'Unknown questionnaire type', 'invalid_request');
  return parsed.output;
}

function answerOf(c: Context, result: SaveResult): Response {
  if (result.ok) return jsonBody(c, { saved: true, outcome: result.outcome });
  return jsonBody(c, { message: result.message, code: result.code, ...(result.linkId ? { linkId: result.linkId } : {}) }, result.status);
}

async function subjectOf(db: Db, table: 'appointment' | 'booking_request', key: string): Promise<string | null> {
  const [row] = await db.query<{ booking_key: string }>(`select booking_key from ${table} where upper(booking_key) = upper($1)`, [key]);
  return row ? `${table === 'appointment' ? 'appointment' : 'booking-request'}:${row.booking_key}` : null;
}

const keyOf = (subject: string) => subject.slice(subject.indexOf(':') + 1);

export function questionnaireRoutes({ db, messagesDir }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const appointmentGrant = requireGrant(db, 'APPOINTMENT', (c) => subjectOf(db, 'appointment', c.req.param('bookingKey') ?? ''));
  const bookingRequestGrant = requireGrant(db, 'BOOKING_REQUEST', (c) => subjectOf(db, 'booking_request', c.req.param('bookingKey') ?? ''));
  const examSlugs = (c: Context) => (c.req.query('examSlugs') ?? '').split(/[\s+,]/).filter((slug) => /^[a-z0-9-]{1,100}$/.test(slug));

  app.get('/questionnaires', async (c) => jsonBody(c, await loadForExams(db, examSlugs(c), typesOf(c))));
  app.post('/questionnaires/temporary', validate(SaveTemporaryBodySchema, 'questionnaire.error_type'), async (c) =>
    answerOf(c, await saveAnswer(db, { scope: 'TEMPORARY', ...c.req.valid('json') })),
  );

  app.get('/secured/appointments/:bookingKey/questionnaires', appointmentGrant, async (c) =>
    jsonBody(
      c,
      await loadForBooking(
        db,
        { scope: 'APPOINTMENT', bookingKey: keyOf(c.var.grant.subject) },
        typesOf(c),
        c.req.query('changedExamSlug'),
      ),
    ),
  );
  app.post(
    '/secured/appointments/:bookingKey/questionnaires',
    appointmentGrant,
    validate(SaveAnswersBodySchema, 'questionnaire.error_type'),
    async (c) =>
      answerOf(c, await saveAnswer(db, { scope: 'APPOINTMENT', bookingKey: keyOf(c.var.grant.subject), ...c.req.valid('json') })),
  );
  app.post(
    '/secured/appointments/:bookingKey/pain_score',
    appointmentGrant,
    validate(SaveAnswersBodySchema, 'questionnaire.error_type'),
    async (c) => answerOf(c, await saveAnswer(db, { scope: 'PAIN_SCORE', bookingKey: keyOf(c.var.grant.subject), ...c.req.valid('json') })),
  );

  app.get('/secured/booking_requests/:bookingKey/questionnaires', bookingRequestGrant, async (c) =>
    jsonBody(
      c,
      await loadForBooking(
        db,
        { scope: 'BOOKING_REQUEST', bookingKey: keyOf(c.var.grant.subject) },
        typesOf(c),
        c.req.query('changedExamSlug'),
      ),
    ),
  );
  app.post(
    '/secured/booking_requests/:bookingKey/questionnaires',
    bookingRequestGrant,
    validate(SaveAnswersBodySchema, 'questionnaire.error_type'),
    async (c) =>
      answerOf(c, await saveAnswer(db, { scope: 'BOOKING_REQUEST', bookingKey: keyOf(c.var.grant.subject), ...c.req.valid('json') })),
  );

  // "View questionnaire as images" (document-images feature): the booking's latest answer as pages.
  const images = questionnaireImageHandlers(db, messagesDir, (c) => keyOf(c.var.grant.subject));
  app.get('/secured/appointments/:bookingKey/questionnaires/:questionnaireId/images', appointmentGrant, images.list);
  app.get('/secured/appointments/:bookingKey/questionnaires/:questionnaireId/images/:page', appointmentGrant, images.page);
  app.get('/secured/booking_requests/:bookingKey/questionnaires/:questionnaireId/images', bookingRequestGrant, images.list);
  app.get('/secured/booking_requests/:bookingKey/questionnaires/:questionnaireId/images/:page', bookingRequestGrant, images.page);
  return app;
}
