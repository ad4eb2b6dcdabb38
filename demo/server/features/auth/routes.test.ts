import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { CLIENT_MAX_FAILURES_PER_HOUR } from './limits';
import { failureRuns } from './attempt-runs';
import { resetSignInState, testBrowser } from './test-browser';
import type { Db } from '../../db/db';
import { listOutbox } from '../outbox/queries';
import { loadProvider, storeProviderConfig } from '../config/service';
import { openTestDb } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;

const APPOINTMENT = { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' };
const ANA_DOB = '1985-03-27';
const SHARED = { type: 'APPOINTMENT_RESULTS', slug: 'share-ana-knee', shared: true };

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => db?.close());
// Each test starts with clean counters, so one test's failures cannot lock out the next.
beforeEach(async () => {
  await resetSignInState(db);
});

async function signedInBrowser() {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  return browser;
}

describe('captcha', () => {
  it('is required before the date of birth when the provider turns it on', async () => {
    const browser = testBrowser(app);
    const { body } = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB });
    expect(body).toMatchObject({ success: false, message: 'message.captcha_required' });
  });

  it('accepts a solved challenge once, and refuses a wrong number', async () => {
    const browser = testBrowser(app);
    const challenge = (await browser.get('/api/auth/captcha')).body as { id: string };
    expect((await browser.post('/api/auth/captcha/verify', { token: `${challenge.id}.99999999` })).status).toBe(200);
    expect((await browser.post('/api/auth/captcha/verify', { token: `${challenge.id}.1` })).body.result).toBe(false); // used up
    expect(await browser.solveCaptcha()).toBe(true);
  });
});

describe('date of birth', () => {
  it('signs in with the right date: an HttpOnly, SameSite=Lax session the API then recognises', async () => {
    const browser = await signedInBrowser();
    const wrong = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: '1985-03-28' });
    expect(wrong.body).toEqual({ success: false, maxAttemptsReached: false, message: 'message.authentication_failed' });
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);

    const right = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB });
    expect(right.body).toMatchObject({ success: true, maxAttemptsReached: false, otpRequired: false });
    const sessionCookie = browser.setCookieHeaders.find((line) => line.startsWith('rad_session=') && !line.startsWith('rad_session=;'))!;
    for (const part of ['HttpOnly', 'SameSite=Lax', 'Path=/']) expect(sessionCookie).toContain(part);
    expect((await browser.get('/api/authenticated')).body).toEqual({
      authenticated: true,
      access: [{ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' }],
      roleTranslations: '',
    });

    // Logout ends the session on the server too: the old cookie opens nothing.
    const cookie = browser.cookie;
    expect((await browser.post('/api/logout', {})).status).toBe(204);
    const replayed = await app.request('/api/authenticated', { headers: { Cookie: cookie! } });
    expect(((await replayed.json()) as { authenticated: boolean }).authenticated).toBe(false);
  });

  it('gives an embedded widget a partitioned SameSite=None cookie (third-party cookies blocked)', async () => {
    const embedded = testBrowser(app);
    const challenge = (await embedded.get('/api/auth/captcha')).body as { id: string };
    const response = await app.request('/api/auth/captcha/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Rad-Embedded': '1' },
      body: JSON.stringify({ token: `${challenge.id}.0` }),
    });
    // Whatever the captcha's outcome, the patient call starts a session; the embedded header shapes its cookie.
    expect(response.status).toBe(200);
    const patient = await app.request('/api/auth/patient', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Rad-Embedded': '1' },
      body: JSON.stringify({ ...APPOINTMENT, dateOfBirth: ANA_DOB }),
    });
    const cookie = patient.headers.get('Set-Cookie')!;
    for (const part of ['HttpOnly', 'SameSite=None', 'Secure', 'Partitioned']) expect(cookie).toContain(part);
  });

  it('a staff booking link brings the staff wording as role translations', async () => {
    const browser = await signedInBrowser();
    const { body } = await browser.post('/api/auth/patient', {
      type: 'APPOINTMENT',
      bookingKey: 'DEMO-APPT-1002',
      dateOfBirth: '1972-11-05',
      staffBooking: true,
    });
    expect(body.success).toBe(true);
    expect(JSON.parse(body.roleTranslations as string)).toMatchObject({ 'page.appointments_title': "Your patient's appointment" });
  });

  it('opens a booking request by its slug without a code', async () => {
    const browser = await signedInBrowser();
    const { body } = await browser.post('/api/auth/patient', {
      type: 'BOOKING_REQUEST',
      slug: 'br-2001-mei',
      isBookingRequest: true,
      dateOfBirth: '1990-07-14',
    });
    expect(body).toMatchObject({ success: true, otpRequired: false });
    expect((await browser.get('/api/authenticated')).body.access).toEqual([
      { type: 'BOOKING_REQUEST', bookingKey: 'DEMO-BR-2001', slug: 'br-2001-mei' },
    ]);
  });

  it('answers 400 with a message key for a link without a key, a garbled date or a letter in the contact number', async () => {
    const browser = await signedInBrowser();
    const noKey = await browser.post('/api/auth/patient', { type: 'APPOINTMENT', dateOfBirth: ANA_DOB });
    expect(noKey).toEqual({ status: 400, body: { message: 'message.authentication_link_incomplete', code: 'invalid_request' } });
    for (const [dateOfBirth, message] of [
      ['1985-02-31', 'message.date_of_birth_invalid'],
      ['27/03/1985', 'message.date_of_birth_invalid'],
      ['', 'message.date_of_birth_required'],
      ['x', 'message.date_of_birth_invalid'],
      ['2999-01-01', 'message.date_of_birth_future'],
    ]) {
      const garbled = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth });
      expect(garbled).toEqual({ status: 400, body: { message, code: 'invalid_request', issues: [{ path: 'dateOfBirth', message }] } });
    }
    const phone = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB, contactNumber: '04123a' });
    expect(phone.status).toBe(400);
    // None of these counted as an attempt: they never reached the check.
    expect(await db.query('select * from auth_attempt')).toEqual([]);
  });

  it('checks the contact number when the provider asks for one', async () => {
    const provider = (await loadProvider(db))!;
    await storeProviderConfig(db, {
      config: { ...provider.config, application: { ...provider.config.application, contactNumberAuthEnabled: true } },
    });
    try {
      const browser = await signedInBrowser();
      const wrong = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB, contactNumber: '0400000000' });
      expect(wrong.body.success).toBe(false);
      const right = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB, contactNumber: '0412345678' });
      expect(right.body.success).toBe(true);
    } finally {
      await storeProviderConfig(db, { config: provider.config });
    }
  });
});

