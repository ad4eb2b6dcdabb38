/**
 * Appointment reminders honour the unsubscribe link: a patient who unsubscribed gets no reminder
 * in the development outbox, the others do, and no exam is reminded twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { testBrowser } from '../auth/test-browser';
import type { OutboxMessage } from '../outbox/queries';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', devRoutes: 'on' });
}, 120_000);
afterAll(async () => db?.close());

// The seed's Ana (DEMO-APPT-1001, 14 March 2030 22:30 UTC) and Liam (DEMO-APPT-1002, 2 April 2030).
const ANA = 'ana.kovac@example.com';
const LIAM = 'liam.nguyen@example.com';
const DAY_BEFORE_ANA = '2030-03-14T00:00:00Z';
const DAY_BEFORE_LIAM = '2030-04-01T06:00:00Z';

async function runReminders(now: string) {
  return testBrowser(app).post(`/api/dev/reminders?now=${encodeURIComponent(now)}`, {});
}

async function outboxOf(recipient: string): Promise<OutboxMessage[]> {
  const response = await app.request(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

const reminders = (messages: OutboxMessage[]) => messages.filter((m) => m.subject?.startsWith('Reminder: your appointment on '));

describe('appointment reminders', () => {
  it('reminds a subscribed patient the day before, once, with the unsubscribe link', async () => {
    expect(await runReminders(DAY_BEFORE_ANA)).toEqual({ status: 200, body: { sent: 1, skipped: 0 } });
    const [reminder, ...more] = reminders(await outboxOf(ANA));
    expect(more).toEqual([]);
    // The appointment_reminder template (the provider's language), with an absolute link for a mail app.
    expect(reminder!.body).toContain('Hi Ana');
    // Where, as a map app can find it: the whole address, not only the street (issue 24 item 6).
    expect(reminder!.body).toContain('Harbourside Radiology Parramatta (Level 2, 160 Church Street, Parramatta NSW 2150)');
    expect(reminder!.body).toMatch(/href="https?:\/\/[^"/]+\/appointments\/DEMO-APPT-1001"/);
    // The opt-out paragraph at the end, in the same language, its link absolute on the same site.
    const origin = /href="(https?:\/\/[^"/]+)\/appointments\//.exec(reminder!.body)![1]!;
    const token = new RegExp(
      `<p>To stop e-mail notifications from us \\(such as reminders\\), <a href="${origin}/unsubscribe\\?token=([A-Za-z0-9_-]{43})">unsubscribe</a>\\.</p>$`,
    ).exec(reminder!.body)?.[1];
    expect(token).toBeDefined();

    // Run again: nothing new.
    expect((await runReminders(DAY_BEFORE_ANA)).body).toEqual({ sent: 0, skipped: 0 });
    expect(reminders(await outboxOf(ANA))).toHaveLength(1);
  });

  it('sends no reminder to a patient who unsubscribed through the e-mail’s link', async () => {
    const [reminder] = reminders(await outboxOf(ANA));
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(reminder!.body)![1]!;
    expect((await testBrowser(app).post('/api/notifications/unsubscribe', { token })).body).toMatchObject({ unsubscribed: true });
    // Liam's address opted out the same way (his own link, from any earlier notification).
    await db.query(`insert into email_unsubscribed (email) values ($1)`, [LIAM]);
    const before = (await outboxOf(LIAM)).length;

    expect((await runReminders(DAY_BEFORE_LIAM)).body).toEqual({ sent: 0, skipped: 1 });
    expect(await outboxOf(LIAM)).toHaveLength(before);
  });

  it('does not remind a cancelled booking or one more than a day away', async () => {
    await db.query(`update appointment set status = 'CANCELED' where booking_key = 'DEMO-APPT-1002'`);
    await db.query(`update appointment_item set reminder_handled_at = null where booking_key = 'DEMO-APPT-1002'`);
    await db.query(`delete from email_unsubscribed where email = $1`, [LIAM]);
    expect((await runReminders(DAY_BEFORE_LIAM)).body).toEqual({ sent: 0, skipped: 0 });
    await db.query(`update appointment set status = 'BOOKED' where booking_key = 'DEMO-APPT-1002'`);
    expect((await runReminders('2030-03-30T00:00:00Z')).body).toEqual({ sent: 0, skipped: 0 });
    expect((await runReminders(DAY_BEFORE_LIAM)).body).toEqual({ sent: 1, skipped: 0 });
  });
});
