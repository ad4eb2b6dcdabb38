import type { QuestionnaireType } from '../../../../src/api/schemas/questionnaire.schema';
import type { DbConnection } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { OutcomeRule } from './rules';

type Q = Pick<DbConnection, 'query'>;

export interface QuestionnaireRow {
  id: string;
  type: QuestionnaireType;
  title: string;
  modal_size: 'sm' | 'md' | 'lg' | 'xl' | null;
  show_closing_confirmation: boolean;
  exam_slugs: string[];
  modality_ids: string[];
  definition: unknown;
  rules: OutcomeRule[];
}

export type AnswerScope = 'APPOINTMENT' | 'BOOKING_REQUEST' | 'PAIN_SCORE' | 'TEMPORARY';

export interface BookingContext {
  booking_key: string;
  exam_slug: string | null;
  patient_id: number | string;
  status: string;
}

const QUESTIONNAIRE_COLUMNS = 'id, type, title, modal_size, show_closing_confirmation, exam_slugs, modality_ids, definition, rules';

export function questionnairesOfTypes(db: Q, types: readonly QuestionnaireType[]): Promise<QuestionnaireRow[]> {
  return db.query<QuestionnaireRow>(
    `select ${QUESTIONNAIRE_COLUMNS} from questionnaire where type = any($1::text[]) order by sort_order, id`,
    [types],
  );
}

export async function findQuestionnaire(db: Q, id: string): Promise<QuestionnaireRow | undefined> {
  const [row] = await db.query<QuestionnaireRow>(`select ${QUESTIONNAIRE_COLUMNS} from questionnaire where id = $1`, [id]);
  return row;
}

export async function appointmentContext(db: Q, bookingKey: string): Promise<BookingContext | undefined> {
  const [row] = await db.query<BookingContext>(
    // The questionnaire follows the booking's first exam (its earliest item).
    `select a.booking_key, (select i.exam_slug from appointment_item i where i.booking_key = a.booking_key
                              order by i.starts_at, i.slug limit 1) as exam_slug, a.patient_id, a.status
       from appointment a where a.booking_key = $1`,
    [bookingKey],
  );
  return row;
}

export async function bookingRequestContext(db: Q, bookingKey: string): Promise<BookingContext | undefined> {
  const [row] = await db.query<BookingContext>(
    'select booking_key, exam_slug, patient_id, status from booking_request where booking_key = $1',
    [bookingKey],
  );
  return row;
}

export async function modalityOf(db: Q, examSlug: string): Promise<string | null> {
  const [row] = await db.query<{ modality_slug: string }>('select modality_slug from exam where slug = $1', [examSlug]);
  return row?.modality_slug ?? null;
}

export interface AnswerRow {
  questionnaire_id: string;
  type: QuestionnaireType;
  exam_slug: string | null;
  answered_at: string;
  denied: boolean;
  denied_message: string | null;
}

const ANSWER_COLUMNS = `a.questionnaire_id, q.type, a.exam_slug,
  to_char(a.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as answered_at,
  coalesce((a.outcome ->> 'denied')::boolean, false) as denied,
  case when (a.outcome ->> 'denied')::boolean then a.outcome ->> 'message' end as denied_message`;

export function answersOfBooking(db: Q, bookingKey: string): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `select ${ANSWER_COLUMNS}
       from questionnaire_answer a join questionnaire q on q.id = a.questionnaire_id
      where a.booking_key = $1 order by a.answered_at, a.id`,
    [bookingKey],
  );
}

/**
 * An earlier answer to this questionnaire that denied the booking (for this exam), if any: a denial
 * stands, so the same questionnaire cannot be answered again to get past it.
 */
export async function denialOf(
  db: Q,
  owner: { bookingKey: string } | { temporaryKey: string },
  questionnaireId: string,
  examSlug: string | null,
): Promise<AnswerRow | undefined> {
  const [column, value] = 'bookingKey' in owner ? ['booking_key', owner.bookingKey] : ['temporary_key', owner.temporaryKey];
  const [row] = await db.query<AnswerRow>(
    `select ${ANSWER_COLUMNS}
       from questionnaire_answer a join questionnaire q on q.id = a.questionnaire_id
      where a.${column} = $1 and a.questionnaire_id = $2 and a.exam_slug is not distinct from $3
        and coalesce((a.outcome ->> 'denied')::boolean, false)
      order by a.id limit 1`,
    [value, questionnaireId, examSlug],
  );
  return row;
}

/** True when this booking has an answer to a FEEDBACK questionnaire (any of them: feedback is once per booking). */
export async function feedbackAnswered(db: Q, bookingKey: string): Promise<boolean> {
  const [row] = await db.query<{ answered: boolean }>(
    `select exists (select 1 from questionnaire_answer a join questionnaire q on q.id = a.questionnaire_id
                     where a.booking_key = $1 and q.type = 'FEEDBACK') as answered`,
    [bookingKey],
  );
  return row?.answered ?? false;
}

export async function insertAnswer(
  db: Q,
  answer: {
    questionnaireId: string;
    scope: AnswerScope;
    bookingKey: string | null;
    temporaryKey: string | null;
    examSlug: string | null;
    response: unknown;
    outcome: unknown;
  },
): Promise<void> {
  await db.query(
    `insert into questionnaire_answer (questionnaire_id, scope, booking_key, temporary_key, exam_slug, response, outcome)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      answer.questionnaireId,
      answer.scope,
      answer.bookingKey,
      answer.temporaryKey,
      answer.examSlug,
      JSON.stringify(answer.response),
      JSON.stringify(answer.outcome),
    ],
  );
}

/** The stored responses of a booking (tests and the staff side read them). */
export function storedResponses(
  db: Q,
  bookingKey: string,
): Promise<{ questionnaire_id: string; scope: AnswerScope; response: unknown; outcome: unknown }[]> {
  return db.query('select questionnaire_id, scope, response, outcome from questionnaire_answer where booking_key = $1 order by id', [
    bookingKey,
  ]);
}

/**
 * Moves a booking's temporary answers to its booking key. A temporary answer that denied the
 * booking stops it: the booking being made in this transaction is refused (409 `denied`, with the
 * provider's reason), so a patient denied by the safety questions cannot book by calling the API.
 */
export async function moveTemporaryAnswers(
  db: Q,
  temporaryKey: string,
  bookingKey: string,
  scope: 'APPOINTMENT' | 'BOOKING_REQUEST',
): Promise<number> {
  const [denied] = await db.query<{ message: string | null }>(
    `select outcome ->> 'message' as message from questionnaire_answer
      where temporary_key = $1 and scope = 'TEMPORARY' and coalesce((outcome ->> 'denied')::boolean, false) limit 1`,
    [temporaryKey],
  );
  if (denied) throw new ApiError(409, denied.message || 'message.deny_restrict', 'denied');
  const rows = await db.query(
    `update questionnaire_answer set booking_key = $2, scope = $3, temporary_key = null
      where temporary_key = $1 and scope = 'TEMPORARY' returning id`,
    [temporaryKey, bookingKey, scope],
  );
  return rows.length;
}

export async function insertBookingRequestFor(
  db: Q,
  patientId: number | string,
  examSlug: string | null,
  bookingKey: string,
  slug: string,
): Promise<void> {
  await db.query(`insert into booking_request (booking_key, slug, patient_id, exam_slug) values ($1, $2, $3, $4)`, [
    bookingKey,
    slug,
    patientId,
    examSlug,
  ]);
}
