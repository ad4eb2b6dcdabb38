/**
 * Unsubscribe against the reference server: the link at the end of a notification e-mail opens the
 * portal's unsubscribe page; nothing changes until the person presses Unsubscribe; then the next
 * notification to that address is not sent, and Subscribe again restarts them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify as send } from '../../demo/server/features/notifications/notify';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

const ADDRESS = 'una.reader@example.com';
const notify = () =>
  send(
    harness.server.db,
    { origin: new URL(harness.url('/')).origin, radiologyName: 'Harbourside Radiology', defaultLang: 'en-AU' },
    { template: 'appointment_reminder', to: ADDRESS, kind: 'notification', values: { patientFirstName: 'Una' } },
  );

describe('unsubscribe', () => {
  it('the e-mail’s link, a press of Unsubscribe, and no more notifications', async () => {
    await notify();
    const response = await fetch(harness.url(`/api/dev/outbox?recipient=${encodeURIComponent(ADDRESS)}`));
    const [email] = ((await response.json()) as { messages: { body: string }[] }).messages;
    // The footer's link is absolute, on the site that sent it: a person opens it from a mail app.
    const href = new URL(/<a href="([^"]+)">unsubscribe<\/a>/.exec(email!.body)![1]!);
    expect(href.origin).toBe(new URL(harness.url('/')).origin);
    expect(href.pathname).toBe('/unsubscribe');

    const { page, problems } = await harness.open(`${href.pathname}${href.search}`);
    const widget = page.locator('rad-portal rad-unsubscribe');
    await widget.locator('h1', { hasText: 'Stop e-mail notifications?' }).waitFor();
    expect(await page.title()).toContain('Unsubscribe');
    const stored = () => harness.server.db.query('select email from email_unsubscribed where email = $1', [ADDRESS]);
    expect(await stored()).toEqual([]); // opening the link changed nothing
    expect(await axeViolations(page)).toEqual([]);

    await widget.locator('button:text-is("Unsubscribe")').click();
    await widget.locator('h1', { hasText: 'You are unsubscribed' }).waitFor();
    expect(await widget.locator('[role="status"]').textContent()).toBe('We will no longer send e-mail notifications to u•••@example.com.');
    expect(await stored()).toEqual([{ email: ADDRESS }]);
    expect(await notify()).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await widget.locator('button:text-is("Subscribe again")').click();
    await widget.locator('h1', { hasText: 'You are subscribed again' }).waitFor();
    expect(await stored()).toEqual([]);
    expect(await notify()).not.toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
