/**
 * Shared by the server's tests: one prepared database per test file (PGlite takes a few seconds to
 * start, so files share one rather than opening one per test). Under vitest each file's PGlite is a
 * copy of the run's seeded database (test-database-snapshot.ts), not a fresh initdb, migrate and seed.
 *
 * `SERVER_TEST_DB=postgres` with `TEST_DATABASE_URL` (an admin URL) runs the same tests on a real
 * PostgreSQL: each file gets a fresh database, dropped again on close. CI runs the server tests
 * both ways (.ci/run), since a provider who outgrows one machine takes the PostgreSQL path.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from './app';
import { loadProvider, storeProviderConfig } from './features/config/service';
import { prepareDatabase } from './server';
import type { Db } from './db/db';
import { publicHolidays } from './domain/booking';
import { openPgliteDb } from './db/pglite-db';
import { openPostgresDb } from './db/postgres-db';
import { openSeededCopy } from './test-database-snapshot';

/** The admin URL when the server tests are to run on PostgreSQL, else undefined (PGlite). */
export function testPostgresUrl(): string | undefined {
  return process.env.SERVER_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names the run's migrated and seeded PostgreSQL database, which each file's database copies. */
export const PG_TEMPLATE_ENV = 'RAD_TEST_PG_TEMPLATE';
const DATABASE_NAME = /^rad_widgets_(test|template)_[0-9a-f]{10}$/;

/**
 * A new PostgreSQL database, empty or a copy of `template`; `drop` removes it (closing its
 * connections first). A copy takes a fraction of a second where migrating and seeding took seconds.
 */
export async function createTestDatabase(
  adminUrl: string,
  options: { template?: string; prefix?: 'test' | 'template' } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `rad_widgets_${options.prefix ?? 'test'}_${randomBytes(5).toString('hex')}`;
  const template = options.template;
  if (template !== undefined && !DATABASE_NAME.test(template)) throw new Error(`not a test template database: ${template}`);
  await admin(adminUrl, async (client) => {
    // Two files copying the template at the same instant can meet PostgreSQL's "being accessed by
    // other users" check: a short retry is enough.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
        return;
      } catch (error) {
        if (!template || attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** The run's template: migrated and seeded once (vitest global setup); undefined without PostgreSQL. */
export async function buildTemplateDatabase(): Promise<{ name: string; drop(): Promise<void> } | undefined> {
  const adminUrl = testPostgresUrl();
  if (!adminUrl) return undefined;
  const database = await createTestDatabase(adminUrl, { prefix: 'template' });
  const db = await openPostgresDb(database.url);
  try {
    await prepareDatabase(db);
  } finally {
    // A template must have no connection left open, or copying it is refused.
    await db.close();
  }
  return database;
}

export async function openTestDb(): Promise<Db> {
  const adminUrl = testPostgresUrl();
  if (!adminUrl) {
    const copy = await openSeededCopy();
    if (copy) return copy;
    const db = await openPgliteDb();
    await prepareDatabase(db);
    return db;
  }
  const template = process.env[PG_TEMPLATE_ENV];
  const database = await createTestDatabase(adminUrl, template ? { template } : {});
  const db = await openPostgresDb(database.url);
  // On a copy nothing is pending to migrate; the seed's per-start parts follow the clock as on a fresh database.
  await prepareDatabase(db);
  return {
    ...db,
    kind: db.kind,
    query: db.query.bind(db),
    exec: db.exec.bind(db),
    withConnection: db.withConnection.bind(db),
    listen: db.listen.bind(db),
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * A prepared database whose provider lets `parentOrigins` frame the portal, and an app that answers
 * CORS for `allowedOrigins` with the development routes on: the session and error-report tests' setup.
 */
export async function openFramedTestApp(options: { allowedOrigins: string[]; parentOrigins: string[] }) {
  const db = await openTestDb();
  const config = (await loadProvider(db))!.config;
  config.integration.allowedParentOrigins = options.parentOrigins;
  await storeProviderConfig(db, { config });
  const app = createApp({ db, allowedOrigins: options.allowedOrigins, log: 'silent', devRoutes: true });
  return { db, app };
}

export function tempDir(prefix = 'rad-widgets-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * A copy of a demo booking under a new booking key (same patient, clinic and time; the exam may
 * differ), so a test can cancel, answer or check in without touching the demo's own bookings.
 */
export async function copyDemoBooking(
  db: Pick<Db, 'query'>,
  fromKey: string,
  newKey: string,
  options: { exam?: string } = {},
): Promise<void> {
  await db.query(
    `insert into appointment (booking_key, patient_id, status, results_available)
     select $2, patient_id, status, results_available from appointment where booking_key = $1`,
    [fromKey, newKey],
  );
  await db.query(
    `insert into appointment_item (slug, booking_key, clinic_slug, exam_slug, starts_at, ends_at, status)
     select lower($2) || '-' || row_number() over (order by starts_at, slug), $2, clinic_slug, coalesce($3, exam_slug),
            starts_at, ends_at, status
       from appointment_item where booking_key = $1`,
    [fromKey, newKey, options.exam ?? null],
  );
}

const YES_NO = 'http://terminology.hl7.org/CodeSystem/v2-0136';
const yesNo = (linkId: string, value: boolean) => ({ linkId, answer: [{ valueBoolean: value }] });

/** Answers to the seeded safety questionnaires that let a booking go ahead (nothing denies it). */
export const SAFE_ANSWERS: Readonly<Record<string, unknown>> = {
  'mri-safety': {
    resourceType: 'QuestionnaireResponse',
    status: 'completed',
    item: [
      yesNo('pacemaker', false),
      yesNo('implants', false),
      yesNo('metal-eye', false),
      { linkId: 'pregnant', answer: [{ valueCoding: { system: YES_NO, code: 'N' } }] },
      yesNo('claustrophobia', false),
      { linkId: 'weight', answer: [{ valueQuantity: { value: 70, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' } }] },
    ],
  },
  'ct-contrast': {
    resourceType: 'QuestionnaireResponse',
    status: 'completed',
    item: [yesNo('contrast-reaction', false), yesNo('kidney-disease', false), yesNo('diabetes', false)],
  },
};

/**
 * Answers the required questionnaires of these exams under a booking key, as the booking form does
 * before it books (the server refuses a booking whose safety questions are unanswered).
 */
export async function answerRequiredQuestionnaires(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  bookingKey: string,
  examSlugs: readonly string[],
): Promise<void> {
  const done = new Set<string>();
  for (const examSlug of examSlugs) {
    const load = await app.request(`/api/questionnaires?examSlugs=${examSlug}&types=REQUIRED_ON_CONFIRMATION`);
    const { questionnaires } = (await load.json()) as { questionnaires: { questionnaireId: string }[] };
    for (const { questionnaireId } of questionnaires.filter((record) => !done.has(record.questionnaireId))) {
      const answer = SAFE_ANSWERS[questionnaireId];
      if (!answer) throw new Error(`no safe answer for ${questionnaireId}`);
      const saved = await app.request('/api/questionnaires/temporary', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ temporaryKey: bookingKey, examSlug, questionnaireId, questionnaireResult: JSON.stringify(answer) }),
      });
      // 409: the key already holds a denial of it (a test set one up); the booking will be refused.
      if (saved.status !== 200 && saved.status !== 409) throw new Error(`saving ${questionnaireId}: ${saved.status} ${await saved.text()}`);
      done.add(questionnaireId);
    }
  }
}

/** A new booking key with the exams' safety questions answered: what the booking form has when it books. */
export async function answeredBookingKey(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  examSlugs: readonly string[],
): Promise<string> {
  const issued = await app.request('/api/booking_keys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: '{}',
  });
  const { bookingKey } = (await issued.json()) as { bookingKey: string };
  await answerRequiredQuestionnaires(app, bookingKey, examSlugs);
  return bookingKey;
}

/** The states of the demo clinics: a test's working week avoids each one's public holidays. */
const DEMO_STATES = ['NSW', 'QLD', 'WA', 'SA'];

/**
 * A Monday at least `weeks` ahead whose working week (Monday to Friday) holds no public holiday
 * of any demo clinic's state: the clinics take no bookings on those (domain/booking/closures.ts),
 * so a test that books "a Monday four weeks ahead" must not land on Boxing Day.
 */
export function mondayAhead(weeks: number, now = Date.now()): string {
  const day = new Date(now + weeks * 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  for (let tries = 0; tries < 12; tries += 1) {
    const week = Array.from({ length: 5 }, (_, offset) => new Date(day.getTime() + offset * 86_400_000).toISOString().slice(0, 10));
    const year = day.getUTCFullYear();
    const closed = DEMO_STATES.some((state) =>
      week.some((text) => publicHolidays(state, year).has(text) || publicHolidays(state, year + 1).has(text)),
    );
    if (!closed) break;
    day.setUTCDate(day.getUTCDate() + 7);
  }
  return day.toISOString().slice(0, 10);
}