describe('hardening', () => {
  it('a burst of parallel guesses is counted one by one: five, then locked, even for the right date in the burst', async () => {
    const browser = await signedInBrowser();
    const guesses = Array.from({ length: 14 }, (_, i) => `1990-02-${String(i + 1).padStart(2, '0')}`);
    const answers = await Promise.all(
      [...guesses, ANA_DOB].map((dateOfBirth) => browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth })),
    );
    // In whatever order the burst arrived (PostgreSQL serves it in parallel), no run of failures
    // passed the limit, and the right date counted at most once (it resets the failures, by design).
    const { recorded, runs, successes } = await failureRuns(db, 'appointment:DEMO-APPT-1001');
    for (const run of runs) expect(run).toBeLessThanOrEqual(5);
    expect(successes).toBeLessThanOrEqual(1);
    expect(answers.filter((answer) => answer.body.success === true).length).toBe(successes);
    // Every guess that was not counted was refused unchecked: as locked, or, when the right date
    // signed in first and so replaced the session the burst carried, as a fresh session that must
    // solve the captcha again. Either way the burst bought no extra tries.
    expect(recorded).toBeLessThanOrEqual(11);
    const refusedUnchecked = answers.filter(
      (answer) => answer.body.maxAttemptsReached === true || answer.body.message === 'message.captcha_required',
    );
    expect(refusedUnchecked.length).toBeGreaterThanOrEqual(answers.length - recorded);
    expect(refusedUnchecked.every((answer) => answer.body.success === false)).toBe(true);
  });

  it('the date of birth again does not buy fresh guesses at the code', async () => {
    const browser = await signedInBrowser();
    await browser.post('/api/auth/patient', { ...SHARED, dateOfBirth: ANA_DOB });
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    for (let i = 0; i < 4; i += 1) await browser.post('/api/auth/otp/validate', { ...SHARED, code: '000000' });
    expect((await browser.post('/api/auth/patient', { ...SHARED, dateOfBirth: ANA_DOB })).body.success).toBe(true);
    const fifth = await browser.post('/api/auth/otp/validate', { ...SHARED, code: '000000' });
    expect(fifth.body).toMatchObject({ success: false, maxAttemptsReached: true });
  });

  it("a share holder using the patient's booking key for results still needs the patient's code", async () => {
    const browser = await signedInBrowser();
    const asPatient = await browser.post('/api/auth/patient', {
      type: 'APPOINTMENT_RESULTS',
      bookingKey: 'DEMO-APPT-1001',
      dateOfBirth: ANA_DOB,
    });
    expect(asPatient.body).toMatchObject({ success: true, otpRequired: true });
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);
    const sent = await browser.post('/api/auth/otp/send', {
      type: 'APPOINTMENT_RESULTS',
      bookingKey: 'DEMO-APPT-1001',
      otpMethod: 'EMAIL',
    });
    expect(sent.body.destination).toBe('a•••@example.com'); // to the patient, not to the share holder
  });

  it('a revoked share is refused and counts as a failure', async () => {
    await db.query(`update result_share set revoked = true where slug = 'share-ana-knee'`);
    try {
      const browser = await signedInBrowser();
      const { body } = await browser.post('/api/auth/patient', { ...SHARED, dateOfBirth: ANA_DOB });
      expect(body).toMatchObject({ success: false, message: 'message.deny_access_revoked' });
      expect(await db.query(`select success from auth_attempt where subject = 'share:share-ana-knee'`)).toEqual([{ success: false }]);
    } finally {
      await db.query(`update result_share set revoked = false where slug = 'share-ana-knee'`);
    }
  });

  it('signing in gives the session a new token: the one from before opens nothing', async () => {
    const browser = await signedInBrowser();
    const before = browser.cookie!;
    await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB });
    expect(browser.cookie).not.toBe(before);
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(true);
    const old = await app.request('/api/authenticated', { headers: { Cookie: before } });
    expect(((await old.json()) as { authenticated: boolean }).authenticated).toBe(false);
  });
});

