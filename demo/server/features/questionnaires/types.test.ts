/**
 * Every one of the eleven questionnaire types
 * (widgets/questionnaire/README.md#the-eleven-types-and-their-places) has its place: which exams
 * and modalities select it (examSlugs, modalityIds), which call saves it (appointment, booking
 * request, pain score, temporary), and what its demo definition's outcome does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType, type ResponseItem } from '../../../../src/api/schemas/questionnaire.schema';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { testBrowser } from '../auth/test-browser';
import { seedQuestionnaires } from './seed-definitions';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TYPES-APPT-1');
  // A booking request of Mei's for a prostate MRI (waiting protocol), and one with no exam yet.
  await db.query(
    `insert into booking_request (booking_key, slug, patient_id, exam_slug)
     select 'TYPES-BR-PROSTATE', 'types-br-prostate', patient_id, 'mri-prostate' from booking_request where booking_key = 'DEMO-BR-2001'`,
  );
}, 120_000);
afterAll(async () => db?.close());

const SYSTEM = 'https://radiology.example/fhir/CodeSystem';
const bool = (linkId: string, value: boolean): ResponseItem => ({ linkId, answer: [{ valueBoolean: value }] });
const code = (linkId: string, system: string, value: string): ResponseItem => ({
  linkId,
  answer: [{ valueCoding: { system, code: value } }],
});
const response = (...item: ResponseItem[]) => JSON.stringify({ resourceType: 'QuestionnaireResponse', status: 'completed', item });

async function signedIn(type: 'APPOINTMENT' | 'BOOKING_REQUEST', bookingKey: string, dateOfBirth: string) {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', { type, bookingKey, dateOfBirth })).body).toMatchObject({ success: true });
  return browser;
}

const idsFor = async (examSlugs: string, types: QuestionnaireType) =>
  (
    (await testBrowser(app).get(`/api/questionnaires?examSlugs=${examSlugs}&types=${types}`)).body.questionnaires as {
      questionnaireId: string;
    }[]
  ).map((record) => record.questionnaireId);

describe('the eleven questionnaire types', () => {
  it('the demo provider has a questionnaire of every type', () => {
    expect(new Set(seedQuestionnaires.map((q) => q.type))).toEqual(new Set(QUESTIONNAIRE_TYPES));
  });

  it.each<[QuestionnaireType, string, string[]]>([
    // Selection by modality (modalityIds) …
    ['REQUIRED_ON_CONFIRMATION', 'mri-knee', ['mri-safety']],
    ['REQUIRED_ON_CONFIRMATION', 'ct-brain', ['ct-contrast']],
    ['REQUIRED_ON_CONFIRMATION', 'xray-chest', []],
    ['MODALITY_ROUTING', 'us-abdomen', ['ultrasound-routing']],
    ['MODALITY_ROUTING', 'xray-chest', ['xray-walk-in']],
    ['MODALITY_ROUTING', 'mri-knee', []],
    // … by exam (examSlugs) …
    ['REQUIRED_ON_CONFIRMATION', 'mammogram-screening', ['mammography-history']],
    ['CREATE_BOOKING_REQUEST', 'ct-coronary-angiogram', ['coronary-ct-request']],
    ['CREATE_BOOKING_REQUEST', 'ct-brain', []],
    ['PROTOCOL', 'mri-prostate', ['prostate-mri-protocol']],
    ['PROTOCOL', 'mri-knee', []],
    ['BOOKING_FORM', 'dexa', ['booking-extras']],
    ['BOOKING_FORM', 'mri-knee', []],
    // … or every exam (both lists empty).
    ['DECLINE_APPOINTMENT', 'ct-brain', ['decline-reasons']],
    ['CANCEL_APPOINTMENT_PATIENT', 'mri-knee', ['cancellation-reasons']],
    ['PAIN_SCORE_INITIAL', 'us-shoulder', ['pain-score-initial']],
    ['PAIN_SCORE_FINAL', 'us-shoulder', ['pain-score-final']],
    ['FEEDBACK', 'mri-knee', ['visit-feedback']],
    ['CREATE_BOOKING_REQUEST_REFERRER', 'ct-brain', ['referrer-booking-request']],
  ])('%s for %s: %j', async (type, exam, expected) => {
    expect(await idsFor(exam, type)).toEqual(expected);
  });

  it('before a booking key exists (temporary): BOOKING_FORM asks for Medicare, MODALITY_ROUTING changes the exam or offers a walk-in, CREATE_BOOKING_REQUEST waits for the booking', async () => {
    const browser = testBrowser(app);
    const temporary = (examSlug: string, questionnaireId: string, result: string) =>
      browser.post('/api/questionnaires/temporary', {
        temporaryKey: 'types-temporary-0001',
        examSlug,
        questionnaireId,
        questionnaireResult: result,
      });
    const extras = await temporary(
      'dexa',
      'booking-extras',
      response(bool('interpreter', false), bool('mobility', false), bool('bulk-billing', true)),
    );
    expect(extras.body).toMatchObject({ outcome: { medicareNumberRequired: true } });
    const routed = await temporary(
      'us-abdomen',
      'ultrasound-routing',
      response(code('region', `${SYSTEM}/us-region`, 'pregnancy'), { linkId: 'weeks', answer: [{ valueInteger: 20 }] }),
    );
    expect(routed.body).toMatchObject({ outcome: { newExamSlug: 'us-obstetric-20-week' } });
    // Routed to the exam already chosen: no change.
    const same = await temporary('us-abdomen', 'ultrasound-routing', response(code('region', `${SYSTEM}/us-region`, 'abdomen')));
    expect(same.body).toMatchObject({ outcome: { newExamSlug: null } });
    const walkIn = await temporary('xray-chest', 'xray-walk-in', response(bool('walk-in', true)));
    expect(walkIn.body).toMatchObject({ outcome: { walkInExamName: 'X-ray', minutesPrior: 15, walkInEnabledGroup: 'xray' } });
    const request = await temporary(
      'ct-coronary-angiogram',
      'coronary-ct-request',
      response(bool('referral', true), bool('beta-blocker', false), bool('asthma', false), code('best-time', `${SYSTEM}/call-time`, 'any')),
    );
    expect(request.body).toMatchObject({ outcome: { bookingRequest: { evaluateResult: false } } });
    // A type that needs a booking is refused here.
    const refused = await temporary('mri-knee', 'cancellation-reasons', response());
    expect(refused.body).toMatchObject({ message: 'questionnaire.error_wrong_call' });
  });

  it('an appointment: DECLINE_APPOINTMENT and FEEDBACK are stored; pain scores only through their own call', async () => {
    const browser = await signedIn('APPOINTMENT', 'TYPES-APPT-1', '1985-03-27');
    const base = '/api/secured/appointments/TYPES-APPT-1';
    const declined = await browser.post(`${base}/questionnaires`, {
      questionnaireId: 'decline-reasons',
      questionnaireResult: response(code('reason', `${SYSTEM}/decline-reason`, 'time'), bool('offer-another', true)),
    });
    expect(declined.body).toMatchObject({ saved: true, outcome: { denied: false } });
    const feedback = await browser.post(`${base}/questionnaires`, {
      questionnaireId: 'visit-feedback',
      questionnaireResult: response(code('overall', `${SYSTEM}/visit-rating`, 'rating-5'), bool('explained', true)),
    });
    expect(feedback.body).toMatchObject({ saved: true });
    // Feedback about a visit is once per booking, here as at check-in: a second is refused, not added.
    const again = await browser.post(`${base}/questionnaires`, {
      questionnaireId: 'visit-feedback',
      questionnaireResult: response(code('overall', `${SYSTEM}/visit-rating`, 'rating-1'), bool('explained', false)),
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_provided' } });
    const painHere = await browser.post(`${base}/questionnaires`, {
      questionnaireId: 'pain-score-final',
      questionnaireResult: response({ linkId: 'pain', answer: [{ valueInteger: 2 }] }),
    });
    expect(painHere.body).toMatchObject({ message: 'questionnaire.error_wrong_call' });
    const pain = await browser.post(`${base}/pain_score`, {
      questionnaireId: 'pain-score-final',
      questionnaireResult: response({ linkId: 'pain', answer: [{ valueInteger: 2 }] }),
    });
    expect(pain.body).toMatchObject({ saved: true });
    const rows = await db.query<{ questionnaire_id: string; scope: string }>(
      `select questionnaire_id, scope from questionnaire_answer where booking_key = 'TYPES-APPT-1' order by id`,
    );
    expect(rows).toEqual([
      { questionnaire_id: 'decline-reasons', scope: 'APPOINTMENT' },
      { questionnaire_id: 'visit-feedback', scope: 'APPOINTMENT' },
      { questionnaire_id: 'pain-score-final', scope: 'PAIN_SCORE' },
    ]);
  });

  it('a booking request: PROTOCOL restricts the date after a biopsy; the referrer’s details make that request, not a second', async () => {
    const browser = await signedIn('BOOKING_REQUEST', 'TYPES-BR-PROSTATE', '1990-07-14');
    const base = '/api/secured/booking_requests/TYPES-BR-PROSTATE';
    const load = await browser.get(`${base}/questionnaires?types=PROTOCOL`);
    expect((load.body.questionnaires as { questionnaireId: string }[]).map((q) => q.questionnaireId)).toEqual(['prostate-mri-protocol']);
    const protocol = await browser.post(`${base}/questionnaires`, {
      questionnaireId: 'prostate-mri-protocol',
      questionnaireResult: response(
        bool('biopsy', true),
        { linkId: 'biopsy-date', answer: [{ valueDate: '2026-01-10' }] },
        bool('hip-replacement', false),
        bool('glaucoma', false),
      ),
    });
    expect(protocol.body).toMatchObject({
      outcome: { restrictQuestionnaireId: 'prostate-mri-protocol', restrictMinDate: expect.any(String) },
    });
    const before = await db.query('select booking_key from booking_request');
    const referrer = await browser.post(`${base}/questionnaires`, {
      questionnaireId: 'referrer-booking-request',
      questionnaireResult: response(
        code('urgency', `${SYSTEM}/urgency`, 'soon'),
        { linkId: 'clinical-notes', answer: [{ valueString: 'Raised PSA 6.1, for MRI before biopsy.' }] },
        { linkId: 'provider-number', answer: [{ valueString: '2123456A' }] },
      ),
    });
    const outcome = referrer.body.outcome as { bookingRequest: { result: string; evaluateResult: boolean } };
    expect(outcome.bookingRequest.evaluateResult).toBe(true);
    expect(JSON.parse(outcome.bookingRequest.result)).toMatchObject({ deleteKey: 'TYPES-BR-PROSTATE' });
    expect(await db.query('select booking_key from booking_request')).toHaveLength(before.length);
    // A bad provider number is refused by the form's own rule (regex), on the server too.
    const bad = await browser.post(`${base}/questionnaires`, {
      questionnaireId: 'referrer-booking-request',
      questionnaireResult: response(
        code('urgency', `${SYSTEM}/urgency`, 'soon'),
        { linkId: 'clinical-notes', answer: [{ valueString: 'x' }] },
        { linkId: 'provider-number', answer: [{ valueString: '12' }] },
      ),
    });
    expect(bad.body).toMatchObject({ linkId: 'provider-number', message: 'questionnaire.error_pattern' });
  });
});
