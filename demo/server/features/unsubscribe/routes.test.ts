/**
 * Unsubscribing: the link a notification e-mail carries stops the next notification to that
 * address (and only notifications), subscribing again restarts them, and a wrong token opens nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { testBrowser } from '../auth/test-browser';
import { listOutbox } from '../outbox/queries';
import { sendNotificationEmail } from './service';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
}, 120_000);
afterAll(async () => db?.close());

const ADDRESS = 'Pat.Reader@example.com';
const notify = (kind: 'notification' | 'transactional') =>
  sendNotificationEmail(db, { kind, recipient: ADDRESS, subject: `A ${kind}`, body: 'Hello.' });

function tokenOf(body: string): string {
  return /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(body)![1]!;
}

describe('unsubscribe', () => {
  it('the e-mail’s link stops notifications to its address; transactional mail still goes; subscribing again restarts them', async () => {
    const sent = await notify('notification');
    expect(sent!.body).toMatch(/To stop e-mail notifications from us: \/unsubscribe\?token=[A-Za-z0-9_-]{43}\n$/);
    const token = tokenOf(sent!.body);
    // Only the token's hash is stored.
    expect(JSON.stringify(await db.query('select * from email_unsubscribe_token'))).not.toContain(token);

    const browser = testBrowser(app);
    const answer = await browser.post('/api/notifications/unsubscribe', { token });
    expect(answer).toEqual({ status: 200, body: { unsubscribed: true, email: 'p•••@example.com' } });
    expect(await browser.post('/api/notifications/unsubscribe', { token })).toEqual(answer); // twice changes nothing

    const before = (await listOutbox(db, { recipient: ADDRESS })).length;
    expect(await notify('notification')).toBeNull();
    expect(await notify('transactional')).not.toBeNull();
    expect((await listOutbox(db, { recipient: ADDRESS })).length).toBe(before + 1);

    expect((await browser.post('/api/notifications/resubscribe', { token })).body).toEqual({
      unsubscribed: false,
      email: 'p•••@example.com',
    });
    expect(await notify('notification')).not.toBeNull();
  });

  it('a wrong or malformed token opens nothing', async () => {
    const browser = testBrowser(app);
    expect(await browser.post('/api/notifications/unsubscribe', { token: 'A'.repeat(43) })).toEqual({
      status: 404,
      body: { message: 'unsubscribe.invalid_link', code: 'not_found' },
    });
    expect((await browser.post('/api/notifications/unsubscribe', { token: 'short' })).status).toBe(400);
    expect((await browser.post('/api/notifications/unsubscribe', {})).status).toBe(400);
  });
});
