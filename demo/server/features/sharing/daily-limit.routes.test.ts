/**
 * A booking makes at most SHARES_PER_DAY shares a day, through the real sign-in and routes: the
 * next one is a 429 that stores and sends nothing, also when the requests come all at once.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { testBrowser, type TestBrowser } from '../auth/test-browser';
import { listOutbox } from '../outbox/queries';
import { SHARES_PER_DAY } from './service';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000, publicOrigin: 'https://portal.example-radiology.test/' });
}, 120_000);
afterAll(async () => db?.close());

/** A copy of Ana's booking with a result to share, and Ana signed in to its results (date of birth and code). */
async function patientOf(key: string): Promise<TestBrowser> {
  await copyDemoBooking(db, 'DEMO-APPT-1001', key);
  await db.query(
    `insert into appointment_result (booking_key, item_slug, report, reported_by, reported_at, images_url, available_until)
     values ($1, lower($1) || '-1', 'Findings: normal knee.', 'Dr Test', now(), null, now() + interval '1 year')`,
    [key],
  );
  const link = { type: 'APPOINTMENT_RESULTS', bookingKey: key };
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', { ...link, dateOfBirth: '1985-03-27' })).body).toMatchObject({ success: true });
  await db.query('delete from otp_code');
  await db.query('delete from outbox');
  expect((await browser.post('/api/auth/otp/send', { ...link, otpMethod: 'EMAIL' })).status).toBe(200);
  const [message] = await listOutbox(db, { recipient: 'ana.kovac@example.com' });
  expect((await browser.post('/api/auth/otp/validate', { ...link, code: message!.code })).body).toMatchObject({ success: true });
  await db.query('delete from outbox');
  return browser;
}

const share = (n: number) => ({
  contactDetailsType: 'EMAIL',
  contactDetails: `contact${n}@example.com`,
  contactName: `Contact ${n}`,
  note: '',
  type: 'RESULT',
});
const sharesOf = async (key: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from result_share where booking_key = $1', [key]))[0]!.n;
const outboxSize = async () => (await db.query<{ n: number }>('select count(*)::int as n from outbox'))[0]!.n;

describe(`at most ${SHARES_PER_DAY} shares a day`, () => {
  it('the eleventh share of the day is a 429 sharing.too_many that stores and sends nothing', async () => {
    const key = 'TEST-SHARE-LIMIT-1';
    const patient = await patientOf(key);
    for (let n = 1; n <= SHARES_PER_DAY; n += 1) expect((await patient.post(`/api/secured/sharing/${key}`, share(n))).status).toBe(201);
    const mailed = await outboxSize();
    expect(mailed).toBeGreaterThanOrEqual(SHARES_PER_DAY); // each contact got their link

    const eleventh = await patient.post(`/api/secured/sharing/${key}`, share(SHARES_PER_DAY + 1));
    expect(eleventh).toEqual({ status: 429, body: { message: 'sharing.too_many', code: 'rate_limited' } });
    expect(await sharesOf(key)).toBe(SHARES_PER_DAY);
    expect(await outboxSize()).toBe(mailed);
    expect(await listOutbox(db, { recipient: `contact${SHARES_PER_DAY + 1}@example.com` })).toEqual([]);

    // A day later the booking may share again.
    await db.query(`update result_share set created_at = created_at - interval '24 hours 1 minute' where booking_key = $1`, [key]);
    expect((await patient.post(`/api/secured/sharing/${key}`, share(SHARES_PER_DAY + 1))).status).toBe(201);
  });

  it('under any sequence of shares and waits, no 24 hours hold more than the limit', async () => {
    const key = 'TEST-SHARE-LIMIT-3';
    const patient = await patientOf(key);
    let n = 1000;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          // Mostly no wait, so a day fills up; now and then hours, up to more than a day.
          fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 30 }), weight: 1 }),
          { minLength: 1, maxLength: 24 },
        ),
        async (waitsInHours) => {
          await db.query('delete from result_share where booking_key = $1', [key]);
          /** The model: ages in hours of the shares made so far. */
          let ages: number[] = [];
          for (const hours of waitsInHours) {
            await db.query(`update result_share set created_at = created_at - make_interval(hours => $2) where booking_key = $1`, [
              key,
              hours,
            ]);
            ages = ages.map((age) => age + hours);
            const allowed = ages.filter((age) => age < 24).length < SHARES_PER_DAY;
            const made = await patient.post(`/api/secured/sharing/${key}`, share((n += 1)));
            expect(made.status).toBe(allowed ? 201 : 429);
            if (allowed) ages.push(0);
            const [stored] = await db.query<{ n: number }>(
              `select count(*)::int as n from result_share where booking_key = $1 and created_at > now() - interval '24 hours'`,
              [key],
            );
            expect(stored!.n).toBeLessThanOrEqual(SHARES_PER_DAY);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('shares sent all at once still stop at the limit: the rest are 429s, stored and sent nowhere', async () => {
    const key = 'TEST-SHARE-LIMIT-2';
    const patient = await patientOf(key);
    const burst = SHARES_PER_DAY + 4;
    const answers = await Promise.all(Array.from({ length: burst }, (_, n) => patient.post(`/api/secured/sharing/${key}`, share(100 + n))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SHARES_PER_DAY);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(burst - SHARES_PER_DAY);
    expect(await sharesOf(key)).toBe(SHARES_PER_DAY);
    const contactsMailed = new Set(
      (await listOutbox(db)).map((message) => message.recipient).filter((recipient) => /^contact\d+@/.test(recipient)),
    );
    expect(contactsMailed.size).toBe(SHARES_PER_DAY);
  });
});
