/**
 * Against a real PostgreSQL, when TEST_DATABASE_URL names one (skipped otherwise): several
 * servers starting at once on one empty database migrate and seed it exactly once, and the
 * routes answer the same shapes as on PGlite.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run demo/server/db
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProvider, storeProviderConfig } from '../features/config/service';
import { failureRuns } from '../features/auth/attempt-runs';
import { startServer, type RunningServer } from '../server';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('on PostgreSQL', () => {
  const database = `rad_widgets_test_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  });

  it('three servers starting together migrate and seed once, and share state', async () => {
    servers.push(...(await Promise.all([1, 2, 3].map(() => startServer({ databaseUrl })))));
    const [a, b, c] = servers as [RunningServer, RunningServer, RunningServer];

    const migrations = await a.db.query<{ count: string }>('select count(*) as count from schema_migrations');
    expect(Number(migrations[0]!.count)).toBeGreaterThanOrEqual(1);
    expect(await a.db.query('select 1 from provider')).toHaveLength(1);
    expect(await a.db.query('select 1 from region')).toHaveLength(3);

    expect(await (await fetch(new URL('health', b.url))).json()).toEqual({ status: 'ok', database: 'postgres' });
    const config = (await (await fetch(new URL('api/config', c.url))).json()) as { radiology: { code: string } };
    expect(config.radiology.code).toBe('HRAD');

    // What one server stores, another answers: no state lives in a process.
    await fetch(new URL('api/dev/outbox', a.url), { method: 'DELETE' });
    await a.db.query("insert into outbox (channel, recipient, body, code) values ('sms', '+61400000003', 'code 654321', '654321')");
    const { messages } = (await (await fetch(new URL('api/dev/outbox', c.url))).json()) as { messages: { id: unknown; code: string }[] };
    expect(messages).toHaveLength(1);
    expect(typeof messages[0]!.id).toBe('string');
    expect(messages[0]!.code).toBe('654321');

    const logo = await fetch(new URL('api/assets/application/logo', b.url));
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  }, 60_000);

  it('two servers on one database count a burst of guesses together: no run of failures passes the limit', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    // The captcha is the browser's part; this test is about counting across processes.
    const provider = (await loadProvider(a.db))!;
    await storeProviderConfig(a.db, {
      config: { ...provider.config, integration: { ...provider.config.integration, captchaProvider: 'none' } },
    });
    await a.db.query('delete from auth_attempt');

    const post = async (server: RunningServer, dateOfBirth: string, cookie?: string) => {
      const response = await fetch(new URL('api/auth/patient', server.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1002', dateOfBirth }),
      });
      const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('rad_session='));
      return { body: (await response.json()) as { success: boolean; maxAttemptsReached: boolean }, setCookie };
    };
    // One browser session, its requests spread over both servers as a load balancer would.
    const first = await post(a, '1900-01-01');
    const cookie = first.setCookie!.split(';')[0]!;
    const guesses = Array.from({ length: 13 }, (_, i) => `1971-03-${String(i + 1).padStart(2, '0')}`);
    const answers = await Promise.all([...guesses, '1972-11-05'].map((dateOfBirth, index) => post(index % 2 ? a : b, dateOfBirth, cookie)));

    const { recorded, runs, successes } = await failureRuns(a.db, 'appointment:DEMO-APPT-1002');
    for (const run of runs) expect(run).toBeLessThanOrEqual(5);
    expect(successes).toBeLessThanOrEqual(1);
    const all = [first, ...answers];
    expect(all.filter((answer) => answer.body.maxAttemptsReached).length).toBeGreaterThanOrEqual(all.length - recorded);
  }, 60_000);
});
