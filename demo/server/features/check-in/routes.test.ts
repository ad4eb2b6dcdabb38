import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { samplePdf } from '../../seed/sample-pdf';
import { CLIENT_MAX_FAILURES_PER_HOUR } from '../auth/limits';
import { listOutbox } from '../outbox/queries';
import { VISIT_FEEDBACK } from '../questionnaires/seed-definitions';
import { loadProvider } from '../config/service';
import { resetSignInState, testBrowser, type TestBrowser } from '../auth/test-browser';
import { checkInStateOf } from './queries';
import { CHECK_IN_PATIENTS, seedReferrers } from './seed';

let db: Db;
let app: ReturnType<typeof createApp>;

const person = (key: string) => CHECK_IN_PATIENTS.find((patient) => patient.bookingKey === key)!;
const SOFIA = person('CHECKIN-3001');
const SOFIA_ITEM = 'checkin-3001-1';
const VALID_FORM = {
  referrer: 1,
  dateOfReferral: '2026-01-02',
  medicareNumber: '2123 45670 1',
  referenceNumber: 'R-77',
  gender: 'Female',
  appointmentSlug: SOFIA_ITEM,
};

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await resetSignInState(db);
});

async function identify(browser: TestBrowser, key: string) {
  const patient = person(key);
  return browser.post('/api/check-in/identity', { lastName: patient.lastName, dateOfBirth: patient.dateOfBirth });
}

/** Identity, then the code from the outbox: the session holds the booking fully. */
async function checkedInBrowser(key: string): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect((await identify(browser, key)).body.appointmentBookingKeys).toEqual([key]);
  const link = { type: 'APPOINTMENT', bookingKey: key };
  expect((await browser.post('/api/auth/otp/send', { ...link, otpMethod: 'EMAIL' })).status).toBe(200);
  const [message] = await listOutbox(db);
  expect(message?.recipient).toBe(person(key).email);
  const validated = await browser.post('/api/auth/otp/validate', { ...link, code: message!.code });
  expect(validated.body.success).toBe(true);
  return browser;
}

