/**
 * Sharing results, against the reference server and the real sign-in: the patient opens their
 * results (date of birth, then the code from the outbox), shares them with a contact; the contact
 * opens their own link from the outbox in another browser (the patient's date of birth, then a code
 * sent to the contact) and reads the report; the patient stops sharing and the contact's next visit
 * is refused with the deny page's access-revoked message.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBooking } from '../../demo/server/test-support';
import { axeViolations, outboxFor, startHarness, type Harness } from './harness';

let harness: Harness;
const KEY = 'E2E-SHARE-1';
beforeAll(async () => {
  harness = await startHarness();
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', KEY);
  await harness.server.db.query(
    `insert into appointment_result (booking_key, item_slug, report, reported_by, reported_at, images_url, available_until)
     values ($1, lower($1) || '-1', 'Findings: no tear.' || chr(10) || chr(10) || 'Conclusion: a normal knee.', 'Dr E2E', now(), null, now() + interval '1 year')`,
    [KEY],
  );
});
afterAll(async () => harness?.close());

const outbox = (recipient: string) => outboxFor(harness, recipient);

async function signIn(page: Page, day: string, month: string, year: string, codeTo: string): Promise<void> {
  const auth = (selector: string) => page.locator(`rad-auth ${selector}`);
  await auth('input[autocomplete="bday-day"]').fill(day);
  await auth('input[autocomplete="bday-month"]').fill(month);
  await auth('input[autocomplete="bday-year"]').fill(year);
  await auth('[part="submit"]').click();
  await auth('input[autocomplete="one-time-code"]').waitFor();
  await expect.poll(async () => (await outbox(codeTo))[0]?.code).toMatch(/^\d{6}$/);
  await auth('input[autocomplete="one-time-code"]').fill((await outbox(codeTo))[0]!.code!);
  await auth('[part="verify"]').click();
}

const r = (page: Page, selector: string) => page.locator(`rad-results ${selector}`);

describe('sharing results', () => {
  it('shares with a contact, who opens their own link; once stopped, the contact is refused', async () => {
    // The patient: their own results page, through sign-in with the code.
    const patient = await harness.open(`/appointments/${KEY}/result`);
    await patient.page.waitForURL((url) => url.pathname === '/authentication');
    await signIn(patient.page, '27', '3', '1985', 'ana.kovac@example.com');
    await patient.page.waitForURL((url) => url.pathname === `/appointments/${KEY}/result`);
    await r(patient.page, 'h1').filter({ hasText: 'Your results, Ana' }).waitFor();
    expect(await r(patient.page, '[part="report"] p').allTextContents()).toEqual(['Findings: no tear.', 'Conclusion: a normal knee.']);

    await r(patient.page, 'button:text-is("Share with someone")').click();
    const dialog = r(patient.page, 'dialog[open]');
    await dialog.locator('label:text-is("The results of this appointment")').click();
    await dialog.getByLabel('Their name').fill('Jo Contact');
    await dialog.getByLabel('Their e-mail address').fill('jo.contact@example.com');
    await dialog.getByLabel('A note for them (optional)').fill('For Friday');
    expect(await axeViolations(patient.page)).toEqual([]);
    await dialog.locator('button:text-is("Send the link")').click();
    await r(patient.page, '[role="status"]').filter({ hasText: 'We have e-mailed Jo Contact a secure link to your results.' }).waitFor();
    await r(patient.page, '.rad-sharing__item').filter({ hasText: 'jo.contact@example.com' }).waitFor();
    expect(await axeViolations(patient.page)).toEqual([]);

    // The contact's e-mail holds their own link: the share's slug, never the booking key.
    const [invitation] = await outbox('jo.contact@example.com');
    expect(invitation!.subject).toBe('Ana has shared imaging results with you');
    expect(invitation!.body).not.toContain(KEY);
    const href = /href="([^"]+)"/.exec(invitation!.body)![1]!.replace(/&amp;/g, '&');
    const link = new URL(href);
    expect(link.pathname).toMatch(/^\/appointments\/sh-[a-z2-7]+\/result$/);

    // The contact, in a browser of their own: the patient's date of birth, then a code sent to them.
    const contact = await harness.open(`${link.pathname}${link.search}`);
    await contact.page.waitForURL((url) => url.pathname === '/authentication');
    await expect.poll(() => contact.page.locator('rad-auth dialog[open] h2').textContent()).toBe('Open the results shared with you');
    await signIn(contact.page, '27', '3', '1985', 'jo.contact@example.com');
    await contact.page.waitForURL((url) => url.pathname === link.pathname);
    await r(contact.page, 'h1').filter({ hasText: 'Results Ana has shared with you' }).waitFor();
    expect(await r(contact.page, '[part="report"]').textContent()).toContain('Conclusion: a normal knee.');
    expect(await r(contact.page, '.rad-sharing').count()).toBe(0); // a contact cannot share on
    expect(await axeViolations(contact.page)).toEqual([]);
    // Their session opens nothing of the patient's own.
    const own = await contact.page.request.get(harness.url(`/api/secured/results/${KEY}`));
    expect(own.status()).toBe(401);
    const appointment = await contact.page.request.get(harness.url(`/api/secured/appointments/${KEY}/summary`));
    expect(appointment.status()).toBe(401);

    // The patient stops sharing, after the confirmation that names the contact.
    await r(patient.page, 'button:text-is("Stop sharing with Jo Contact")').click();
    await expect.poll(() => r(patient.page, 'dialog[open] h2').textContent()).toBe('Stop sharing with Jo Contact?');
    expect(await axeViolations(patient.page)).toEqual([]);
    await r(patient.page, 'dialog[open] button:text-is("Stop sharing")').click();
    await r(patient.page, '.rad-sharing__revoked').waitFor();
    const [stored] = await harness.server.db.query<{ revoked: boolean }>(
      `select revoked from result_share where booking_key = $1 and contact_email = 'jo.contact@example.com'`,
      [KEY],
    );
    expect(stored!.revoked).toBe(true);

    // The contact's next visit, in the same session: refused, on the deny page, which replaces the
    // results page in history (Back does not bounce into it again).
    const entries = await contact.page.evaluate(() => history.length);
    await contact.page.reload();
    await contact.page.waitForURL((url) => url.pathname === '/deny');
    expect(new URL(contact.page.url()).searchParams.get('revoked')).toBe('true');
    await contact.page.locator('rad-deny', { hasText: 'withdrawn your access' }).waitFor();
    expect(await axeViolations(contact.page)).toEqual([]);
    expect(await contact.page.evaluate(() => history.length)).toBe(entries);
    expect(patient.problems).toEqual([]);
    expect(contact.problems.filter((problem) => !/status of 40[13]/.test(problem))).toEqual([]);
    await patient.page.context().close();
    await contact.page.context().close();
  });
});