describe('cross-site forms', () => {
  it('refuses a body that is not JSON (a text/plain form needs no preflight)', async () => {
    const response = await app.request('/api/auth/patient', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ ...APPOINTMENT, dateOfBirth: ANA_DOB }),
    });
    expect(response.status).toBe(415);
  });
});

describe('lockout', () => {
  it('20 wrong dates in a row: locked at the fifth, the right date is refused after, nothing granted', async () => {
    const browser = await signedInBrowser();
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(
        (await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: `1990-01-${String(i + 1).padStart(2, '0')}` })).body,
      );
    }
    expect(
      answers.slice(0, 4).every((answer) => answer.maxAttemptsReached === false && answer.message === 'message.authentication_failed'),
    ).toBe(true);
    expect(answers.slice(4).every((answer) => answer.maxAttemptsReached === true && answer.success === false)).toBe(true);
    const right = await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB });
    expect(right.body).toMatchObject({ success: false, maxAttemptsReached: true });
    // Consistent state: exactly the five real checks were recorded, and the session opens nothing.
    const rows = await db.query<{ count: number }>(
      `select count(*)::int as count from auth_attempt where subject = 'appointment:DEMO-APPT-1001'`,
    );
    expect(rows[0]!.count).toBe(5);
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);
  });

  it('counts per client across booking keys', async () => {
    const browser = await signedInBrowser();
    for (let i = 0; i < CLIENT_MAX_FAILURES_PER_HOUR; i += 1) {
      await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey: `GUESS-${i}`, dateOfBirth: '1990-01-01' });
    }
    const other = await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1002', dateOfBirth: '1972-11-05' });
    expect(other.body).toMatchObject({ success: false, maxAttemptsReached: true });
  });
});