describe('identity', () => {
  it("finds today's booking by last name (any case) and date of birth, and lists no names", async () => {
    const browser = testBrowser(app);
    const { status, body } = await browser.post('/api/check-in/identity', { lastName: ' olsen ', dateOfBirth: SOFIA.dateOfBirth });
    expect(status).toBe(200);
    expect(body).toEqual({
      appointmentBookingKeys: ['CHECKIN-3001'],
      samePatient: true,
      feedbackQuestionnaireAnswered: false,
      disabledReason: null,
    });
  });

  it('answers a wrong last name and a wrong date alike: nobody, nothing more', async () => {
    const browser = testBrowser(app);
    const nobody = { appointmentBookingKeys: [], samePatient: false, feedbackQuestionnaireAnswered: false, disabledReason: null };
    expect((await browser.post('/api/check-in/identity', { lastName: 'Olsen', dateOfBirth: '1988-02-20' })).body).toEqual(nobody);
    expect((await browser.post('/api/check-in/identity', { lastName: 'Olson', dateOfBirth: SOFIA.dateOfBirth })).body).toEqual(nobody);
    expect((await browser.post('/api/check-in/identity', { lastName: 'Olsen', dateOfBirth: '1988-02-31' })).status).toBe(400);
  });

  it('locks a person out after the configured failures, even with the right answer then', async () => {
    const browser = testBrowser(app);
    const max = (await loadProvider(db))!.config.application.maxAuthenticationAttempts;
    for (let i = 0; i < max; i += 1) await browser.post('/api/check-in/identity', { lastName: 'OLSEN', dateOfBirth: `1988-03-${10 + i}` });
    const locked = await identify(browser, 'CHECKIN-3001');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('message.deny_max_attempts');
  });

  it('is rate limited per client like sign-in', async () => {
    // Counts live in the database, which this file's other tests share: start from none.
    await db.query('delete from rate_limit_window');
    const limited = createApp({ db, log: 'silent', authRateLimit: 2 });
    const browser = testBrowser(limited);
    await identify(browser, 'CHECKIN-3001');
    await identify(browser, 'CHECKIN-3001');
    const third = await identify(browser, 'CHECKIN-3001');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('message.too_many_requests');
  });

  it('locks a client out after too many failures across different names (a kiosk guessing people)', async () => {
    const browser = testBrowser(app);
    for (let i = 0; i < CLIENT_MAX_FAILURES_PER_HOUR; i += 1) {
      expect((await browser.post('/api/check-in/identity', { lastName: `Nobody${i}`, dateOfBirth: '1950-01-01' })).status).toBe(200);
    }
    const locked = await identify(browser, 'CHECKIN-3001');
    expect(locked).toMatchObject({ status: 429, body: { message: 'message.deny_max_attempts' } });
  });

  it('gives the reasons: two bookings, a clinic without check-in, too early, already checked in', async () => {
    const browser = testBrowser(app);
    expect((await identify(browser, 'CHECKIN-3004')).body.appointmentBookingKeys).toEqual(['CHECKIN-3004', 'CHECKIN-3005']);
    expect((await identify(browser, 'CHECKIN-3006')).body.disabledReason).toBe('CHECK_IN_DISABLED');
    expect((await identify(browser, 'CHECKIN-3012')).body).toMatchObject({
      appointmentBookingKeys: ['CHECKIN-3012'],
      disabledReason: 'TOO_EARLY',
    });
    expect((await identify(browser, 'CHECKIN-3009')).body).toMatchObject({
      disabledReason: 'ALREADY_CHECKED_IN',
      feedbackQuestionnaireAnswered: false,
    });
  });

  it('tells two people with one name and birthday apart by e-mail or phone (patient match)', async () => {
    const browser = testBrowser(app);
    const both = await identify(browser, 'CHECKIN-3010');
    expect(both.body).toMatchObject({ appointmentBookingKeys: ['CHECKIN-3010', 'CHECKIN-3011'], samePatient: false });
    const base = { lastName: 'Reid', dateOfBirth: '1970-05-05' };
    const tess = await browser.post('/api/check-in/patient_match', { ...base, email: 'TESS.reid@example.com' });
    expect(tess.body).toMatchObject({ appointmentBookingKeys: ['CHECKIN-3011'], samePatient: true });
    const tom = await browser.post('/api/check-in/patient_match', { ...base, phone: '0411000310' });
    expect(tom.body).toMatchObject({ appointmentBookingKeys: ['CHECKIN-3010'], samePatient: true });
    const nobody = await browser.post('/api/check-in/patient_match', { ...base, phone: '0400000000' });
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe('message.patient_matching_error');
  });

  it('grants the booking only after the code: secured calls answer 401 before it', async () => {
    const browser = testBrowser(app);
    await identify(browser, 'CHECKIN-3001');
    expect((await browser.get('/api/secured/check-in/CHECKIN-3001/items')).status).toBe(401);
    expect((await browser.get(`/api/secured/appointments/${SOFIA_ITEM}/check_in/readiness`)).status).toBe(401);
    const full = await checkedInBrowser('CHECKIN-3001');
    expect((await full.get('/api/secured/check-in/CHECKIN-3001/items')).status).toBe(200);
    // Another patient's item stays closed to this session.
    expect((await full.get('/api/secured/appointments/checkin-3002-1/check_in/readiness')).status).toBe(401);
  });

  it('at a kiosk drops what the previous person was granted', async () => {
    const browser = await checkedInBrowser('CHECKIN-3001');
    const jack = person('CHECKIN-3002');
    await browser.post('/api/check-in/identity?kioskMode=true', { lastName: jack.lastName, dateOfBirth: jack.dateOfBirth });
    expect((await browser.get('/api/secured/check-in/CHECKIN-3001/items')).status).toBe(401);
  });
});

