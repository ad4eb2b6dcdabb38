/**
 * The questionnaire routes on PGlite: load by booking, save checked against the Questionnaire
 * (a response that does not fit is a 400 naming the item), outcomes from the provider's rules,
 * the side effects of a cancellation, pain scores, temporary answers moved to a booking, and the
 * session rule (requireGrant).
 */
import * as v from 'valibot';
import { bookingKey } from '../../../../src/api/schemas/slots.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireResponse, ResponseItem } from '../../../../src/api/schemas/questionnaire.schema';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { signedInToBooking, testBrowser } from '../auth/test-browser';
import { storedResponses } from './queries';
import { moveTemporaryAnswers } from './service';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  // Appointments of Ana's to cancel and to answer without touching the demo's own.
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-APPT-CANCEL');
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-APPT-CT', { exam: 'ct-brain' });
}, 120_000);
afterAll(async () => db?.close());

const signedIn = (bookingKey: string) => signedInToBooking(app, bookingKey);

const YN = 'http://terminology.hl7.org/CodeSystem/v2-0136';
const bool = (linkId: string, value: boolean): ResponseItem => ({ linkId, answer: [{ valueBoolean: value }] });
function mriResponse(overrides: Partial<Record<'pacemaker' | 'claustrophobia', boolean>> = {}, extra: ResponseItem[] = []): string {
  const response: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    status: 'completed',
    item: [
      bool('pacemaker', overrides.pacemaker ?? false),
      bool('implants', false),
      bool('metal-eye', false),
      { linkId: 'pregnant', answer: [{ valueCoding: { system: YN, code: 'N' } }] },
      bool('claustrophobia', overrides.claustrophobia ?? false),
      { linkId: 'weight', answer: [{ valueQuantity: { value: 68.5, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' } }] },
      ...extra,
    ],
  };
  return JSON.stringify(response);
}

const APPT = '/api/secured/appointments/DEMO-APPT-1001';

describe('loading', () => {
  it('answers the questionnaires of the appointment’s exam (MRI safety for a knee MRI), with no answers yet', async () => {
    const browser = await signedIn('DEMO-APPT-1001');
    const { status, body } = await browser.get(`${APPT}/questionnaires`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ bookingKey: 'DEMO-APPT-1001', examQuestionnaireAnswers: [], allQuestionnaireAnswers: [] });
    const list = body.questionnaires as {
      questionnaireId: string;
      questionnaireType: string;
      modalSize: unknown;
      questionnaireResult: string;
    }[];
    expect(list.map((q) => q.questionnaireId)).toEqual(['mri-safety']);
    expect(JSON.parse(list[0]!.questionnaireResult)).toMatchObject({ resourceType: 'Questionnaire', id: 'mri-safety' });
    expect(list[0]!.modalSize).toBeNull();
  });

  it('loads by type, and for the exam an outcome changed to', async () => {
    const browser = await signedIn('DEMO-APPT-1001');
    const pain = await browser.get(`${APPT}/questionnaires?types=PAIN_SCORE_INITIAL,CANCEL_APPOINTMENT_PATIENT`);
    expect((pain.body.questionnaires as { questionnaireId: string }[]).map((q) => q.questionnaireId)).toEqual([
      'pain-score-initial',
      'cancellation-reasons',
    ]);
    const ct = await browser.get(`${APPT}/questionnaires?changedExamSlug=ct-brain`);
    expect((ct.body.questionnaires as { questionnaireId: string }[]).map((q) => q.questionnaireId)).toEqual(['ct-contrast']);
    expect((await browser.get(`${APPT}/questionnaires?types=NOPE`)).status).toBe(400);
  });

  it('public definitions for chosen exams carry nothing personal', async () => {
    const { status, body } = await testBrowser(app).get('/api/questionnaires?examSlugs=mammogram-screening+ct-brain');
    expect(status).toBe(200);
    expect((body.questionnaires as { questionnaireId: string }[]).map((q) => q.questionnaireId)).toEqual([
      'ct-contrast',
      'mammography-history',
    ]);
    expect(body.bookingKey).toBeNull();
  });

  it('needs the session that opened this appointment', async () => {
    expect((await testBrowser(app).get(`${APPT}/questionnaires`)).status).toBe(401);
    const other = await signedIn('DEMO-APPT-1001');
    expect((await other.get('/api/secured/appointments/DEMO-APPT-1002/questionnaires')).status).toBe(401);
    expect(
      (await testBrowser(app).post(`${APPT}/questionnaires`, { questionnaireId: 'mri-safety', questionnaireResult: mriResponse() })).status,
    ).toBe(401);
  });
});

describe('saving and outcomes', () => {
  it('rejects a response that does not fit, naming the item, and stores nothing', async () => {
    const browser = await signedIn('TEST-APPT-CT');
    const save = (result: string) =>
      browser.post('/api/secured/appointments/TEST-APPT-CT/questionnaires', {
        questionnaireId: 'ct-contrast',
        questionnaireResult: result,
      });
    const missing = await save(
      JSON.stringify({ resourceType: 'QuestionnaireResponse', status: 'completed', item: [bool('contrast-reaction', true)] }),
    );
    expect(missing).toEqual({
      status: 400,
      body: { message: 'questionnaire.error_required', code: 'invalid_answer', linkId: 'reaction-details' },
    });
    const wrongType = await save(
      JSON.stringify({
        resourceType: 'QuestionnaireResponse',
        status: 'completed',
        item: [{ linkId: 'contrast-reaction', answer: [{ valueString: 'no' }] }],
      }),
    );
    expect(wrongType.body).toMatchObject({ code: 'invalid_answer', linkId: 'contrast-reaction', message: 'questionnaire.error_type' });
    const disabled = await save(
      JSON.stringify({
        resourceType: 'QuestionnaireResponse',
        status: 'completed',
        item: [bool('contrast-reaction', false), bool('kidney-disease', false), bool('diabetes', false), bool('metformin', true)],
      }),
    );
    expect(disabled.body).toMatchObject({ linkId: 'metformin', message: 'questionnaire.error_not_enabled' });
    expect((await save('not json')).status).toBe(400);
    expect(await storedResponses(db, 'TEST-APPT-CT')).toEqual([]);
  });

  it('saves a fitting response with an empty outcome; it then counts as answered', async () => {
    const browser = await signedIn('DEMO-APPT-1001');
    const saved = await browser.post(`${APPT}/questionnaires`, { questionnaireId: 'mri-safety', questionnaireResult: mriResponse() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ saved: true, outcome: { denied: false, newExamSlug: null, restrictMinDate: null } });
    const [stored] = await storedResponses(db, 'DEMO-APPT-1001');
    expect(stored).toMatchObject({
      questionnaire_id: 'mri-safety',
      scope: 'APPOINTMENT',
      response: { resourceType: 'QuestionnaireResponse' },
    });
    const load = await browser.get(`${APPT}/questionnaires`);
    expect(load.body.examQuestionnaireAnswers).toEqual([expect.objectContaining({ questionnaireId: 'mri-safety', examSlug: 'mri-knee' })]);
    await db.query(`delete from questionnaire_answer where booking_key = 'DEMO-APPT-1001'`);
  });

  it('a pacemaker denies the booking with the provider’s message', async () => {
    const browser = await signedIn('DEMO-APPT-1001');
    const { body } = await browser.post(`${APPT}/questionnaires`, {
      questionnaireId: 'mri-safety',
      questionnaireResult: mriResponse({ pacemaker: true }),
    });
    expect(body).toMatchObject({ saved: true, outcome: { denied: true, message: expect.stringContaining('pacemaker') } });
    // Coming back: the load says the answer denied the booking (so the widget shows the deny page
    // again, not "already answered"), and answering again differently cannot undo it.
    const load = await browser.get(`${APPT}/questionnaires`);
    expect(load.body.examQuestionnaireAnswers).toEqual([
      expect.objectContaining({ questionnaireId: 'mri-safety', denied: true, deniedMessage: expect.stringContaining('pacemaker') }),
    ]);
    const again = await browser.post(`${APPT}/questionnaires`, { questionnaireId: 'mri-safety', questionnaireResult: mriResponse() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: expect.stringContaining('pacemaker'), code: 'denied' });
    expect((await storedResponses(db, 'DEMO-APPT-1001')).map((row) => (row.outcome as { denied: boolean }).denied)).toEqual([true]);
    // Other questionnaires of the booking stay open (a cancellation, say).
    const cancelLoad = await browser.get(`${APPT}/questionnaires?types=CANCEL_APPOINTMENT_PATIENT`);
    expect((cancelLoad.body.questionnaires as { questionnaireId: string }[]).map((q) => q.questionnaireId)).toEqual([
      'cancellation-reasons',
    ]);
    await db.query(`delete from questionnaire_answer where booking_key = 'DEMO-APPT-1001'`);
  });

  it('a temporary answer that denied stands too: the same temporary key cannot answer again', async () => {
    const browser = testBrowser(app);
    const temporaryKey = 'tmp-denied-0123456789';
    const first = await browser.post('/api/questionnaires/temporary', {
      temporaryKey,
      examSlug: 'mri-knee',
      questionnaireId: 'mri-safety',
      questionnaireResult: mriResponse({ pacemaker: true }),
    });
    expect(first.body).toMatchObject({ outcome: { denied: true } });
    const second = await browser.post('/api/questionnaires/temporary', {
      temporaryKey,
      examSlug: 'mri-knee',
      questionnaireId: 'mri-safety',
      questionnaireResult: mriResponse(),
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('denied');
    // The booking being made with that key is refused too (its transaction rolls back).
    await expect(moveTemporaryAnswers(db, temporaryKey, 'TEST-APPT-CT', 'APPOINTMENT')).rejects.toMatchObject({
      status: 409,
      code: 'denied',
      message: expect.stringContaining('pacemaker'),
    });
    await db.query(`delete from questionnaire_answer where temporary_key = $1`, [temporaryKey]);
  });

  it('claustrophobia changes a knee MRI to the open MRI', async () => {
    const browser = await signedIn('DEMO-APPT-1001');
    const { body } = await browser.post(`${APPT}/questionnaires`, {
      questionnaireId: 'mri-safety',
      questionnaireResult: mriResponse({ claustrophobia: true }),
    });
    expect(body).toMatchObject({ outcome: { denied: false, newExamSlug: 'mri-knee-open' } });
    await db.query(`delete from questionnaire_answer where booking_key = 'DEMO-APPT-1001'`);
  });

  it('kidney disease restricts the minimum date by a week', async () => {
    const browser = await signedIn('TEST-APPT-CT');
    const result = JSON.stringify({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      item: [bool('contrast-reaction', false), bool('kidney-disease', true), bool('diabetes', false)],
    });
    const { body } = await browser.post('/api/secured/appointments/TEST-APPT-CT/questionnaires', {
      questionnaireId: 'ct-contrast',
      questionnaireResult: result,
    });
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(body).toMatchObject({ outcome: { restrictMinDate: week, restrictQuestionnaireId: 'ct-contrast' } });
  });

  it('the cancellation questionnaire cancels the appointment; a questionnaire of another kind is refused', async () => {
    const browser = await signedIn('TEST-APPT-CANCEL');
    const result = JSON.stringify({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      item: [
        {
          linkId: 'reason',
          answer: [{ valueCoding: { system: 'https://radiology.example/fhir/CodeSystem/cancel-reason', code: 'cost' } }],
        },
        bool('rebook', false),
      ],
    });
    const path = '/api/secured/appointments/TEST-APPT-CANCEL';
    const asPain = await browser.post(`${path}/pain_score`, { questionnaireId: 'cancellation-reasons', questionnaireResult: result });
    expect(asPain.body).toMatchObject({ code: 'invalid_answer' });
    const saved = await browser.post(`${path}/questionnaires`, { questionnaireId: 'cancellation-reasons', questionnaireResult: result });
    expect(saved.status).toBe(200);
    const [row] = await db.query<{ status: string }>(`select status from appointment where booking_key = 'TEST-APPT-CANCEL'`);
    expect(row?.status).toBe('CANCELED');
  });

  it('saves a pain score through its own call', async () => {
    const browser = await signedIn('DEMO-APPT-1001');
    const result = JSON.stringify({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      item: [{ linkId: 'pain', answer: [{ valueInteger: 11 }] }],
    });
    const tooHigh = await browser.post(`${APPT}/pain_score`, { questionnaireId: 'pain-score-initial', questionnaireResult: result });
    expect(tooHigh.body).toMatchObject({ linkId: 'pain', message: 'questionnaire.error_max_value' });
    const ok = await browser.post(`${APPT}/pain_score`, {
      questionnaireId: 'pain-score-initial',
      questionnaireResult: result.replace('11', '4'),
    });
    expect(ok.body).toMatchObject({ saved: true });
    expect((await storedResponses(db, 'DEMO-APPT-1001')).map((row) => row.scope)).toEqual(['PAIN_SCORE']);
    await db.query(`delete from questionnaire_answer where booking_key = 'DEMO-APPT-1001'`);
  });

  it('temporary answers (no booking key yet) are checked, then moved to the booking', async () => {
    const browser = testBrowser(app);
    const temporaryKey = 'tmp-0123456789abcdef';
    const bad = await browser.post('/api/questionnaires/temporary', {
      temporaryKey,
      examSlug: 'mri-knee',
      questionnaireId: 'mri-safety',
      questionnaireResult: mriResponse({}, [bool('nope', true)]),
    });
    expect(bad.body).toMatchObject({ linkId: 'nope', message: 'questionnaire.error_unknown_item' });
    const saved = await browser.post('/api/questionnaires/temporary', {
      temporaryKey,
      examSlug: 'mri-knee',
      questionnaireId: 'mri-safety',
      questionnaireResult: mriResponse({ claustrophobia: true }),
    });
    expect(saved.body).toMatchObject({ outcome: { newExamSlug: 'mri-knee-open' } });
    expect(await moveTemporaryAnswers(db, temporaryKey, 'TEST-APPT-CT', 'APPOINTMENT')).toBe(1);
    expect((await storedResponses(db, 'TEST-APPT-CT')).map((row) => row.questionnaire_id)).toContain('mri-safety');
  });

  it('CREATE_BOOKING_REQUEST creates a booking request for the patient and answers its keys', async () => {
    await db.query(
      `insert into questionnaire (id, type, title, definition, rules) values ('test-br', 'CREATE_BOOKING_REQUEST', 'Enquiry', $1::jsonb, $2::jsonb)`,
      [
        JSON.stringify({ resourceType: 'Questionnaire', item: [{ linkId: 'help', type: 'boolean', required: true }] }),
        JSON.stringify([
          {
            when: [{ question: 'help', operator: '=', answerBoolean: true }],
            then: { kind: 'CREATE_BOOKING_REQUEST', confirmationMessage: 'We will call you.' },
          },
        ]),
      ],
    );
    const browser = await signedIn('DEMO-APPT-1001');
    const result = JSON.stringify({ resourceType: 'QuestionnaireResponse', status: 'completed', item: [bool('help', true)] });
    const { body } = await browser.post(`${APPT}/questionnaires`, { questionnaireId: 'test-br', questionnaireResult: result });
    const outcome = body.outcome as { bookingRequest: { result: string; evaluateResult: boolean } };
    expect(outcome.bookingRequest.evaluateResult).toBe(true);
    const created = JSON.parse(outcome.bookingRequest.result) as { deleteKey: string; confirmationMessage: string; apiKey: null };
    expect(created).toMatchObject({ confirmationMessage: 'We will call you.', apiKey: null });
    // A booking key as the widgets accept one (16–64 letters, digits, dashes), like the booking's own.
    expect(v.is(bookingKey, created.deleteKey)).toBe(true);
    expect(created.deleteKey).toMatch(/^BR-[A-Za-z0-9-]{24}$/);
    const [row] = await db.query<{ patient_id: string }>('select patient_id from booking_request where booking_key = $1', [
      created.deleteKey,
    ]);
    expect(row).toBeDefined();
    await db.query(`delete from questionnaire_answer where booking_key = 'DEMO-APPT-1001'`);
  });

  it('a booking request answers its own questionnaires with its own session', async () => {
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    await browser.post('/api/auth/patient', { type: 'BOOKING_REQUEST', bookingKey: 'DEMO-BR-2001', dateOfBirth: '1990-07-14' });
    const { status, body } = await browser.get('/api/secured/booking_requests/DEMO-BR-2001/questionnaires?types=CREATE_BOOKING_REQUEST');
    expect(status).toBe(200);
    expect(body).toMatchObject({ bookingKey: 'DEMO-BR-2001', allQuestionnaireAnswers: [] });
    expect((await browser.get(`${APPT}/questionnaires`)).status).toBe(401);
  });
});
