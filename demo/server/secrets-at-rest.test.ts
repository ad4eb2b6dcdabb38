/**
 * Secrets are stored as hashes (docs/rules.md#privacy-secrets-hashed): after the flows that hand a
 * client a session token, a one-time code, a referrer key or an image link, the raw value the
 * client holds appears in no column of any table. The outbox is left out: it stands for the mail
 * and SMS gateway, so it holds what was delivered (the code in the message) by design.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Db } from './db/db';
import { testBrowser, type TestBrowser } from './features/auth/test-browser';
import { DEMO_REFERRER_API_KEY } from './features/booking/seed-schedules';
import { DEMO_DIRECT_INPUT, DEMO_IMSEC } from './features/image-viewer/demo-data';
import { listOutbox } from './features/outbox/queries';
import { mondayAhead, openTestDb } from './test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
let tables: string[];

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  tables = (
    await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'outbox' order by table_name`,
    )
  ).map((row) => row.table_name);
}, 120_000);
afterAll(async () => db?.close());

/** The tables with a row in which `secret` is part of any column's text. */
async function tablesHolding(secret: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from "${table}" t where strpos(row_to_json(t)::text, $1) > 0`, [
      secret,
    ]);
    if (row!.n > 0) found.push(table);
  }
  return found;
}

/** The tables with a row in which some column is exactly `secret` (a short code would match digits anywhere). */
async function tablesWithColumnEqualTo(secret: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from "${table}" t where exists (select 1 from json_each_text(row_to_json(t)) c where c.value = $1)`,
      [secret],
    );
    if (row!.n > 0) found.push(table);
  }
  return found;
}

const tokenOf = (browser: TestBrowser) => browser.cookie!.replace(/^rad_session=/, '');

describe('secrets are stored as hashes only', () => {
  it('the scan sees what is stored in clear (a booking key)', async () => {
    expect(await tablesHolding('DEMO-APPT-1001')).toContain('appointment');
    expect(await tablesWithColumnEqualTo('DEMO-APPT-1001')).toContain('appointment');
  });

  it('session tokens, before and after sign-in, are in no table', async () => {
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    const before = tokenOf(browser);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(
      (await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001', dateOfBirth: '1985-03-27' })).body,
    ).toMatchObject({ success: true });
    const after = tokenOf(browser);
    expect(after).not.toBe(before);
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(true);
    expect(await tablesHolding(before)).toEqual([]);
    expect(await tablesHolding(after)).toEqual([]);
  });

  it('a one-time code, sent and then accepted, is in no table', async () => {
    const link = { type: 'APPOINTMENT_RESULTS', slug: 'share-ana-knee', shared: true };
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    expect((await browser.post('/api/auth/patient', { ...link, dateOfBirth: '1985-03-27' })).body).toMatchObject({ otpRequired: true });
    expect((await browser.post('/api/auth/otp/send', { ...link, otpMethod: 'EMAIL' })).status).toBe(200);
    const [message] = await listOutbox(db, { recipient: 'sam.kovac@example.com' });
    const code = message!.code!;
    expect(await tablesWithColumnEqualTo(code)).toEqual([]);
    expect((await browser.post('/api/auth/otp/validate', { ...link, code })).body).toMatchObject({ success: true });
    expect(await tablesWithColumnEqualTo(code)).toEqual([]);
    expect(await tablesHolding(tokenOf(browser))).toEqual([]);
  });

  it('a referrer key that sent an enquiry is in no table', async () => {
    const day = mondayAhead(4);
    const search = await app.request(`/api/clinic_appointments?clinicIds=chatswood&examSlug=mri-knee&start=${day}&end=${day}`);
    const { clinics } = (await search.json()) as { clinics: { slots: { start: string }[] }[] };
    const sent = await app.request('/api/booking_requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), 'X-Api-Key': DEMO_REFERRER_API_KEY },
      body: JSON.stringify({
        form: {
          firstName: 'Ada',
          lastName: 'Nguyen',
          email: 'secrets@example.test',
          dateOfBirth: '1980-04-02',
          contactNumber: '0412345678',
        },
        items: [{ clinicSlug: 'chatswood', examSlug: 'mri-knee', start: clinics[0]!.slots[0]!.start }],
      }),
    });
    expect(sent.status).toBe(201);
    const [marked] = await db.query<{ n: number }>(
      `select count(*)::int as n from booking_request r join patient p on p.id = r.patient_id
        where p.email = 'secrets@example.test' and r.referrer_api_key_id is not null`,
    );
    expect(marked!.n).toBe(1);
    expect(await tablesHolding(DEMO_REFERRER_API_KEY)).toEqual([]);
  });

  it('image-link tokens, opened, are in no table but the result that carries the link', async () => {
    const opened = await app.request(`http://portal.test/api/image_viewer?input=${DEMO_IMSEC.active}`);
    expect(opened.status).toBe(200);
    for (const token of Object.values(DEMO_DIRECT_INPUT)) {
      expect({ token, tables: await tablesHolding(token) }).toEqual({ token, tables: [] });
    }
    // A result's images link is the practice system's URL, handed to the patient as it came, so
    // it holds its token in clear (docs/rules.md "Gaps"); the viewer's own tables hold hashes only.
    for (const token of Object.values(DEMO_IMSEC)) {
      const found = await tablesHolding(token);
      expect({ token, tables: found.filter((table) => table !== 'appointment_result') }).toEqual({ token, tables: [] });
    }
    const inResults = await db.query<{ images_url: string }>(
      `select images_url from appointment_result where strpos(row_to_json(appointment_result)::text, $1) > 0`,
      [DEMO_IMSEC.active],
    );
    expect(inResults.map((row) => row.images_url)).toEqual(inResults.map(() => `/referrer/quick-report?imsec=${DEMO_IMSEC.active}`));
  });
});
