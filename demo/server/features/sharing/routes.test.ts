/**
 * Sharing and the results it opens, on PGlite through the real sign-in: the patient shares (the
 * contact gets their own link, stored and sent to the outbox), the contact signs in by that link
 * and reaches that share's results only, the patient revokes and the same session is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { testBrowser, type TestBrowser } from '../auth/test-browser';
import { listOutbox } from '../outbox/queries';

let db: Db;
let app: ReturnType<typeof createApp>;
const KEY = 'TEST-SHARE-1';
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000, publicOrigin: 'https://portal.example-radiology.test/' });
  await copyDemoBooking(db, 'DEMO-APPT-1001', KEY);
  await db.query(
    `insert into appointment_result (booking_key, item_slug, report, reported_by, reported_at, images_url, available_until)
     values ($1, lower($1) || '-1', 'Findings: normal knee.', 'Dr Test', now(), null, now() + interval '1 year')`,
    [KEY],
  );
}, 120_000);
afterAll(async () => db?.close());

async function signedIn(link: Record<string, unknown>, dateOfBirth = '1985-03-27', codeTo?: string): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  const opened = await browser.post('/api/auth/patient', { ...link, dateOfBirth });
  expect(opened.body).toMatchObject({ success: true });
  if (codeTo) {
    await db.query('delete from otp_code');
    expect((await browser.post('/api/auth/otp/send', { ...link, otpMethod: 'EMAIL' })).status).toBe(200);
    const [message] = await listOutbox(db, { recipient: codeTo });
    expect((await browser.post('/api/auth/otp/validate', { ...link, code: message!.code })).body).toMatchObject({ success: true });
  }
  return browser;
}

/** The patient on their own results page: date of birth and the code sent to Ana (sharing needs both). */
const patientWithCode = () => signedIn({ type: 'APPOINTMENT_RESULTS', bookingKey: KEY }, '1985-03-27', 'ana.kovac@example.com');

const share = {
  contactDetailsType: 'EMAIL',
  contactDetails: ' Jo.Contact@example.com ',
  contactName: 'Jo Contact',
  note: 'For our GP visit on Friday',
  type: 'RESULT',
};

