/**
 * Digital check-in (our paths, in src/api/API.md#check-in; its rules in docs/rules.md#check-in). Only
 * rad-check-in imports this module, so it stays out of the shared runtime chunk. Personal data
 * travels in bodies only; the doctor search text is in the path because the spec puts it there
 * (a doctor's name, not the patient's).
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import {
  FeedbackQuestionnaireSchema,
  FeedbackSavedSchema,
  type FeedbackAnswer,
  type FeedbackQuestionnaire,
} from './schemas/report-feedback.schema';
import {
  CheckInIdentitySchema,
  CheckInItemsSchema,
  CheckInReadinessSchema,
  ConsentFormsSchema,
  CurrentCheckInSchema,
  DoctorsSchema,
  PollResultSchema,
  PrepareResultSchema,
  type CheckInFormInput,
  type CheckInIdentity,
  type CheckInIdentityRequest,
  type CheckInItem,
  type CheckInReadiness,
  type ConsentAnswersRequest,
  type ConsentForms,
  type CurrentCheckIn,
  type Doctor,
  type PatientMatchRequest,
  type PollResult,
} from './schemas/check-in.schema';

const kiosk = (kioskMode: boolean) => (kioskMode ? { searchParams: { kioskMode: 'true' } } : {});
const item = (slug: string) => `api/secured/appointments/${encodeURIComponent(slug)}`;

export function identifyForCheckIn(api: KyInstance, body: CheckInIdentityRequest, kioskMode: boolean): Promise<CheckInIdentity> {
  return request(api, { method: 'post', path: 'api/check-in/identity', json: body, schema: CheckInIdentitySchema, ...kiosk(kioskMode) });
}

export function matchPatient(api: KyInstance, body: PatientMatchRequest, kioskMode: boolean): Promise<CheckInIdentity> {
  return request(api, {
    method: 'post',
    path: 'api/check-in/patient_match',
    json: body,
    schema: CheckInIdentitySchema,
    ...kiosk(kioskMode),
  });
}

export function getCheckInItems(api: KyInstance, bookingKey: string, signal?: AbortSignal): Promise<CheckInItem[]> {
  return request(api, { path: `api/secured/check-in/${encodeURIComponent(bookingKey)}/items`, schema: CheckInItemsSchema, signal });
}

export function getReadiness(api: KyInstance, slug: string, signal?: AbortSignal): Promise<CheckInReadiness> {
  return request(api, { path: `${item(slug)}/check_in/readiness`, schema: CheckInReadinessSchema, signal });
}

export function getConsentForms(api: KyInstance, slug: string, signal?: AbortSignal): Promise<ConsentForms> {
  return request(api, { path: `${item(slug)}/consent_forms`, schema: ConsentFormsSchema, signal });
}

/** The same answers again change nothing, and the server answers a repeated key with its first answer: retried. */
export function answerConsentForms(api: KyInstance, slug: string, body: ConsentAnswersRequest): Promise<ConsentForms> {
  return request(api, { method: 'post', path: `${item(slug)}/consent_forms`, json: body, schema: ConsentFormsSchema, idempotent: true });
}

/** Retried with its idempotency key: a repeat gets the first answer, so a check-in is prepared once. */
export async function prepareCheckIn(api: KyInstance, slug: string, body: CheckInFormInput): Promise<void> {
  await request(api, { method: 'post', path: `${item(slug)}/check_in`, json: body, schema: PrepareResultSchema, idempotent: true });
}

export function pollCheckIn(
  api: KyInstance,
  slug: string,
  step: 'preparation_sent' | 'check_in_sent',
  signal?: AbortSignal,
): Promise<PollResult> {
  return request(api, { path: `${item(slug)}/check_in/${step}`, schema: PollResultSchema, signal });
}

export function searchDoctors(
  api: KyInstance,
  slug: string,
  text: string,
  exclude: readonly number[],
  signal?: AbortSignal,
): Promise<Doctor[]> {
  return request(api, {
    path: `${item(slug)}/doctor_search/${encodeURIComponent(text)}`,
    schema: DoctorsSchema,
    signal,
    ...(exclude.length ? { searchParams: { exclude: exclude.join(',') } } : {}),
  });
}

/** What this session may resume (a `step` deep link); `bookingKey` null: nothing. */
export function getCurrentCheckIn(api: KyInstance, signal?: AbortSignal): Promise<CurrentCheckIn> {
  return request(api, { path: 'api/check-in/current', schema: CurrentCheckInSchema, signal });
}

const feedbackPath = (bookingKey: string) => `api/check-in/${encodeURIComponent(bookingKey)}/feedback`;

/** The visit feedback questionnaire (FEEDBACK) for the runner; 409 once answered. */
export function getVisitFeedback(api: KyInstance, bookingKey: string, signal?: AbortSignal): Promise<FeedbackQuestionnaire> {
  return request(api, { path: feedbackPath(bookingKey), schema: FeedbackQuestionnaireSchema, signal });
}

/** One answer per booking: the server refuses a second with 409, so a retried save cannot store two. */
export function saveVisitFeedback(api: KyInstance, bookingKey: string, answer: FeedbackAnswer): Promise<{ status: 'SAVED' }> {
  return request(api, { method: 'post', path: feedbackPath(bookingKey), json: answer, schema: FeedbackSavedSchema });
}
