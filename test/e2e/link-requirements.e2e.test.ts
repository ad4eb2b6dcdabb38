/**
 * Issue 22: the server's "results access requirements" decide what a secure link asks, and
 * sharing results needs the one-time code. On the reference server, as a patient clicks:
 * - an appointment link asks the date of birth only; a results link says up front that a code
 *   follows, asks it, and opens the results; then the patient-portal results page of the same
 *   booking opens without signing in again (the old per-page guard asked for everything again);
 * - a share whose contact has a phone, opened from a link without `otpType`, sends its code by
 *   SMS (the old per-page guess asked for an e-mail code the contact had no address for);
 * - signed in with the date of birth only, sharing results asks in place for the date of birth
 *   and the code from the outbox, then shares what was typed; the contact's e-mail arrives.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShare } from '../../demo/server/features/sharing/queries';
import { copyDemoBooking } from '../../demo/server/test-support';
import { axeViolations, openAppointment, outboxFor, startHarness, type Harness } from './harness';

let harness: Harness;
const KEY = 'E2E-REQ-1';
const SHARE_KEY = 'E2E-REQ-2';
const PATIENT = 'ana.kovac@example.com';
beforeAll(async () => {
  harness = await startHarness();
  for (const key of [KEY, SHARE_KEY]) {
    await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', key);
    await harness.server.db.query(
      `insert into appointment_result (booking_key, item_slug, report, reported_by, reported_at, images_url, available_until)
       values ($1, lower($1) || '-1', 'Findings: no tear.' || chr(10) || chr(10) || 'Conclusion: a normal knee.', 'Dr E2E', now(), null, now() + interval '1 year')`,
      [key],
    );
  }
});
afterAll(async () => harness?.close());

const outbox = (recipient: string) => outboxFor(harness, recipient);

/** The newest code sent to a recipient since `seen` codes. */
async function nextCode(recipient: string, seen: number): Promise<string> {
  await expect.poll(async () => (await outbox(recipient)).filter((m) => m.code).length, { timeout: 10_000 }).toBeGreaterThan(seen);
  return (await outbox(recipient)).find((message) => message.code)!.code!;
}
const codesSent = async (recipient: string) => (await outbox(recipient)).filter((m) => m.code).length;

async function typeDate(page: Page, scope: string, day: string, month: string, year: string): Promise<void> {
  await page.locator(`${scope} input[autocomplete="bday-day"]`).fill(day);
  await page.locator(`${scope} input[autocomplete="bday-month"]`).fill(month);
  await page.locator(`${scope} input[autocomplete="bday-year"]`).fill(year);
}

const dialogText = (page: Page) => page.locator('rad-auth dialog[open]').textContent();

