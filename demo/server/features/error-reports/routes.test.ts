import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openFramedTestApp } from '../../test-support';
import { ERROR_REPORT_LIMIT } from './queries';

let db: Db;
let app: ReturnType<typeof createApp>;
const CMS = 'https://cms.example.org';
const PARTNER = 'https://partner.example.net';

beforeAll(async () => {
  ({ db, app } = await openFramedTestApp({ allowedOrigins: [CMS], parentOrigins: [PARTNER] }));
}, 120_000);

afterAll(async () => db?.close());

function envelope(message: string): string {
  return [
    JSON.stringify({ event_id: 'abc123', sent_at: '2030-01-01T00:00:00.000Z', dsn: 'http://key@127.0.0.1:8080/1' }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ exception: { values: [{ type: 'Error', value: message }] } }),
  ].join('\n');
}

describe('error-report sink', () => {
  it('stores envelopes posted as text/plain, lists them newest first as parsed lines, and clears', async () => {
    await app.request('/api/dev/error-reports', { method: 'DELETE' });
    const first = await app.request('/api/1/envelope/?sentry_version=7&sentry_key=key&sentry_client=sentry.javascript.browser%2F11.12.0', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: envelope('first'),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({});
    const second = await app.request('/api/42/envelope?sentry_key=key', { method: 'POST', body: `${envelope('second')}\nnot json` });
    expect(second.status).toBe(200);

    const listed = await app.request('/api/dev/error-reports');
    expect(listed.headers.get('Cache-Control')).toBe('no-store');
    const { reports } = (await listed.json()) as { reports: { id: string; receivedAt: string; projectId: string; lines: unknown[] }[] };
    expect(reports.map((report) => report.projectId)).toEqual(['42', '1']);
    expect(reports[1]!.lines).toHaveLength(3);
    expect(reports[1]!.lines[1]).toEqual({ type: 'event' });
    expect(reports[1]!.lines[2]).toMatchObject({ exception: { values: [{ value: 'first' }] } });
    expect(reports[0]!.lines[3]).toBe('not json');
    expect(new Date(reports[0]!.receivedAt).toISOString()).toBe(reports[0]!.receivedAt);

    const cleared = await app.request('/api/dev/error-reports', { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(((await (await app.request('/api/dev/error-reports')).json()) as { reports: unknown[] }).reports).toEqual([]);
  });

  it('answers CORS to the allowed and parent origins only', async () => {
    for (const origin of [CMS, PARTNER]) {
      const response = await app.request('/api/1/envelope/', { method: 'POST', headers: { Origin: origin }, body: envelope('cors') });
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin'), origin).toBe(origin);
    }
    const other = await app.request('/api/1/envelope/', {
      method: 'POST',
      headers: { Origin: 'https://evil.example.com' },
      body: envelope('x'),
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await app.request('/api/1/envelope/', {
      method: 'OPTIONS',
      headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('refuses an empty body, a bad project id and an oversized envelope', async () => {
    expect((await app.request('/api/1/envelope/', { method: 'POST', body: '' })).status).toBe(400);
    expect((await app.request('/api/a.b/envelope/', { method: 'POST', body: 'x' })).status).toBe(404);
    const big = await app.request('/api/1/envelope/', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ message: expect.any(String) });
  });

  it(`keeps the newest ${ERROR_REPORT_LIMIT} envelopes`, async () => {
    await app.request('/api/dev/error-reports', { method: 'DELETE' });
    await db.query(`insert into error_report (project_id, body) select '1', 'old ' || n from generate_series(1, $1) as n`, [
      ERROR_REPORT_LIMIT,
    ]);
    await app.request('/api/1/envelope/', { method: 'POST', body: envelope('newest') });
    const [row] = await db.query<{ count: number | string }>('select count(*) as count from error_report');
    expect(Number(row!.count)).toBe(ERROR_REPORT_LIMIT);
    const bodies = await db.query<{ body: string }>('select body from error_report order by id asc limit 1');
    expect(bodies[0]!.body).toBe('old 2');
  });

  it('the listing is gone without the dev routes; the sink stays', async () => {
    const production = createApp({ db, log: 'silent', devRoutes: false });
    expect((await production.request('/api/dev/error-reports')).status).toBe(404);
    expect((await production.request('/api/1/envelope/', { method: 'POST', body: envelope('x') })).status).toBe(200);
  });
});