describe('check-in', () => {
  it("lists today's item with its check-in state, readiness and consent forms", async () => {
    const browser = await checkedInBrowser('CHECKIN-3001');
    const items = (await browser.get('/api/secured/check-in/CHECKIN-3001/items')).body as unknown as Record<string, unknown>[];
    expect(items).toEqual([
      expect.objectContaining({
        slug: SOFIA_ITEM,
        examName: expect.stringContaining('MRI'),
        checkInPrepared: false,
        showGenderSelection: true,
        patientMedicareNumber: '2123456701',
      }),
    ]);
    expect((await browser.get(`/api/secured/appointments/${SOFIA_ITEM}/check_in/readiness`)).body).toEqual({
      ready: true,
      requiredReferralUploaded: true,
      documentTypeId: null,
      message: null,
    });
    const consent = (await browser.get(`/api/secured/appointments/${SOFIA_ITEM}/consent_forms`)).body;
    expect(consent).toMatchObject({ completed: false, notifyPatient: true });
    expect(consent.appointmentConsentForms).toEqual([
      expect.objectContaining({ id: 1, title: 'MRI safety consent', consentFormAnswer: null }),
    ]);
  });

  it('refuses the form until consent is given, checks Medicare, the referral date and gender, then prepares and polls', async () => {
    const browser = await checkedInBrowser('CHECKIN-3001');
    const path = `/api/secured/appointments/${SOFIA_ITEM}`;
    expect((await browser.post(`${path}/check_in`, VALID_FORM)).body.message).toBe('message.check_in_consent_required');
    const consent = await browser.post(`${path}/consent_forms`, { consentFormAnswer: [{ id: 1, answer: true }] });
    expect(consent.body.completed).toBe(true);
    expect((await browser.post(`${path}/consent_forms`, { consentFormAnswer: [{ id: 2, answer: true }] })).status).toBe(400);

    expect((await browser.post(`${path}/check_in`, { ...VALID_FORM, medicareNumber: '2123 45671 1' })).status).toBe(400);
    expect((await browser.post(`${path}/check_in`, { ...VALID_FORM, dateOfReferral: '2999-01-01' })).status).toBe(400);
    expect((await browser.post(`${path}/check_in`, { ...VALID_FORM, gender: null })).body.message).toBe('message.check_in_gender_required');
    expect((await browser.post(`${path}/check_in`, { ...VALID_FORM, referrer: null })).status).toBe(400);
    expect((await browser.get(`${path}/check_in/preparation_sent`)).status).toBe(404);

    const prepared = await browser.post(`${path}/check_in`, VALID_FORM);
    expect(prepared).toEqual({ status: 202, body: { status: 'PREPARING' } });
    const [stored] = await db.query<{ medicare_number: string; gender: string }>(
      'select medicare_number, gender from check_in where item_slug = $1',
      [SOFIA_ITEM],
    );
    expect(stored).toEqual({ medicare_number: '2123456701', gender: 'Female' });
    expect((await browser.get(`${path}/check_in/preparation_sent`)).body).toEqual({ sent: false, failed: false });
    // The practice system answers later: move the request back in time instead of sleeping.
    await db.query(`update check_in set requested_at = now() - interval '2 seconds' where item_slug = $1`, [SOFIA_ITEM]);
    expect((await browser.get(`${path}/check_in/preparation_sent`)).body).toEqual({ sent: true, failed: false });
    expect((await browser.get(`${path}/check_in/check_in_sent`)).body).toEqual({ sent: false, failed: false });
    await db.query(`update check_in set requested_at = now() - interval '5 seconds' where item_slug = $1`, [SOFIA_ITEM]);
    expect((await browser.get(`${path}/check_in/check_in_sent`)).body).toEqual({ sent: true, failed: false });
    expect((await browser.post(`${path}/check_in`, VALID_FORM)).status).toBe(409);
    expect((await checkInStateOf(db, [SOFIA_ITEM])).get(SOFIA_ITEM)).toEqual({
      checkInPrepared: true,
      checkInPreparedSent: true,
      patientMedicareNumber: '2123456701',
      showGenderSelection: true,
    });
    expect((await identify(testBrowser(app), 'CHECKIN-3001')).body.disabledReason).toBe('ALREADY_CHECKED_IN');
  });

  it('accepts a doctor typed by hand when the search does not find them', async () => {
    const browser = await checkedInBrowser('CHECKIN-3002');
    const form = { ...VALID_FORM, appointmentSlug: 'checkin-3002-1', referrer: null, referrerName: 'Dr Hand Written', gender: null };
    expect((await browser.post('/api/secured/appointments/checkin-3002-1/check_in', form)).status).toBe(202);
    const [stored] = await db.query<{ referrer_name: string }>("select referrer_name from check_in where item_slug = 'checkin-3002-1'");
    expect(stored?.referrer_name).toBe('Dr Hand Written');
  });

  it('reports a refused preparation as failed when polled', async () => {
    const browser = await checkedInBrowser('CHECKIN-3003');
    const path = '/api/secured/appointments/checkin-3003-1';
    expect((await browser.post(`${path}/check_in`, { ...VALID_FORM, appointmentSlug: 'checkin-3003-1', gender: null })).status).toBe(202);
    await db.query(`update check_in set requested_at = now() - interval '2 seconds' where item_slug = 'checkin-3003-1'`);
    expect((await browser.get(`${path}/check_in/preparation_sent`)).body).toEqual({ sent: false, failed: true });
  });

  it('refuses a clinic that enabled digital check-in after the booking (late enable)', async () => {
    const browser = await checkedInBrowser('CHECKIN-3007');
    const response = await browser.post('/api/secured/appointments/checkin-3007-1/check_in', {
      ...VALID_FORM,
      appointmentSlug: 'checkin-3007-1',
      gender: null,
    });
    expect(response).toMatchObject({ status: 409, body: { message: 'message.late_enable_digital_check_in_error' } });
  });

  it('asks for the referral first when the booking needs one (readiness)', async () => {
    const browser = await checkedInBrowser('CHECKIN-3008');
    const readiness = (await browser.get('/api/secured/appointments/checkin-3008-1/check_in/readiness')).body;
    expect(readiness).toEqual({
      ready: false,
      requiredReferralUploaded: false,
      documentTypeId: 1,
      message: 'message.check_in_referral_required',
    });
  });
});