describe('one-time codes', () => {
  async function sharedContact() {
    const browser = await signedInBrowser();
    const dob = await browser.post('/api/auth/patient', { ...SHARED, dateOfBirth: ANA_DOB });
    expect(dob.body).toMatchObject({ success: true, otpRequired: true });
    return browser;
  }

  async function latestCode(recipient: string): Promise<string> {
    const [message] = await listOutbox(db, { recipient });
    return message!.code!;
  }

  it('shared results: the date alone opens nothing; the code sent to the contact does, once', async () => {
    const browser = await sharedContact();
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);

    const sent = await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    expect(sent.body).toEqual({ sent: true, channel: 'EMAIL', destination: 's•••@example.com', resendAfterSeconds: 5 });
    const [email] = await listOutbox(db, { recipient: 'sam.kovac@example.com' });
    expect(email!.code).toMatch(/^[0-9]{6}$/);
    expect(email!.body).toContain(email!.code);
    expect(email!.body).toContain('Sam Kovac');

    const again = await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ message: 'message.otp_resend_wait' });

    const code = email!.code!;
    const wrong = await browser.post('/api/auth/otp/validate', { ...SHARED, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toEqual({ success: false, maxAttemptsReached: false, message: 'message.authentication_otp_error' });
    const right = await browser.post('/api/auth/otp/validate', { ...SHARED, code });
    expect(right.body.success).toBe(true);
    expect(JSON.parse(right.body.roleTranslations as string)).toEqual({ 'page.appointments_title': 'Results shared with you' });
    // By slug only: the share holder is never handed the patient's booking key.
    expect((await browser.get('/api/authenticated')).body.access).toEqual([{ type: 'APPOINTMENT_RESULTS', slug: 'share-ana-knee' }]);

    // Single use: another browser that got past the date of birth cannot spend it again.
    const other = await sharedContact();
    const replay = await other.post('/api/auth/otp/validate', { ...SHARED, code });
    expect(replay.body).toMatchObject({ success: false, message: 'message.otp_used' });
    expect((await other.get('/api/authenticated')).body.authenticated).toBe(false);
  });

  it('a code whose answer was lost: sent again from the same browser it carries on, with or without the answer’s cookie', async () => {
    const browser = await sharedContact();
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    const code = await latestCode('sam.kovac@example.com');
    const before = browser.cookie;
    expect((await browser.post('/api/auth/otp/validate', { ...SHARED, code })).body.success).toBe(true);
    const after = browser.cookie;
    expect(after).not.toBe(before);
    const attempts = async () =>
      (await db.query<{ count: number }>(`select count(*)::int as count from auth_attempt where subject = 'share:share-ana-knee'`))[0]!
        .count;
    const counted = await attempts();

    // The answer arrived with its cookie: the repeat answers success and changes nothing.
    const again = await browser.post('/api/auth/otp/validate', { ...SHARED, code });
    expect(again.body).toMatchObject({ success: true });
    expect(browser.cookie).toBe(after);

    // The answer was lost with its cookie: the browser still sends the token from before the sign-in.
    browser.cookie = before;
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);
    const repeat = await browser.post('/api/auth/otp/validate', { ...SHARED, code });
    expect(repeat.body).toMatchObject({ success: true });
    expect(browser.cookie).not.toBe(before);
    expect((await browser.get('/api/authenticated')).body.access).toEqual([{ type: 'APPOINTMENT_RESULTS', slug: 'share-ana-knee' }]);
    expect(await attempts()).toBe(counted);

    // The session that repeat replaced opens nothing any more; a wrong code from the old token is not a repeat.
    const current = browser.cookie;
    browser.cookie = after;
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);
    browser.cookie = before;
    const wrong = await browser.post('/api/auth/otp/validate', { ...SHARED, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(403);
    browser.cookie = current;
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(true);
  });

  it('the SMS code is the one_time_code_sms template in the page’s language: Macedonian for mk, English otherwise', async () => {
    const browser = await sharedContact();
    await db.query('delete from otp_code');
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'SMS', locale: 'mk' });
    const [macedonian] = await listOutbox(db, { recipient: '0455667788' });
    expect(macedonian!.body).toBe(`${macedonian!.code} е вашиот код за Harbourside Radiology. Важи 10 минути. Никогаш не го споделувајте.`);

    await db.query(`update otp_code set created_at = now() - interval '1 minute'`); // past the resend wait
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'SMS', locale: 'en-US' });
    const [english] = await listOutbox(db, { recipient: '0455667788' });
    expect(english!.body).toBe(`${english!.code} is your Harbourside Radiology code. It expires in 10 minutes. Never share it.`);
  });

  it('a code asked for without a locale is written in the provider’s jsLocale, not always en-AU', async () => {
    const provider = (await loadProvider(db))!;
    await storeProviderConfig(db, { config: { ...provider.config, application: { ...provider.config.application, jsLocale: 'mk' } } });
    try {
      const browser = await sharedContact();
      await db.query('delete from otp_code');
      expect((await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'SMS' })).status).toBe(200);
      const [sms] = await listOutbox(db, { recipient: '0455667788' });
      expect(sms!.body).toBe(`${sms!.code} е вашиот код за Harbourside Radiology. Важи 10 минути. Никогаш не го споделувајте.`);
    } finally {
      await storeProviderConfig(db, { config: provider.config });
    }
  });

  it('an expired code, and a code replaced by a newer one, are refused as expired', async () => {
    const browser = await sharedContact();
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'SMS' });
    const [sms] = await listOutbox(db, { recipient: '0455667788' });
    expect(sms!.channel).toBe('sms');
    await db.query(`update otp_code set expires_at = now() - interval '1 second'`);
    const expired = await browser.post('/api/auth/otp/validate', { ...SHARED, code: sms!.code });
    expect(expired.body).toMatchObject({ success: false, message: 'message.otp_expired' });

    await db.query(`update otp_code set created_at = now() - interval '1 minute'`); // past the resend wait
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    const first = await latestCode('sam.kovac@example.com');
    await db.query(`update otp_code set created_at = now() - interval '1 minute'`);
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    const second = await latestCode('sam.kovac@example.com');
    if (first !== second) {
      const superseded = await browser.post('/api/auth/otp/validate', { ...SHARED, code: first });
      expect(superseded.body).toMatchObject({ success: false, message: 'message.otp_expired' });
    }
    expect((await browser.post('/api/auth/otp/validate', { ...SHARED, code: second })).body.success).toBe(true);
  });

  it('refuses a 5-digit or lettered code with its own message, without counting it', async () => {
    const browser = await sharedContact();
    expect((await browser.post('/api/auth/otp/validate', { ...SHARED, code: '12345' })).body).toMatchObject({
      message: 'message.otp_length',
    });
    expect((await browser.post('/api/auth/otp/validate', { ...SHARED, code: '12a456' })).body).toMatchObject({
      message: 'message.otp_digits_only',
    });
    expect(await db.query(`select * from auth_attempt where kind = 'otp'`)).toEqual([]);
  });

  it('sends no code to a session that has not given the date of birth', async () => {
    const stranger = await signedInBrowser();
    const response = await stranger.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    expect(response.status).toBe(403);
    expect(await listOutbox(db, { recipient: 'sam.kovac@example.com' })).toHaveLength(0);
  });

  it('five wrong codes lock the share', async () => {
    const browser = await sharedContact();
    await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
    const code = await latestCode('sam.kovac@example.com');
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await browser.post('/api/auth/otp/validate', { ...SHARED, code: wrongCode })).body);
    expect(answers.at(-1)).toMatchObject({ success: false, maxAttemptsReached: true });
    expect((await browser.post('/api/auth/otp/validate', { ...SHARED, code })).body).toMatchObject({ maxAttemptsReached: true });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit', async () => {
    // Counts live in the database, which this file's other tests share: start from none.
    await db.query('delete from rate_limit_window');
    const limited = createApp({ db, log: 'silent', authRateLimit: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await limited.request('/api/auth/captcha')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await limited.request('/api/auth/captcha');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('booking request referral (secured)', () => {
  it('answers the referral link and the PDF only to the session that opened the booking request', async () => {
    const stranger = testBrowser(app);
    expect((await stranger.get('/api/secured/booking_requests/DEMO-BR-2001/download')).status).toBe(401);

    const browser = await signedInBrowser();
    await browser.post('/api/auth/patient', { type: 'BOOKING_REQUEST', bookingKey: 'DEMO-BR-2001', dateOfBirth: '1990-07-14' });
    const link = await browser.get('/api/secured/booking_requests/DEMO-BR-2001/download');
    expect(link).toEqual({ status: 200, body: { url: '/api/secured/booking_requests/DEMO-BR-2001/referral' } });
    // The referral PDF is shown as its pages drawn by the server (issue 23), never handed to a PDF viewer.
    const page = await app.request('/api/secured/booking_requests/DEMO-BR-2001/referral', { headers: { Cookie: browser.cookie! } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await page.text()).toContain('<img src="/api/secured/booking_requests/DEMO-BR-2001/referral/images/1"');
    const image = await app.request('/api/secured/booking_requests/DEMO-BR-2001/referral/images/1', {
      headers: { Cookie: browser.cookie! },
    });
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(await stranger.get('/api/secured/booking_requests/DEMO-BR-2001/referral/images/1')).toMatchObject({ status: 401 });
  });
});

describe('retention', () => {
  it('forgets attempts older than the failure window and codes a day after they expired, and keeps the rest', async () => {
    await db.query(
      `insert into auth_attempt (subject, client, kind, success, created_at) values
         ('old-subject', 'old-client', 'dob', false, now() - interval '25 hours'),
         ('new-subject', 'new-client', 'dob', false, now() - interval '23 hours')`,
    );
    await db.query(
      `insert into otp_code (subject, type, code_hash, channel, created_at, expires_at) values
         ('old-subject', 'APPOINTMENT_RESULTS', 'x', 'EMAIL', now() - interval '2 days', now() - interval '25 hours'),
         ('new-subject', 'APPOINTMENT_RESULTS', 'y', 'EMAIL', now() - interval '2 hours', now() - interval '110 minutes')`,
    );
    const browser = await signedInBrowser();
    await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB });
    const attempts = await db.query<{ subject: string }>(`select subject from auth_attempt where subject like '%-subject'`);
    const codes = await db.query<{ subject: string }>(`select subject from otp_code where subject like '%-subject'`);
    expect(attempts.map((row) => row.subject)).toEqual(['new-subject']);
    expect(codes.map((row) => row.subject)).toEqual(['new-subject']);
  });
});