describe('what a link needs, as the server says', () => {
  it('an appointment link asks the date of birth only; a results link announces and asks the code; the patient-portal page then opens', async () => {
    const appointment = await harness.open(`/appointments/${KEY}`);
    await appointment.page.waitForURL((url) => url.pathname === '/authentication');
    await expect.poll(() => dialogText(appointment.page)).toContain('Confirm your identity to see your appointment');
    expect(await dialogText(appointment.page)).not.toContain('one-time code');
    const before = await codesSent(PATIENT);
    await typeDate(appointment.page, 'rad-auth', '27', '3', '1985');
    await appointment.page.locator('rad-auth [part="submit"]').click();
    await appointment.page.waitForURL((url) => url.pathname === `/appointments/${KEY}`);
    await appointment.page.locator('rad-appointments h1', { hasText: 'Your appointment, ' }).waitFor();
    expect(await codesSent(PATIENT)).toBe(before);
    await appointment.page.context().close();

    const results = await harness.open(`/appointments/${KEY}/result`);
    await results.page.waitForURL((url) => url.pathname === '/authentication');
    await expect.poll(() => dialogText(results.page)).toContain('After the date of birth, we will send you a one-time code by e-mail.');
    expect(await axeViolations(results.page)).toEqual([]);
    await typeDate(results.page, 'rad-auth', '27', '3', '1985');
    await results.page.locator('rad-auth [part="submit"]').click();
    const code = results.page.locator('rad-auth input[autocomplete="one-time-code"]');
    await code.waitFor();
    await code.fill(await nextCode(PATIENT, before));
    await results.page.locator('rad-auth [part="verify"]').click();
    await results.page.waitForURL((url) => url.pathname === `/appointments/${KEY}/result`);
    await results.page.locator('rad-results h1', { hasText: 'Your results, Ana' }).waitFor();

    // The same booking's patient-portal results page needs the same proof: it opens as it is.
    await results.page.goto(harness.url(`/appointments/${KEY}/result/patient`));
    await results.page.locator('rad-results h1', { hasText: 'Your results, Ana' }).waitFor();
    expect(new URL(results.page.url()).pathname).toBe(`/appointments/${KEY}/result/patient`);
    expect(await results.page.locator('rad-auth').count()).toBe(0);
    expect(results.problems).toEqual([]);
    await results.page.context().close();
  });

  it('a share whose contact has a phone sends its code by SMS, though its link does not say so', async () => {
    const phone = '+61455667788';
    const record = await insertShare(harness.server.db, {
      slug: 'sh-e2erequirementsphone',
      bookingKey: KEY,
      type: 'RESULT',
      contactDetailsType: 'PHONE',
      contactDetails: phone,
      contactName: 'Dr Lee',
      note: null,
    });
    expect(record.contactDetailsType).toBe('PHONE');
    const path = '/appointments/sh-e2erequirementsphone/result';
    const contact = await harness.open(`${path}?shared=true&slug=sh-e2erequirementsphone`);
    await contact.page.waitForURL((url) => url.pathname === '/authentication');
    await expect
      .poll(() => dialogText(contact.page))
      .toContain('After the date of birth, we will send you a one-time code by text message.');
    await typeDate(contact.page, 'rad-auth', '27', '3', '1985');
    await contact.page.locator('rad-auth [part="submit"]').click();
    const code = contact.page.locator('rad-auth input[autocomplete="one-time-code"]');
    await code.waitFor();
    await expect.poll(() => dialogText(contact.page)).toContain('by text message');
    await code.fill(await nextCode(phone, 0));
    await contact.page.locator('rad-auth [part="verify"]').click();
    await contact.page.waitForURL((url) => url.pathname === path);
    await contact.page.locator('rad-results h1', { hasText: 'Results Ana has shared with you' }).waitFor();
    await contact.page.context().close();
  });
});

describe('sharing results asks for the one-time code', () => {
  it('signed in with the date of birth only: asked in place, then the share is sent with what was typed', async () => {
    const { page, problems } = await openAppointment(harness, SHARE_KEY);
    const a = (selector: string) => page.locator(`rad-appointments ${selector}`);
    await a('button:text-is("Share with someone")').click();
    const dialog = a('dialog[open]');
    await dialog.locator('label:text-is("The results of this appointment")').click();
    await dialog.getByLabel('Their name').fill('Jo Contact');
    await dialog.getByLabel('Their e-mail address').fill('jo.requirements@example.com');
    await dialog.getByLabel('A note for them (optional)').fill('For Friday');
    await dialog.locator('button:text-is("Send the link")').click();

    // The server says the code is required: the prompt stands in for the form, focus on the date.
    const prompt = dialog.locator('.rad-sharing__verify');
    await prompt.locator('h3', { hasText: 'First, confirm it is you' }).waitFor();
    const focused = (selector: string) =>
      prompt.locator(selector).evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement);
    await expect.poll(() => focused('input[autocomplete="bday-day"]')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const before = await codesSent(PATIENT);
    await typeDate(page, 'rad-appointments .rad-sharing__verify', '27', '3', '1985');
    await prompt.locator('button:text-is("Continue")').click();
    const code = prompt.locator('input[autocomplete="one-time-code"]');
    await expect.poll(() => focused('input[autocomplete="one-time-code"]')).toBe(true);
    await expect.poll(() => prompt.textContent()).toContain('We sent a 6-digit code by e-mail to');
    expect(await axeViolations(page)).toEqual([]);
    await code.fill(await nextCode(PATIENT, before));
    await prompt.locator('button:text-is("Verify code")').click();

    await a('[role="status"]').filter({ hasText: 'We have e-mailed Jo Contact a secure link to your results.' }).waitFor();
    await a('.rad-sharing__item').filter({ hasText: 'jo.requirements@example.com' }).waitFor();
    const [invitation] = await outbox('jo.requirements@example.com');
    expect(invitation!.subject).toBe('Ana has shared imaging results with you');
    expect(invitation!.body).toContain('For Friday');
    const stored = await harness.server.db.query<{ contact_name: string; note: string }>(
      'select contact_name, note from result_share where booking_key = $1',
      [SHARE_KEY],
    );
    expect(stored).toEqual([{ contact_name: 'Jo Contact', note: 'For Friday' }]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.filter((problem) => !/status of 403/.test(problem))).toEqual([]);
    await page.context().close();
  });
});
