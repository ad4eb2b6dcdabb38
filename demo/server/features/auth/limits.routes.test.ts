/**
 * The sign-in limits no other test reaches, through the routes on one database: five codes an
 * hour per subject whatever the sessions, the session's absolute lifetime however busy, and the
 * captcha challenge's lifetime. Time passes by moving the stored timestamps back, never by waiting.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { listOutbox } from '../outbox/queries';
import { SESSION_TTL_MINUTES } from '../session/limits';
import { CAPTCHA_TTL_MINUTES, OTP_MAX_PER_HOUR } from './limits';
import { resetSignInState, testBrowser, type TestBrowser } from './test-browser';

let db: Db;
let app: ReturnType<typeof createApp>;

const SHARED = { type: 'APPOINTMENT_RESULTS', slug: 'share-ana-knee', shared: true };
const SHARED_SUBJECT = 'share:share-ana-knee';
const CONTACT = 'sam.kovac@example.com';
const APPOINTMENT = { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' };
const ANA_DOB = '1985-03-27';

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await resetSignInState(db);
});

/** A browser past the captcha and the date of birth of the shared-results link: a code is due. */
async function sharedContact(): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', { ...SHARED, dateOfBirth: ANA_DOB })).body).toMatchObject({ otpRequired: true });
  return browser;
}

const codesSent = async () => (await listOutbox(db, { recipient: CONTACT })).length;

/** Time passes for the codes: every stored code is `seconds` older. */
const ageCodes = (seconds: number) =>
  db.query(`update otp_code set created_at = created_at - make_interval(secs => $1), expires_at = expires_at - make_interval(secs => $1)`, [
    seconds,
  ]);

describe(`at most ${OTP_MAX_PER_HOUR} codes an hour`, () => {
  it('the sixth code within an hour is a 429 and sends nothing, whichever session asks', async () => {
    for (let sent = 0; sent < OTP_MAX_PER_HOUR; sent += 1) {
      // A new session for each code: the limit follows the patient's link, not the browser.
      const browser = await sharedContact();
      expect((await browser.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' })).status).toBe(200);
      await ageCodes(60); // past the resend wait, well inside the hour
    }
    expect(await codesSent()).toBe(OTP_MAX_PER_HOUR);

    const sixth = await (await sharedContact()).post('/api/auth/otp/send', { ...SHARED, otpMethod: 'SMS' });
    expect(sixth).toEqual({ status: 429, body: { message: 'message.too_many_requests', code: 'rate_limited', retryAfterSeconds: 3600 } });
    expect((await listOutbox(db)).length).toBe(OTP_MAX_PER_HOUR);

    // An hour after the first code, one more may go.
    await ageCodes(3600 - 60 * OTP_MAX_PER_HOUR + 1);
    expect((await (await sharedContact()).post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' })).status).toBe(200);
    expect(await codesSent()).toBe(OTP_MAX_PER_HOUR + 1);
  });

  it('under any sequence of requests from several sessions, no hour sends more than the limit', async () => {
    const browsers = [await sharedContact(), await sharedContact(), await sharedContact()];
    const step = fc.record({
      browser: fc.integer({ min: 0, max: browsers.length - 1 }),
      waitSeconds: fc.oneof(
        // Mostly just past the resend wait, so an hour fills up; now and then longer, or too soon.
        { arbitrary: fc.integer({ min: 5, max: 60 }), weight: 3 },
        { arbitrary: fc.integer({ min: 0, max: 1500 }), weight: 1 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await db.query('delete from otp_code');
        await db.query('delete from outbox');
        const resendWait = 5;
        /** The model: ages in seconds of the codes sent so far. */
        let ages: number[] = [];
        for (const { browser, waitSeconds } of steps) {
          await ageCodes(waitSeconds);
          ages = ages.map((age) => age + waitSeconds);
          const inHour = ages.filter((age) => age < 3600).length;
          const newest = Math.min(...ages);
          const answer = await browsers[browser]!.post('/api/auth/otp/send', { ...SHARED, otpMethod: 'EMAIL' });
          if (ages.length > 0 && newest < resendWait) {
            expect(answer.status).toBe(429);
          } else if (inHour >= OTP_MAX_PER_HOUR) {
            expect(answer).toMatchObject({ status: 429, body: { message: 'message.too_many_requests' } });
          } else {
            expect(answer.status).toBe(200);
            ages.push(0);
          }
          expect(await codesSent()).toBe(ages.length);
          const [stored] = await db.query<{ n: number }>(
            `select count(*)::int as n from otp_code where subject = $1 and created_at > now() - interval '1 hour'`,
            [SHARED_SUBJECT],
          );
          expect(stored!.n).toBeLessThanOrEqual(OTP_MAX_PER_HOUR);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe(`a session lasts ${SESSION_TTL_MINUTES} minutes at most`, () => {
  it('a session that stayed active is refused once the absolute limit has passed', async () => {
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    expect((await browser.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB })).body.success).toBe(true);
    // The session began ten minutes short of the limit; the patient has been busy all along.
    const signedInAgo = async (minutes: number) =>
      db.query(
        `update auth_session set created_at = created_at - make_interval(mins => $1), expires_at = expires_at - make_interval(mins => $1)`,
        [minutes],
      );
    await signedInAgo(SESSION_TTL_MINUTES - 10);
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(true);
    expect((await browser.get(`/api/secured/appointments/${APPOINTMENT.bookingKey}/summary`)).status).toBe(200);

    // Eleven minutes later, with a request a minute ago (never idle), the session has ended.
    await signedInAgo(11);
    await db.query(`update auth_session set last_seen_at = now() - interval '1 minute'`);
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);
    expect((await browser.get(`/api/secured/appointments/${APPOINTMENT.bookingKey}/summary`)).status).toBe(401);
  });
});

describe(`a captcha challenge lives ${CAPTCHA_TTL_MINUTES} minutes`, () => {
  /** A challenge from the server and its answer, found as the widget finds it. */
  async function solvedChallenge(browser: TestBrowser): Promise<{ id: string; token: string }> {
    const { id, salt, challenge, maxNumber } = (await browser.get('/api/auth/captcha')).body as {
      id: string;
      salt: string;
      challenge: string;
      maxNumber: number;
    };
    for (let n = 0; n <= maxNumber; n += 1) {
      if (createHash('sha256').update(`${salt}${n}`).digest('hex') === challenge) return { id, token: `${id}.${n}` };
    }
    throw new Error('no answer');
  }
  const issuedAgo = (id: string, seconds: number) =>
    db.query(
      `update captcha_challenge set created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2)
        where id = $1`,
      [id, seconds],
    );

  it('a solved challenge older than that does not sign in; one just younger does', async () => {
    const late = testBrowser(app);
    const old = await solvedChallenge(late);
    await issuedAgo(old.id, CAPTCHA_TTL_MINUTES * 60 + 1);
    expect((await late.post('/api/auth/captcha/verify', { token: old.token })).body).toEqual({ result: false });
    expect((await late.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB })).body).toMatchObject({
      success: false,
      message: 'message.captcha_required',
    });
    expect((await late.get('/api/authenticated')).body.authenticated).toBe(false);

    const inTime = testBrowser(app);
    const young = await solvedChallenge(inTime);
    await issuedAgo(young.id, CAPTCHA_TTL_MINUTES * 60 - 30);
    expect((await inTime.post('/api/auth/captcha/verify', { token: young.token })).body).toEqual({ result: true });
    expect((await inTime.post('/api/auth/patient', { ...APPOINTMENT, dateOfBirth: ANA_DOB })).body).toMatchObject({ success: true });
  });
});
