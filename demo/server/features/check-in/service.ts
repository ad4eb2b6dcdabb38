/**
 * Check-in's operations (docs/rules.md#check-in), one function per route.
 *
 * Identity is a last name and a date of birth, checked like sign-in (features/auth): every check is
 * an attempt under the person's lock, a locked person or client is refused, and a failure never
 * says which half was wrong nor lists anybody. A match grants the session the booking at the
 * date-of-birth level; the one-time code (the existing /api/auth/otp/* calls) lifts it to full,
 * which every /api/secured/… check-in call needs.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { FhirQuestionnaireSchema, type SaveAnswersBody } from '../../../../src/api/schemas/questionnaire.schema';
import type { FeedbackQuestionnaire } from '../../../../src/api/schemas/report-feedback.schema';
import {
  KIOSK_DEVICE_NAME_MAX,
  KIOSK_IDENTITY_COOKIE,
  KIOSK_VISIT_PATTERN,
  PATIENT_KIOSK_IDENTITY_COOKIE,
  type CheckInFormSchema,
  type CurrentCheckIn,
  type CheckInIdentity,
  type CheckInIdentityRequest,
  type ConsentAnswersRequest,
  type PatientMatchRequest,
} from '../../../../src/api/schemas/check-in.schema';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireProvider } from '../../provider-lookup';
import { isLockedOut, recordAttempt } from '../auth/attempts';
import { clientId } from '../auth/client-id';
import { withSubjectLock } from '../auth/subject-lock';
import { loadForBooking, saveAnswer } from '../questionnaires/service';
import { ensureSession, findSession, rotateSession, saveGrant } from '../session/service';
import {
  consentFormsOf,
  currentCheckIn,
  feedbackGiven,
  findTodaysItems,
  insertCheckIn,
  itemFacts,
  pollCheckIn,
  readinessOf,
  referrerExists,
  saveConsentAnswer,
  searchDoctors,
  todaysItemsOfBooking,
  type ItemFacts,
  type TodayRow,
} from './queries';

const NOBODY: CheckInIdentity = {
  appointmentBookingKeys: [],
  samePatient: false,
  feedbackQuestionnaireAnswered: false,
  disabledReason: null,
};

/**
 * Attempts count per last name, as sign-in counts per booking key: guessing birthdays for one
 * name locks that name (and the guessing client), whatever dates are tried.
 */
function personSubject(request: CheckInIdentityRequest): string {
  return `check-in:${request.lastName.toLowerCase()}`;
}

function disabledReasonOf(rows: readonly TodayRow[]): string | null {
  if (rows.some((row) => !row.clinic_enabled)) return 'CHECK_IN_DISABLED';
  if (rows.every((row) => row.checked_in)) return 'ALREADY_CHECKED_IN';
  if (rows.every((row) => row.too_early)) return 'TOO_EARLY';
  return null;
}

function identityOf(rows: readonly TodayRow[]): CheckInIdentity {
  if (rows.length === 0) return NOBODY;
  const keys = [...new Set(rows.map((row) => row.booking_key))];
  return {
    appointmentBookingKeys: keys,
    samePatient: new Set(rows.map((row) => String(row.patient_id))).size === 1,
    feedbackQuestionnaireAnswered: rows.every((row) => row.feedback_answered),
    disabledReason: disabledReasonOf(rows),
  };
}

/**
 * Checks and counts under the person's lock; a match that leaves one booking of one patient grants
 * the session that booking (code still due). At a kiosk (`kioskMode`) the session first loses
 * everything an earlier person at the device was granted.
 */
async function identify(
  c: Context<AppEnv>,
  db: Db,
  request: CheckInIdentityRequest,
  narrow: (rows: TodayRow[]) => TodayRow[],
  kioskMode: boolean,
): Promise<CheckInIdentity> {
  const max = (await requireProvider(c)).config.application.maxAuthenticationAttempts;
  const subject = personSubject(request);
  const client = clientId(c);
  const outcome = await withSubjectLock(db, subject, async (connection) => {
    if (await isLockedOut(connection, subject, client, max)) return 'locked' as const;
    const rows = narrow(await findTodaysItems(connection, request.lastName, request.dateOfBirth));
    await recordAttempt(connection, { subject, client, kind: 'dob', success: rows.length > 0 });
    return rows;
  });
  if (outcome === 'locked') throw new ApiError(429, 'message.deny_max_attempts', 'locked');
  const identity = identityOf(outcome);
  const session = await ensureSession(c, db);
  if (kioskMode) await db.query('delete from auth_grant where token_hash = $1', [session.tokenHash]);
  if (identity.appointmentBookingKeys.length === 1 && identity.samePatient) {
    await saveGrant(db, session, {
      type: 'APPOINTMENT',
      subject: `appointment:${identity.appointmentBookingKeys[0]!}`,
      level: 'dob',
      role: 'PATIENT',
      otpRequired: true,
    });
    await rotateSession(c, db, session);
  }
  return identity;
}