describe('kiosk, deep links and the referral', () => {
  it('records where a kiosk check-in was made: the device and the visit, from the kiosk cookies', async () => {
    const browser = await checkedInBrowser('CHECKIN-3002');
    const visit = '3f1e4c1a-9b7d-4e2a-8c55-0a1b2c3d4e5f';
    await browser.post('/api/secured/appointments/checkin-3002-1/consent_forms', { consentFormAnswer: [] });
    const session = browser.cookie;
    browser.cookie = `${session}; kioskIdentity=Front%20desk%202; patientKioskIdentity=${visit}`;
    const form = { ...VALID_FORM, appointmentSlug: 'checkin-3002-1', gender: null };
    await db.query("delete from check_in where item_slug = 'checkin-3002-1'");
    expect((await browser.post('/api/secured/appointments/checkin-3002-1/check_in', form)).status).toBe(202);
    const [row] = await db.query<{ kiosk_device: string; kiosk_visit: string }>(
      "select kiosk_device, kiosk_visit from check_in where item_slug = 'checkin-3002-1'",
    );
    expect(row).toEqual({ kiosk_device: 'Front desk 2', kiosk_visit: visit });
    await db.query("delete from check_in where item_slug = 'checkin-3002-1'");
  });

  it('tells a deep link what the session may resume: nothing, the code step, or the form', async () => {
    const stranger = testBrowser(app);
    expect((await stranger.get('/api/check-in/current')).body).toEqual({ bookingKey: null, verified: false });
    await identify(stranger, 'CHECKIN-3001');
    expect((await stranger.get('/api/check-in/current')).body).toEqual({ bookingKey: 'CHECKIN-3001', verified: false });
    const full = await checkedInBrowser('CHECKIN-3001');
    expect((await full.get('/api/check-in/current')).body).toEqual({ bookingKey: 'CHECKIN-3001', verified: true });
  });

  it('is ready once the patient uploads the referral the booking needs', async () => {
    const browser = await checkedInBrowser('CHECKIN-3008');
    const upload = new FormData();
    upload.set('file', new File([new Uint8Array(samplePdf(['Referral for CT brain']))], 'referral.pdf', { type: 'application/pdf' }));
    upload.set('documentTypeId', '1');
    const response = await app.request('/api/secured/appointments/CHECKIN-3008/attachments', {
      method: 'POST',
      body: upload,
      headers: { Cookie: browser.cookie! },
    });
    expect(response.status).toBe(201);
    expect((await browser.get('/api/secured/appointments/checkin-3008-1/check_in/readiness')).body).toEqual({
      ready: true,
      requiredReferralUploaded: true,
      documentTypeId: 1,
      message: null,
    });
    await db.query("delete from attachment where owner_key = 'CHECKIN-3008'");
  });
});

