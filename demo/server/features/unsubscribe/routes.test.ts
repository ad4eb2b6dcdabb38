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
import { notify as send } from '../notifications/notify';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
}, 120_000);
afterAll(async () => db?.close());

const ADDRESS = 'Pat.Reader@example.com';
const ORIGIN = 'https://radiology.example';
const notify = (kind: 'notification' | 'transactional', lang = 'en-AU') =>
  send(
    db,
    { origin: ORIGIN, radiologyName: 'Harbourside Radiology', defaultLang: 'en-AU' },
    { template: 'appointment_reminder', to: ADDRESS, kind, lang, values: { patientFirstName: 'Pat' } },
  );

/** The token of the footer's link, which must be absolute on the sender's origin. */
function tokenOf(body: string): string {
  return /href="https:\/\/radiology\.example\/unsubscribe\?token=([A-Za-z0-9_-]+)"/.exec(body)![1]!;
}

describe('unsubscribe', () => {
  it('the e-mail’s link stops notifications to its address; transactional mail still goes; subscribing again restarts them', async () => {
    const sent = await notify('notification');
    // The footer is an HTML paragraph after the message, in its language, with the absolute link.
    expect(sent!.body).toMatch(
      /<\/p>\n<p>To stop e-mail notifications from us \(such as reminders\), <a href="https:\/\/radiology\.example\/unsubscribe\?token=[A-Za-z0-9_-]{43}">unsubscribe<\/a>\.<\/p>$/,
    );
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

  it('the footer is in the message’s language: Macedonian for mk, and its link works', async () => {
    const sent = await notify('transactional', 'mk');
    expect(sent!.body).toContain('известувања по е-пошта');
    expect(sent!.body).toContain('откажете ги тука</a>');
    expect(sent!.body).not.toContain('unsubscribe</a>');
    const browser = testBrowser(app);
    expect(await browser.post('/api/notifications/unsubscribe', { token: tokenOf(sent!.body) })).toEqual({
      status: 200,
      body: { unsubscribed: true, email: 'p•••@example.com' },
    });
    expect(await notify('notification', 'mk')).toBeNull();
    await browser.post('/api/notifications/resubscribe', { token: tokenOf(sent!.body) });
    // Any other language the message is in gets English.
    expect((await notify('notification', 'en-US'))!.body).toContain('unsubscribe</a>.</p>');
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