export async function checkIdentity(c: Context<AppEnv>, db: Db, request: CheckInIdentityRequest, kioskMode: boolean): Promise<Response> {
  return jsonBody(c, await identify(c, db, request, (rows) => rows, kioskMode));
}

/** The patient match (docs/rules.md#check-in-identity): the same person, told apart by their e-mail or phone. */
export async function matchPatient(c: Context<AppEnv>, db: Db, request: PatientMatchRequest, kioskMode: boolean): Promise<Response> {
  const email = request.email.toLowerCase();
  const identity = await identify(
    c,
    db,
    request,
    (rows) =>
      rows.filter((row) => (email !== '' && row.email?.toLowerCase() === email) || (request.phone !== '' && row.phone === request.phone)),
    kioskMode,
  );
  if (identity.appointmentBookingKeys.length === 0) throw new ApiError(422, 'message.patient_matching_error', 'no_match');
  return jsonBody(c, identity);
}

export async function listItems(c: Context<AppEnv>, db: Db, bookingKey: string): Promise<Response> {
  return jsonBody(c, await todaysItemsOfBooking(db, bookingKey));
}

async function factsOf(db: Db, slug: string): Promise<ItemFacts> {
  const facts = await itemFacts(db, slug);
  if (!facts) throw new ApiError(404, 'No such appointment', 'not_found');
  return facts;
}

export async function readiness(c: Context<AppEnv>, db: Db, slug: string): Promise<Response> {
  return jsonBody(c, readinessOf(await factsOf(db, slug)));
}

export async function consentForms(c: Context<AppEnv>, db: Db, slug: string): Promise<Response> {
  return jsonBody(c, await consentFormsOf(db, await factsOf(db, slug)));
}

export async function answerConsentForms(c: Context<AppEnv>, db: Db, slug: string, request: ConsentAnswersRequest): Promise<Response> {
  const facts = await factsOf(db, slug);
  const known = new Set((await consentFormsOf(db, facts)).appointmentConsentForms.map((form) => form.id));
  if (request.consentFormAnswer.some((answer) => !known.has(answer.id)))
    throw new ApiError(400, 'message.check_in_consent_unknown', 'invalid_request');
  for (const answer of request.consentFormAnswer) await saveConsentAnswer(db, slug, answer.id, answer.answer);
  return jsonBody(c, await consentFormsOf(db, facts));
}

export async function doctorSearch(c: Context<AppEnv>, db: Db, slug: string, text: string): Promise<Response> {
  await factsOf(db, slug);
  const query = text.trim().toLowerCase();
  if (query.length < 3) throw new ApiError(400, 'message.doctor_search_too_short', 'invalid_request');
  const exclude = (c.req.query('exclude') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 50);
  return jsonBody(c, await searchDoctors(db, query.slice(0, 60), exclude));
}

/** The form's rules again (docs/rules.md#check-in-form; the browser's are a courtesy), then the preparation starts. */
export async function prepare(c: Context<AppEnv>, db: Db, slug: string, form: v.InferOutput<typeof CheckInFormSchema>): Promise<Response> {
  if (form.appointmentSlug !== slug) throw new ApiError(400, 'message.check_in_error', 'invalid_request');
  const facts = await factsOf(db, slug);
  if (!facts.clinic_enabled) throw new ApiError(409, 'message.check_in_disabled', 'check_in_disabled');
  // The window that identity reports, held here too: a session granted the booking some other way
  // (its appointment link) or earlier in the day checks in only while the window is open.
  // Identity lists booked items only; a cancelled one is not checked in by naming its slug.
  if (!facts.booked) throw new ApiError(409, 'message.check_in_error', 'not_booked');
  if (facts.too_early) throw new ApiError(409, 'check_in.reason_too_early', 'too_early');
  if (facts.too_late) throw new ApiError(409, 'check_in.reason_too_late', 'too_late');
  if (facts.late_enabled) throw new ApiError(409, 'message.late_enable_digital_check_in_error', 'late_enable');
  const ready = readinessOf(facts);
  if (!ready.ready) throw new ApiError(409, ready.message ?? 'message.check_in_error', 'not_ready');
  if (!(await consentFormsOf(db, facts)).completed) throw new ApiError(409, 'message.check_in_consent_required', 'consent_required');
  // "Not in the future" on the clinic's calendar, not the server's.
  if (form.dateOfReferral > facts.today) throw new ApiError(400, 'message.check_in_referral_date_future', 'invalid_request');
  if (facts.show_gender_selection && !form.gender) throw new ApiError(400, 'message.check_in_gender_required', 'invalid_request');
  if (form.referrer !== null && !(await referrerExists(db, form.referrer)))
    throw new ApiError(400, 'message.check_in_referrer_unknown', 'invalid_request');
  const started = await insertCheckIn(db, {
    itemSlug: slug,
    referrer: form.referrer,
    referrerName: form.referrer === null ? form.referrerName : '',
    dateOfReferral: form.dateOfReferral,
    medicareNumber: form.medicareNumber,
    referenceNumber: form.referenceNumber,
    gender: facts.show_gender_selection ? (form.gender ?? null) : null,
    fails: facts.prepare_fails,
    ...kioskOf(c),
  });
  if (!started) throw new ApiError(409, 'message.already_checked_in', 'already_checked_in');
  return jsonBody(c, { status: 'PREPARING' }, 202);
}

