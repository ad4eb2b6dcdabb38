/**
 * Text no database column can hold, from a hostile client: a NUL (U+0000) in a path, a query or a
 * JSON body, at any depth, and a lone UTF-16 surrogate. Each used to reach PostgreSQL and come back
 * as a 500 ("invalid byte sequence for encoding UTF8: 0x00"); now a 400 with the route's message
 * key, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openTestDb } from '../test-support';
import { hasUnstorableText, jsonHasNul } from './text-input';

let db: Db;
let app: ReturnType<typeof createApp>;
const failures: unknown[] = [];
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000, reportError: (error) => failures.push(error) });
}, 120_000);
afterAll(async () => db?.close());

const post = (path: string, body: string) => app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('a NUL or a lone surrogate never reaches the database', () => {
  it.each([
    '/api/secured/shared_results/%00',
    '/api/assets/application/logo%00',
    '/api/assets/i18n/%00/en-AU.json',
    '/api/questionnaires?examSlugs=mri-knee&types=%00',
  ])('GET %s → 400, no 500', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'error.request_failed', code: 'invalid_request' });
  });

  it('a NUL in a check-in identity is the form’s own error, not a server failure', async () => {
    const response = await post('/api/check-in/identity', JSON.stringify({ lastName: 'Ko\u0000vac', dateOfBirth: '1985-03-27' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'message.check_in_identity_invalid', code: 'invalid_request', issues: [] });
  });

  it('a NUL inside a questionnaire answer (JSON in a JSON string) is refused before it is parsed again', async () => {
    const result = JSON.stringify({ resourceType: 'QuestionnaireResponse', item: [{ linkId: 'a', answer: [{ valueString: 'x\u0000' }] }] });
    const response = await post(
      '/api/questionnaires/temporary',
      JSON.stringify({ questionnaireId: 'mri-safety', questionnaireResult: result, temporaryKey: 'abcdefghijklmnopq' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'questionnaire.error_type' });
  });

  it('a lone surrogate in a callback request is refused and nothing is stored', async () => {
    const [before] = await db.query<{ count: number }>('select count(*)::int as count from callback_request');
    for (const name of ['Ana \ud800', 'Ana \udc00 Kovac', 'Ana\u0000']) {
      const response = await post('/api/callback_requests', JSON.stringify({ name, phone: '0412345678', timeOfDay: 'any' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'booking.contact_invalid', code: 'invalid_request', issues: [] });
    }
    const [after] = await db.query<{ count: number }>('select count(*)::int as count from callback_request');
    expect(after!.count).toBe(before!.count);
    // A name with a real emoji (a surrogate pair) is fine.
    expect((await post('/api/callback_requests', JSON.stringify({ name: 'Ana 🌿', phone: '0412345678', timeOfDay: 'any' }))).status).toBe(
      201,
    );
  });

  it('no request above failed on the server', () => {
    expect(failures).toEqual([]);
  });
});

describe('the checks', () => {
  it('find NUL escapes at any depth and nothing else', () => {
    expect(jsonHasNul(JSON.stringify({ a: 'x\u0000' }))).toBe(true);
    expect(jsonHasNul(JSON.stringify({ a: JSON.stringify({ b: '\u0000' }) }))).toBe(true);
    expect(jsonHasNul(JSON.stringify({ a: 'u0000 and \\n' }))).toBe(false);
  });
  it('find unstorable strings in keys and values, and refuse absurd depth', () => {
    expect(hasUnstorableText({ ok: ['fine', { 'k\u0000': 1 }] })).toBe(true);
    expect(hasUnstorableText({ ok: ['fine', '🌿', 'Ко́вач'] })).toBe(false);
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect(hasUnstorableText(deep)).toBe(true);
  });
});