describe('sharing', () => {
  it('lists, creates with the contact’s own link in the outbox, and revokes once', async () => {
    const patient = await patientWithCode();
    const before = await patient.get(`/api/secured/sharing/${KEY}`);
    expect(before).toEqual({
      status: 200,
      body: { shares: [], shareableTypes: ['HISTORY', 'RESULT'], rules: { smsEnabled: true, noteMaxLength: 150 } },
    });

    const created = await patient.post(`/api/secured/sharing/${KEY}`, share);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contactDetails: 'Jo.Contact@example.com',
      contactDetailsType: 'EMAIL',
      contactName: 'Jo Contact',
      type: 'RESULT',
      note: 'For our GP visit on Friday',
      dateRevoked: null,
    });
    const [row] = await db.query<{ slug: string; booking_key: string }>('select slug, booking_key from result_share where id = $1', [
      created.body.id,
    ]);
    expect(row!.booking_key).toBe(KEY);
    const [email] = await listOutbox(db, { recipient: 'jo.contact@example.com' });
    expect(email!.subject).toBe('Ana has shared imaging results with you');
    // The link names the share, never the patient's booking key.
    expect(email!.body).toContain(`/appointments/${row!.slug}/result?shared=true&amp;slug=${row!.slug}`);
    expect(email!.body).not.toContain(KEY);
    expect(email!.body).toContain('For our GP visit on Friday');

    const listed = await patient.get(`/api/secured/sharing/${KEY}`);
    expect((listed.body.shares as unknown[]).length).toBe(1);

    const revoked = await patient.post(`/api/secured/sharing/${KEY}/${String(created.body.id)}/revoke`, {});
    expect(revoked.body.dateRevoked).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await patient.post(`/api/secured/sharing/${KEY}/${String(created.body.id)}/revoke`, {});
    expect(again.body.dateRevoked).toBe(revoked.body.dateRevoked);
    const [flag] = await db.query<{ revoked: boolean }>('select revoked from result_share where id = $1', [created.body.id]);
    expect(flag!.revoked).toBe(true);
  });

  it('refuses what the form refuses, with the field’s own message, and stores nothing', async () => {
    const patient = await patientWithCode();
    const count = async () => Number((await db.query<{ n: string }>('select count(*) as n from result_share'))[0]!.n);
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...share, contactDetails: 'not-an-address' }, 'sharing.email_invalid'],
      [{ ...share, contactDetailsType: 'PHONE', contactDetails: '12345678' }, 'sharing.phone_invalid'],
      [{ ...share, note: 'x'.repeat(151) }, 'sharing.note_too_long'],
      [{ ...share, contactName: '   ' }, 'sharing.contact_name_required'],
    ];
    for (const [body, message] of cases) {
      expect(await patient.post(`/api/secured/sharing/${KEY}`, body)).toMatchObject({
        status: 400,
        body: { message, code: 'invalid_request', issues: [{ message }] },
      });
    }
    expect(await count()).toBe(before);
  });

  it('phone shares only when the provider sends SMS; the SMS carries the link', async () => {
    const patient = await patientWithCode();
    const created = await patient.post(`/api/secured/sharing/${KEY}`, {
      ...share,
      contactDetailsType: 'PHONE',
      contactDetails: '+61 455 000 111',
    });
    expect(created.body).toMatchObject({ contactDetailsType: 'PHONE', contactDetails: '+61455000111' });
    const [sms] = await listOutbox(db, { recipient: '+61455000111' });
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toMatch(/\/appointments\/sh-[a-z2-7]+\/result\?shared=true&slug=sh-[a-z2-7]+&otpType=SMS$/);

    const config = (await db.query<{ config: { application: Record<string, unknown> } }>('select config from provider'))[0]!.config;
    await db.query(`update provider set config = $1::jsonb`, [
      JSON.stringify({ ...config, application: { ...config.application, smsEnabled: false } }),
    ]);
    try {
      const refused = await patient.post(`/api/secured/sharing/${KEY}`, {
        ...share,
        contactDetailsType: 'PHONE',
        contactDetails: '0455000111',
      });
      expect(refused).toMatchObject({ status: 400, body: { message: 'sharing.contact_type_invalid', code: 'invalid_request' } });
    } finally {
      await db.query(`update provider set config = $1::jsonb`, [JSON.stringify(config)]);
    }
  });

  it('the contact’s SMS and e-mail are in the patient’s language (mk), English otherwise; a name cannot add lines to the SMS', async () => {
    const patient = await patientWithCode();
    const link = /https:\/\/portal\.example-radiology\.test\/appointments\/sh-[a-z2-7]+\/result\?shared=true&slug=sh-[a-z2-7]+&otpType=SMS/
      .source;
    await patient.post(`/api/secured/sharing/${KEY}`, {
      ...share,
      contactDetailsType: 'PHONE',
      contactDetails: '0455000201',
      locale: 'mk',
    });
    const [macedonian] = await listOutbox(db, { recipient: '0455000201' });
    expect(macedonian!.body).toMatch(new RegExp(`^Ana сподели резултати од снимање со вас преку Harbourside Radiology: ${link}$`));
    await patient.post(`/api/secured/sharing/${KEY}`, {
      ...share,
      contactDetailsType: 'PHONE',
      contactDetails: '0455000202',
      locale: 'en-AU',
    });
    const [english] = await listOutbox(db, { recipient: '0455000202' });
    expect(english!.body).toMatch(new RegExp(`^Ana has shared imaging results with you at Harbourside Radiology: ${link}$`));

    await patient.post(`/api/secured/sharing/${KEY}`, { ...share, contactDetails: 'mk.contact@example.com', locale: 'mk' });
    const [mail] = await listOutbox(db, { recipient: 'mk.contact@example.com' });
    expect(mail!.subject).toBe('Ana сподели резултати од снимање со вас');
    expect(mail!.body).toContain('Отворете ги споделените резултати');

    const [patientRow] = await db.query<{ id: string; first_name: string }>(
      'select p.id, p.first_name from patient p join appointment a on a.patient_id = p.id where a.booking_key = $1',
      [KEY],
    );
    await db.query('update patient set first_name = $2 where id = $1', [patientRow!.id, 'Ana\nCall 1900 000 000\r\u0007\u2028now']);
    try {
      await patient.post(`/api/secured/sharing/${KEY}`, {
        ...share,
        type: 'HISTORY',
        contactDetailsType: 'PHONE',
        contactDetails: '0455000203',
      });
      const [injected] = await listOutbox(db, { recipient: '0455000203' });
      expect(injected!.body).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect(injected!.body).toMatch(
        /^Ana Call 1900 000 000 now has shared their imaging history with you at Harbourside Radiology: https:\/\/portal\.example-radiology\.test\//,
      );
    } finally {
      await db.query('update patient set first_name = $2 where id = $1', [patientRow!.id, patientRow!.first_name]);
      // Within the 10 shares a booking may make a day, for the tests that follow.
      await db.query(
        `delete from result_share where booking_key = $1 and (contact_phone like '045500020_' or contact_email = 'mk.contact@example.com')`,
        [KEY],
      );
    }
  });

  it('answers 401 without the booking’s session, and to a share holder', async () => {
    expect((await testBrowser(app).get(`/api/secured/sharing/${KEY}`)).status).toBe(401);
    const other = await signedIn({ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1002' }, '1972-11-05');
    expect((await other.get(`/api/secured/sharing/${KEY}`)).status).toBe(401);
    expect((await other.post(`/api/secured/sharing/${KEY}/1/revoke`, {})).status).toBe(401);
    const contact = await signedIn(
      { type: 'APPOINTMENT_RESULTS', slug: 'share-ana-knee', shared: true },
      '1985-03-27',
      'sam.kovac@example.com',
    );
    expect((await contact.get('/api/secured/sharing/DEMO-APPT-1001')).status).toBe(401);
  });

  it('staff on a staff-booking link see the shares but cannot share or revoke', async () => {
    const staff = await signedIn({ type: 'APPOINTMENT', bookingKey: KEY, staffBooking: true });
    const listed = await staff.get(`/api/secured/sharing/${KEY}`);
    expect(listed.body).toMatchObject({ shareableTypes: [] });
    expect(await staff.post(`/api/secured/sharing/${KEY}`, share)).toEqual({
      status: 403,
      body: { message: 'sharing.patient_only', code: 'forbidden' },
    });
    expect((await staff.post(`/api/secured/sharing/${KEY}/1/revoke`, {})).status).toBe(403);
  });

  it('a booking without results cannot be shared yet', async () => {
    await copyDemoBooking(db, 'DEMO-APPT-1002', 'TEST-SHARE-NONE');
    await db.query(
      `update appointment set patient_id = (select id from patient where first_name = 'Mei') where booking_key = 'TEST-SHARE-NONE'`,
    );
    await db.query(`update patient set email = 'mei.share@example.test' where first_name = 'Mei'`);
    const patient = await signedIn({ type: 'APPOINTMENT_RESULTS', bookingKey: 'TEST-SHARE-NONE' }, '1990-07-14', 'mei.share@example.test');
    expect((await patient.get('/api/secured/sharing/TEST-SHARE-NONE')).body).toMatchObject({ shareableTypes: [] });
    const refused = await patient.post('/api/secured/sharing/TEST-SHARE-NONE', share);
    expect(refused).toEqual({ status: 409, body: { message: 'sharing.not_ready', code: 'not_shareable' } });
  });
});