describe('visit feedback', () => {
  const answer = (items: unknown[]) => ({
    questionnaireId: VISIT_FEEDBACK.id!,
    questionnaireResult: JSON.stringify({ resourceType: 'QuestionnaireResponse', status: 'completed', item: items }),
  });
  const overall = {
    linkId: 'overall',
    answer: [{ valueCoding: { system: 'https://radiology.example/fhir/CodeSystem/visit-rating', code: 'rating-4' } }],
  };
  const explained = { linkId: 'explained', answer: [{ valueBoolean: true }] };
  const stored = () =>
    db.query<{ questionnaire_id: string; scope: string; response: { item: { linkId: string }[] } }>(
      "select questionnaire_id, scope, response from questionnaire_answer where booking_key = 'CHECKIN-3009'",
    );

  it('asks someone already checked in once, after identity alone, the questionnaires feature’s form, stored with its answers', async () => {
    const path = '/api/check-in/CHECKIN-3009/feedback';
    expect((await testBrowser(app).get(path)).status).toBe(401);
    const browser = testBrowser(app);
    expect((await identify(browser, 'CHECKIN-3009')).body).toMatchObject({ disabledReason: 'ALREADY_CHECKED_IN' });
    const questionnaire = (await browser.get(path)).body;
    // The same form the questionnaires API offers for this booking (one source of the visit feedback).
    expect(questionnaire).toMatchObject({ questionnaireId: 'visit-feedback', title: 'How was your visit?', modalSize: 'md' });
    expect(questionnaire.questionnaire).toEqual(VISIT_FEEDBACK);
    // Another booking stays closed to this session.
    expect((await browser.get('/api/check-in/CHECKIN-3001/feedback')).status).toBe(401);
    const missing = await browser.post(path, answer([overall]));
    expect(missing).toMatchObject({ status: 400, body: { message: 'questionnaire.error_required', linkId: 'explained' } });
    expect(await stored()).toEqual([]);
    expect((await browser.post(path, answer([overall, explained]))).status).toBe(201);
    expect((await browser.post(path, answer([overall, explained]))).status).toBe(409);
    expect((await browser.get(path)).body.message).toBe('message.feedback_already_provided');
    expect((await identify(testBrowser(app), 'CHECKIN-3009')).body.feedbackQuestionnaireAnswered).toBe(true);
    const rows = await stored();
    expect(rows.map((row) => [row.questionnaire_id, row.scope])).toEqual([['visit-feedback', 'APPOINTMENT']]);
    expect(rows[0]!.response.item.map((item) => item.linkId)).toEqual(['overall', 'explained']);
    await db.query("delete from questionnaire_answer where booking_key = 'CHECKIN-3009'");
  });

  it('saves nothing but a FEEDBACK answer after identity alone (never a cancellation)', async () => {
    const browser = testBrowser(app);
    await identify(browser, 'CHECKIN-3009');
    const cancel = await browser.post('/api/check-in/CHECKIN-3009/feedback', {
      questionnaireId: 'cancellation-reasons',
      questionnaireResult: JSON.stringify({ resourceType: 'QuestionnaireResponse', status: 'completed', item: [] }),
    });
    expect(cancel).toMatchObject({ status: 400, body: { message: 'questionnaire.error_wrong_call' } });
    expect(await stored()).toEqual([]);
  });

  it('counts feedback the practice already has as given', async () => {
    await db.query(
      `insert into check_in_booking (booking_key, feedback_answered) values ('CHECKIN-3009', true)
       on conflict (booking_key) do update set feedback_answered = true`,
    );
    try {
      const browser = testBrowser(app);
      expect((await identify(browser, 'CHECKIN-3009')).body.feedbackQuestionnaireAnswered).toBe(true);
      expect((await browser.get('/api/check-in/CHECKIN-3009/feedback')).status).toBe(409);
      expect((await browser.post('/api/check-in/CHECKIN-3009/feedback', answer([overall, explained]))).status).toBe(409);
      expect(await stored()).toEqual([]);
    } finally {
      await db.query("update check_in_booking set feedback_answered = false where booking_key = 'CHECKIN-3009'");
    }
  });
});

describe('doctor search', () => {
  it('searches a few hundred seeded referrers by lower-cased words, minus the excluded', async () => {
    expect(seedReferrers().length).toBeGreaterThanOrEqual(300);
    const browser = await checkedInBrowser('CHECKIN-3002');
    const path = '/api/secured/appointments/checkin-3002-1/doctor_search';
    const sample = seedReferrers()[41]!;
    const text = `${sample.lastName.toUpperCase()} ${sample.cityName.slice(0, 4)}`;
    const found = (await browser.get(`${path}/${encodeURIComponent(text)}`)).body as unknown as {
      id: number;
      lastName: string;
      cityName: string;
    }[];
    expect(found.map((doctor) => doctor.id)).toContain(sample.id);
    for (const doctor of found) expect([doctor.lastName, doctor.cityName]).toEqual([sample.lastName, sample.cityName]);
    const without = (await browser.get(`${path}/${encodeURIComponent(text.toLowerCase())}?exclude=${found[0]!.id}`)).body as unknown as {
      id: number;
    }[];
    expect(without.map((doctor) => doctor.id)).not.toContain(found[0]!.id);
    expect(without.length).toBe(found.length - 1);
    expect((await browser.get(`${path}/ng`)).status).toBe(400);
  });
});
