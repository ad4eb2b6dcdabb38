/**
 * The retention job (issue 23, defect 4) with a moved clock: what no booking claimed is gone a
 * day after it came, what a booking claimed stays, and two instances running the job at once
 * delete each row once, without error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { testBrowser, type TestBrowser } from '../auth/test-browser';
import { attachTemporaryDocuments } from '../attachments/service';
import { picture } from '../attachments/test-files';
import { postgresFileStore } from '../file-store/postgres-file-store';
import { runRetention, startRetentionJob } from './retention';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-RET-1');
}, 120_000);
afterAll(async () => db?.close());

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

async function issuedKey(): Promise<string> {
  const response = await app.request('/api/booking_keys', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
  return ((await response.json()) as { bookingKey: string }).bookingKey;
}

async function uploadTemporary(browser: TestBrowser, key: string): Promise<Response> {
  const data = new FormData();
  data.set('file', new File([new Uint8Array(picture('image/png'))], 'referral.png'));
  const headers = new Headers(browser.cookie ? { Cookie: browser.cookie } : {});
  const response = await app.request(`/api/temp_documents/${key}/attachments`, { method: 'POST', body: data, headers });
  for (const line of response.headers.getSetCookie()) browser.cookie = line.split(';')[0] ?? null;
  return response;
}

async function listed(browser: TestBrowser, key: string): Promise<string[]> {
  const response = await app.request(`/api/temp_documents/${key}/attachments/response`, { headers: { Cookie: browser.cookie! } });
  return ((await response.json()) as { attachments: { fileName: string }[] }).attachments.map((a) => a.fileName);
}

async function temporaryAnswer(key: string): Promise<void> {
  const [questionnaire] = await db.query<{ id: string }>('select id from questionnaire order by id limit 1');
  await db.query(
    `insert into questionnaire_answer (questionnaire_id, scope, temporary_key, response, outcome) values ($1, 'TEMPORARY', $2, '{}', '{}')`,
    [questionnaire!.id, key],
  );
}

const count = async (sql: string, params: unknown[] = []) => (await db.query<{ count: number }>(sql, params))[0]!.count;

describe('retention of what no booking claimed', () => {
  it('keeps a temporary document, answer and key for 24 hours, then deletes them with their file', async () => {
    const key = await issuedKey();
    const browser = testBrowser(app);
    expect((await uploadTemporary(browser, key)).status).toBe(201);
    await temporaryAnswer(key);
    const files = () => count('select count(*)::int as count from stored_file');
    const filesBefore = await files();

    expect(await runRetention(db, later(23))).toMatchObject({ documents: 0, answers: 0, keys: 0 });
    expect(await listed(browser, key)).toEqual(['referral.png']);

    const report = await runRetention(db, later(25));
    expect(report.documents).toBe(1);
    expect(report.answers).toBe(1);
    expect(report.keys).toBeGreaterThanOrEqual(1);
    expect(await listed(browser, key)).toEqual([]);
    expect(await files()).toBe(filesBefore - 1);
    expect(await count(`select count(*)::int as count from questionnaire_answer where temporary_key = $1`, [key])).toBe(0);
    // The key is gone too: the browser that held it cannot upload under it any more.
    expect((await uploadTemporary(browser, key)).status).toBe(404);
  });

  it('never deletes what a booking claimed', async () => {
    const key = await issuedKey();
    const browser = testBrowser(app);
    expect((await uploadTemporary(browser, key)).status).toBe(201);
    expect(await attachTemporaryDocuments(db, key, { type: 'APPOINTMENT', key: 'TEST-RET-1' })).toBe(1);
    await runRetention(db, later(24 * 30));
    expect(await count(`select count(*)::int as count from attachment where owner_key = 'TEST-RET-1'`)).toBe(1);
    expect(
      await count(
        `select count(*)::int as count from attachment a join stored_file f on f.id = a.storage_name where a.owner_key = 'TEST-RET-1'`,
      ),
    ).toBe(1);
  });

  it('two instances running it at once delete each expired document once, without error', async () => {
    const browser = testBrowser(app);
    for (let i = 0; i < 6; i += 1) expect((await uploadTemporary(browser, await issuedKey())).status).toBe(201);
    const reports = await Promise.all([runRetention(db, later(25)), runRetention(db, later(25))]);
    expect(reports[0]!.documents + reports[1]!.documents).toBe(6);
    expect(await count(`select count(*)::int as count from attachment where owner_type = 'TEMPORARY'`)).toBe(0);
  });

  it('sweeps a stored file no row names (an upload that died half way) after an hour', async () => {
    const store = postgresFileStore(db);
    const orphan = await store.write(
      (async function* () {
        yield new Uint8Array([1, 2, 3]);
      })(),
      { maxBytes: 10 },
    );
    await runRetention(db, later(0.5));
    expect(await store.open(orphan.id)).not.toBeNull();
    expect((await runRetention(db, later(2))).files).toBeGreaterThanOrEqual(1);
    expect(await store.open(orphan.id)).toBeNull();
  });

  it('runs when the server starts, as a job of its own', async () => {
    const key = await issuedKey();
    expect((await uploadTemporary(testBrowser(app), key)).status).toBe(201);
    await db.query(`update attachment set created_at = now() - interval '25 hours' where owner_key = $1`, [key]);
    const errors: unknown[] = [];
    const job = startRetentionJob(db, { temporaryHours: 24, onError: (error) => errors.push(error) });
    await expect
      .poll(() => count(`select count(*)::int as count from attachment where owner_key = $1`, [key]), { timeout: 10_000 })
      .toBe(0);
    await job.stop();
    expect(errors).toEqual([]);
  });
});