describe('sharing needs what reading the results needs (issue 22 item 6)', () => {
  it('a date of birth alone shares nothing: 403, nothing stored, nobody mailed', async () => {
    const dobOnly = await signedIn({ type: 'APPOINTMENT', bookingKey: KEY });
    const count = async () => Number((await db.query<{ n: string }>('select count(*) as n from result_share'))[0]!.n);
    const before = await count();
    const refused = await dobOnly.post(`/api/secured/sharing/${KEY}`, { ...share, contactDetails: 'attacker@example.test' });
    expect(refused).toEqual({ status: 403, body: { message: 'sharing.code_required', code: 'code_required' } });
    expect(await count()).toBe(before);
    expect(await listOutbox(db, { recipient: 'attacker@example.test' })).toEqual([]);
    // The list still shows who has access: seeing it gives nothing away.
    expect((await dobOnly.get(`/api/secured/sharing/${KEY}`)).status).toBe(200);
  });

  it('the same session, once it proves the results link with the code, shares (the sharing panel’s in-place upgrade)', async () => {
    const browser = await signedIn({ type: 'APPOINTMENT', bookingKey: KEY });
    expect((await browser.post(`/api/secured/sharing/${KEY}`, share)).status).toBe(403);
    const results = { type: 'APPOINTMENT_RESULTS', bookingKey: KEY };
    expect((await browser.post('/api/auth/patient', { ...results, dateOfBirth: '1985-03-27' })).body).toMatchObject({ otpRequired: true });
    await db.query('delete from otp_code');
    expect((await browser.post('/api/auth/otp/send', { ...results, otpMethod: 'EMAIL' })).status).toBe(200);
    const [message] = await listOutbox(db, { recipient: 'ana.kovac@example.com' });
    expect((await browser.post('/api/auth/otp/validate', { ...results, code: message!.code })).body).toMatchObject({ success: true });
    const created = await browser.post(`/api/secured/sharing/${KEY}`, { ...share, contactDetails: 'upgrade@example.com' });
    expect(created.status).toBe(201);
    expect(await listOutbox(db, { recipient: 'upgrade@example.com' })).toHaveLength(1);
  });

  it('the patient is told when a share is made and when it is first opened, once, with links on the public origin', async () => {
    const patient = await patientWithCode();
    const created = await patient.post(`/api/secured/sharing/${KEY}`, { ...share, contactDetails: 'noa@example.com', contactName: 'Noa' });
    expect(created.status).toBe(201);
    const notices = async () =>
      (await listOutbox(db, { recipient: 'ana.kovac@example.com' })).filter((message) =>
        /shared your results|shared results were opened/.test(message.subject ?? ''),
      );
    const [made] = await notices();
    expect(made!.subject).toBe('You shared your results');
    expect(made!.body).toContain('Noa (n•••@example.com)');
    expect(made!.body).toContain(`href="https://portal.example-radiology.test/appointments/${KEY}/result"`);

    const [{ slug }] = (await db.query<{ slug: string }>('select slug from result_share where id = $1', [created.body.id])) as [
      { slug: string },
    ];
    const contact = await signedIn({ type: 'APPOINTMENT_RESULTS', slug, shared: true }, '1985-03-27', 'noa@example.com');
    expect((await contact.get(`/api/secured/shared_results/${slug}`)).status).toBe(200);
    expect((await contact.get(`/api/secured/shared_results/${slug}`)).status).toBe(200);
    const opened = (await notices()).filter((message) => message.subject === 'Your shared results were opened');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.body).toContain('Noa (n•••@example.com) has opened the results you shared.');
  });

  it('a Host header does not write the contact’s link', async () => {
    const patient = await patientWithCode();
    const created = await patient.post(
      `/api/secured/sharing/${KEY}`,
      { ...share, contactDetails: 'host@example.com' },
      { Host: 'evil.example' },
    );
    expect(created.status).toBe(201);
    const [email] = await listOutbox(db, { recipient: 'host@example.com' });
    expect(email!.body).toContain('href="https://portal.example-radiology.test/appointments/sh-');
    expect(email!.body).not.toContain('evil.example');
  });

  it('tells a link what it needs before the sign-in: date of birth, then a code for results, and where the code goes', async () => {
    const ask = async (query: string) => (await testBrowser(app).get(`/api/auth/requirements?${query}`)).body;
    expect(await ask(`type=APPOINTMENT&bookingKey=${KEY}`)).toEqual({ dateOfBirth: true, code: false, channels: [] });
    expect(await ask(`type=APPOINTMENT_RESULTS&bookingKey=${KEY}`)).toEqual({ dateOfBirth: true, code: true, channels: ['EMAIL', 'SMS'] });
    expect(await ask('type=PATIENT_PORTAL&bookingKey=NO-SUCH-KEY-0000')).toEqual({
      dateOfBirth: true,
      code: true,
      channels: ['EMAIL', 'SMS'],
    });
    expect(await ask('type=APPOINTMENT_RESULTS&slug=share-ana-knee&shared=true')).toEqual({
      dateOfBirth: true,
      code: true,
      channels: ['EMAIL'],
    });
    expect(await ask(`type=BOOKING_REQUEST&bookingKey=DEMO-BR-2001&isBookingRequest=true`)).toEqual({
      dateOfBirth: true,
      code: false,
      channels: [],
    });
    expect((await testBrowser(app).get('/api/auth/requirements?type=NOPE')).status).toBe(400);
  });
});