export async function poll(c: Context<AppEnv>, db: Db, slug: string, step: 'preparation' | 'check-in'): Promise<Response> {
  const result = await pollCheckIn(db, slug, step);
  if (!result) throw new ApiError(404, 'No check-in was prepared', 'not_found');
  return jsonBody(c, result);
}

/**
 * The kiosk cookies of this request (docs/rules.md#check-in-kiosk-cookies), kept with a kiosk
 * check-in so the clinic knows where it was made. Anything malformed counts as absent: a phone
 * sends neither.
 */
function kioskOf(c: Context<AppEnv>): { kioskDevice: string | null; kioskVisit: string | null } {
  let device: string | null = null;
  try {
    const raw = getCookie(c, KIOSK_IDENTITY_COOKIE);
    device = raw ? decodeURIComponent(raw).trim().slice(0, KIOSK_DEVICE_NAME_MAX) || null : null;
  } catch {
    device = null; // a malformed escape: no device name
  }
  const visit = getCookie(c, PATIENT_KIOSK_IDENTITY_COOKIE) ?? '';
  return { kioskDevice: device, kioskVisit: device && KIOSK_VISIT_PATTERN.test(visit) ? visit : null };
}

/** The `step` deep link of /check-in (widgets/check-in/README.md): what this session may resume (nothing skips identity). */
export async function current(c: Context<AppEnv>, db: Db): Promise<Response> {
  const session = await findSession(c, db);
  const found = session ? await currentCheckIn(db, session.tokenHash) : null;
  const answer: CurrentCheckIn = { bookingKey: found?.booking_key ?? null, verified: found?.level === 'full' };
  c.header('Cache-Control', 'no-store');
  return jsonBody(c, answer);
}

/**
 * The visit feedback is the questionnaires feature's FEEDBACK questionnaire
 * (widgets/questionnaire/README.md#the-eleven-types-and-their-places), with its definitions and its
 * answers: check-in only opens it after identity alone. The first FEEDBACK questionnaire that
 * applies to the booking's exam; 409 once the booking has feedback
 * (docs/rules.md#questionnaire-feedback-once), 404 when the provider has none for it.
 */
export async function feedbackQuestionnaire(c: Context<AppEnv>, db: Db, bookingKey: string): Promise<Response> {
  if (await feedbackGiven(db, bookingKey)) throw new ApiError(409, 'message.feedback_already_provided', 'already_provided');
  const [record] = (await loadForBooking(db, { scope: 'APPOINTMENT', bookingKey }, ['FEEDBACK'])).questionnaires;
  if (!record) throw new ApiError(404, 'check_in.feedback_not_available', 'not_found');
  const answer: FeedbackQuestionnaire = {
    questionnaireId: record.questionnaireId,
    title: record.title,
    modalSize: record.modalSize ?? 'lg',
    showClosingConfirmation: record.showClosingConfirmation,
    questionnaire: v.parse(FhirQuestionnaireSchema, JSON.parse(record.questionnaireResult)),
  };
  c.header('Cache-Control', 'no-store');
  return jsonBody(c, answer);
}

/**
 * Saved by the questionnaires feature: checked with the runner's own rules (src/questionnaire),
 * once per booking, FEEDBACK only (identity alone must not reach a cancellation questionnaire).
 */
export async function saveFeedback(c: Context<AppEnv>, db: Db, bookingKey: string, body: SaveAnswersBody): Promise<Response> {
  // Feedback the practice already has (given at the desk, say) counts as given here too.
  if (await feedbackGiven(db, bookingKey)) throw new ApiError(409, 'message.feedback_already_provided', 'already_provided');
  const saved = await saveAnswer(db, { scope: 'APPOINTMENT', bookingKey, ...body, onlyTypes: ['FEEDBACK'] });
  if (!saved.ok)
    return jsonBody(c, { message: saved.message, code: saved.code, ...(saved.linkId ? { linkId: saved.linkId } : {}) }, saved.status);
  return jsonBody(c, { status: 'SAVED' }, 201);
}