describe('results', () => {
  it('the patient’s own results need the code; the answer has the report', async () => {
    const dobOnly = await signedIn({ type: 'APPOINTMENT_RESULTS', bookingKey: 'DEMO-APPT-1002' }, '1972-11-05');
    expect((await dobOnly.get('/api/secured/results/DEMO-APPT-1002')).status).toBe(401);
    const appointmentOnly = await signedIn({ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1002' }, '1972-11-05');
    expect((await appointmentOnly.get('/api/secured/results/DEMO-APPT-1002')).status).toBe(401);

    const patient = await signedIn({ type: 'APPOINTMENT_RESULTS', bookingKey: 'DEMO-APPT-1002' }, '1972-11-05', 'liam.nguyen@example.com');
    const { status, body } = await patient.get('/api/secured/results/DEMO-APPT-1002');
    expect(status).toBe(200);
    expect(body).toMatchObject({ patient: { firstName: 'Liam' }, shared: null });
    const [result] = body.results as Record<string, unknown>[];
    expect(result).toMatchObject({ examName: expect.any(String), imagesUrl: null, timeZone: 'Australia/Brisbane' });
    expect(result!.report).toContain('a normal abdominal ultrasound');
  });

  it('a share’s session reaches that share’s results only; revoked, it is refused', async () => {
    const patient = await patientWithCode();
    const created = await patient.post(`/api/secured/sharing/${KEY}`, { ...share, contactDetails: 'kim@example.com', contactName: 'Kim' });
    const [{ slug }] = (await db.query<{ slug: string }>('select slug from result_share where id = $1', [created.body.id])) as [
      { slug: string },
    ];
    const contact = await signedIn({ type: 'APPOINTMENT_RESULTS', slug, shared: true }, '1985-03-27', 'kim@example.com');
    const results = await contact.get(`/api/secured/shared_results/${slug}`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({ patient: { firstName: 'Ana' }, shared: { type: 'RESULT' } });
    expect((results.body.results as { report: string }[]).map((r) => r.report)).toEqual(['Findings: normal knee.']);
    expect(JSON.stringify(results.body)).not.toContain(KEY);

    // Never the patient's booking key, its appointment, nor another share.
    expect((await contact.get(`/api/secured/results/${KEY}`)).status).toBe(401);
    expect((await contact.get(`/api/secured/appointments/${KEY}/summary`)).status).toBe(401);
    expect((await contact.get('/api/secured/shared_results/share-ana-knee')).status).toBe(401);
    expect((await contact.get(`/api/secured/sharing/${KEY}`)).status).toBe(401);

    await patient.post(`/api/secured/sharing/${KEY}/${String(created.body.id)}/revoke`, {});
    expect(await contact.get(`/api/secured/shared_results/${slug}`)).toEqual({
      status: 403,
      body: { message: 'message.deny_access_revoked', code: 'share_revoked' },
    });
    // Signing in again is refused too (features/auth: a revoked share).
    const again = testBrowser(app);
    await again.solveCaptcha();
    expect(
      (await again.post('/api/auth/patient', { type: 'APPOINTMENT_RESULTS', slug, shared: true, dateOfBirth: '1985-03-27' })).body,
    ).toMatchObject({
      success: false,
      message: 'message.deny_access_revoked',
    });
  });

  it('a HISTORY share shows the patient’s results; expired results answer 410', async () => {
    const patient = await patientWithCode();
    const created = await patient.post(`/api/secured/sharing/${KEY}`, { ...share, type: 'HISTORY', contactDetails: 'lee@example.com' });
    const [{ slug }] = (await db.query<{ slug: string }>('select slug from result_share where id = $1', [created.body.id])) as [
      { slug: string },
    ];
    const contact = await signedIn({ type: 'APPOINTMENT_RESULTS', slug, shared: true }, '1985-03-27', 'lee@example.com');
    const history = await contact.get(`/api/secured/shared_results/${slug}`);
    expect(history.body).toMatchObject({ shared: { type: 'HISTORY' } });
    // Ana's demo knee MRI and the test booking's result.
    expect((history.body.results as unknown[]).length).toBe(2);

    await db.query(
      `update appointment_result set available_until = now() - interval '1 minute' where booking_key in ($1, 'DEMO-APPT-1001')`,
      [KEY],
    );
    try {
      expect(await contact.get(`/api/secured/shared_results/${slug}`)).toEqual({
        status: 410,
        body: { message: 'message.deny_results_expired', code: 'results_expired' },
      });
    } finally {
      await db.query(
        `update appointment_result set available_until = now() + interval '1 year' where booking_key in ($1, 'DEMO-APPT-1001')`,
        [KEY],
      );
    }
  });
});
