/**
 * Digital check-in against the reference server (issue 14): on a phone from identity to complete;
 * at the kiosk, then walking away until the inactivity reset, after which the next patient finds
 * nothing of the first (canary values in the DOM, storage, cookies, history and the server
 * session); and a preparation the practice system refuses. The code comes from the dev outbox.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_PATIENTS } from '../../demo/server/features/check-in/seed';
import { samplePdf } from '../../demo/server/seed/sample-pdf';
import { checkInIdentity } from './check-in-steps';
import { everythingShown } from './faults';
import { axeViolations, latestOutboxCode, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  // Eight idle seconds (a check-in's polling pauses fit in them) and a three-second countdown.
  const radConfig = join(mkdtempSync(join(tmpdir(), 'rad-check-in-')), 'config.json');
  writeFileSync(radConfig, JSON.stringify({ application: { kioskNoActivitySeconds: 8, kioskCountdownSeconds: 3 } }));
  harness = await startHarness({ radConfig });
}, 60_000);
afterAll(async () => harness?.close());

const patient = (key: string) => CHECK_IN_PATIENTS.find((candidate) => candidate.bookingKey === key)!;
const checkIn = (page: Page) => page.locator('rad-check-in');
const step = (page: Page) => checkIn(page).locator('[data-step]').getAttribute('data-step');

const latestCode = (recipient: string) => latestOutboxCode(harness, recipient);

const identify = (page: Page, key: string) => checkInIdentity(checkIn(page), patient(key));

/** Identity, the code by e-mail from the outbox: the check-in form is on screen. */
async function toForm(page: Page, key: string): Promise<void> {
  await identify(page, key);
  await expect.poll(() => step(page)).toBe('confirm');
  await checkIn(page).locator('[part="submit"]').click();
  await expect.poll(() => step(page)).toBe('verify-otp');
  await checkIn(page)
    .locator('input[name="oneTimeCode"]')
    .fill(await latestCode(patient(key).email));
  await checkIn(page).locator('[part="submit"]').click();
  await expect.poll(() => step(page)).toBe('success');
  await checkIn(page).locator('.check-in__form').waitFor();
}

async function fillForm(page: Page, { manualDoctor, reference }: { manualDoctor?: string; reference: string }): Promise<void> {
  const form = checkIn(page).locator('.check-in__form');
  if (manualDoctor) {
    await form.getByRole('button', { name: 'My doctor is not listed' }).click();
    await form.locator('input[name="referrerName"]').fill(manualDoctor);
  } else {
    await form.locator('input[name="referrerSearch"]').fill('Nguyen');
    await form.locator('.check-in__result').first().click();
    await form.locator('[part="chosen-doctor"]').waitFor();
  }
  await form.locator('input[name="dateOfReferral"]').fill('2026-01-02');
  await form.locator('input[name="medicareNumber"]').fill('2123 45670 1');
  await form.locator('input[name="referenceNumber"]').fill(reference);
  if ((await form.locator('input[name="gender"]').count()) > 0) await form.locator('input[name="gender"][value="Female"]').check();
  for (const consent of await form.locator('.check-in__consent fieldset').all()) await consent.getByLabel('I agree').check();
}

describe('check-in on a phone', () => {
  it('goes from identity to complete, and the server stores the check-in', async () => {
    const { page, problems } = await harness.open('/check-in', { width: 390, height: 844 });
    await checkIn(page).locator('input[name="lastName"]').waitFor();
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);
    // A wrong date of birth gets the one generic message and no names.
    await checkIn(page).locator('input[name="lastName"]').fill('Olsen');
    await checkIn(page).locator('input[autocomplete="bday-day"]').fill('20');
    await checkIn(page).locator('input[autocomplete="bday-month"]').fill('2');
    await checkIn(page).locator('input[autocomplete="bday-year"]').fill('1988');
    await checkIn(page).locator('[part="submit"]').click();
    await expect.poll(() => checkIn(page).locator('.rad-banner--error').textContent()).toContain('could not find an appointment today');

    await checkIn(page).locator('input[autocomplete="bday-day"]').fill('19');
    await checkIn(page).locator('[part="submit"]').click();
    await expect.poll(() => step(page)).toBe('confirm');
    await checkIn(page).locator('[part="submit"]').click();
    await expect.poll(() => step(page)).toBe('verify-otp');
    await checkIn(page)
      .locator('input[name="oneTimeCode"]')
      .fill(await latestCode(patient('CHECKIN-3001').email));
    await checkIn(page).locator('[part="submit"]').click();
    await checkIn(page).locator('.check-in__form').waitFor();
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);
    await fillForm(page, { reference: 'REF-PHONE-1' });
    await checkIn(page).locator('.check-in__form [part="submit"]').click();
    await expect.poll(() => checkIn(page).locator('[part="status"]').textContent()).toMatch(/Preparing|Checking you in/);
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('complete');
    expect(await checkIn(page).locator('h1').textContent()).toBe('You are checked in');
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);

    const [stored] = await harness.server.db.query<{ reference_number: string; referrer_id: number | null }>(
      "select reference_number, referrer_id from check_in where item_slug = 'checkin-3001-1'",
    );
    expect(stored?.reference_number).toBe('REF-PHONE-1');
    expect(stored?.referrer_id).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('shows the error step when the practice system refuses the preparation', async () => {
    const { page, problems } = await harness.open('/check-in', { width: 390, height: 844 });
    await toForm(page, 'CHECKIN-3003');
    await fillForm(page, { reference: 'REF-FAIL' });
    await checkIn(page).locator('.check-in__form [part="submit"]').click();
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('error');
    expect(await checkIn(page).locator('h1').textContent()).toBe('Check-in could not be completed');
    expect(await checkIn(page).locator('[part="error"]').textContent()).toContain('let our reception staff know');
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('check-in: the readiness, the reasons and feedback', () => {
  it('asks for the referral first; once uploaded the check-in form opens', async () => {
    const { page, problems } = await harness.open('/check-in', { width: 390, height: 844 });
    await checkIn(page).locator('input[name="lastName"]').waitFor();
    await identify(page, 'CHECKIN-3008');
    await expect.poll(() => step(page)).toBe('confirm');
    await checkIn(page).locator('[part="submit"]').click();
    await expect.poll(() => step(page)).toBe('verify-otp');
    await checkIn(page)
      .locator('input[name="oneTimeCode"]')
      .fill(await latestCode(patient('CHECKIN-3008').email));
    await checkIn(page).locator('[part="submit"]').click();
    const upload = checkIn(page).locator('[part="referral-upload"] input[type="file"]');
    await upload.waitFor();
    expect(await checkIn(page).locator('[data-step]').textContent()).toContain('Please upload your referral before checking in');
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);
    // A type the clinic does not take is refused before anything is sent, with the spec's message.
    await upload.setInputFiles({ name: 'referral.txt', mimeType: 'text/plain', buffer: Buffer.from('not a referral') });
    await expect
      .poll(() => checkIn(page).locator('[part="referral-upload"]').textContent())
      .toContain('This type of file cannot be uploaded');
    await upload.setInputFiles({
      name: 'referral.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(samplePdf(['Referral: CT brain'])),
    });
    await checkIn(page).locator('dialog[open] .check-in__form').waitFor({ timeout: 15_000 });
    const [stored] = await harness.server.db.query<{ document_type_id: number; file_name: string }>(
      "select document_type_id, file_name from attachment where owner_type = 'APPOINTMENT' and owner_key = 'CHECKIN-3008'",
    );
    expect(stored).toEqual({ document_type_id: 1, file_name: 'referral.pdf' });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('says when it is too early, and when the clinic enabled check-in after the booking (late enable)', async () => {
    const { page, problems } = await harness.open('/check-in', { width: 390, height: 844 });
    await checkIn(page).locator('input[name="lastName"]').waitFor();
    await identify(page, 'CHECKIN-3012');
    await expect.poll(() => step(page)).toBe('error');
    expect(await checkIn(page).locator('[part="error"]').textContent()).toContain('It is too early to check in for this appointment');
    await checkIn(page).locator('[part="restart"]').click();
    await expect.poll(() => step(page)).toBe('identity');

    await toForm(page, 'CHECKIN-3007');
    await fillForm(page, { reference: 'REF-LATE' });
    await checkIn(page).locator('.check-in__form [part="submit"]').click();
    await expect.poll(() => step(page)).toBe('error');
    expect(await checkIn(page).locator('h1').textContent()).toBe(
      'It is too late to use digital check-in for this appointment. Please check in at reception when you arrive.',
    );
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);
    // The one console line is the server's refusal the page turned into this screen.
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.context().close();
  }, 60_000);

  it('someone already checked in gives feedback through the questionnaire, once', async () => {
    const { page, problems } = await harness.open('/check-in', { width: 390, height: 844 });
    await checkIn(page).locator('input[name="lastName"]').waitFor();
    await identify(page, 'CHECKIN-3009');
    await expect.poll(() => step(page)).toBe('feedback');
    const dialog = checkIn(page).locator('dialog[open]');
    await dialog.getByText('Overall, how was your visit today?').waitFor();
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);
    await dialog.getByLabel('Good', { exact: true }).check();
    await dialog
      .getByRole('group', { name: /Did our staff explain what would happen/ })
      .getByLabel('Yes')
      .check();
    await dialog.locator('textarea').fill('Friendly staff');
    await dialog.locator('button[type="submit"]').last().click();
    await expect.poll(() => checkIn(page).locator('[part="feedback"]').textContent()).toContain('Thank you for your feedback');
    // Stored with the other questionnaire answers, as an answer to the one visit feedback form.
    const [stored] = await harness.server.db.query<{ questionnaire_id: string; response: { item: { linkId: string }[] } }>(
      "select questionnaire_id, response from questionnaire_answer where booking_key = 'CHECKIN-3009'",
    );
    expect(stored?.questionnaire_id).toBe('visit-feedback');
    expect(stored?.response.item.map((item) => item.linkId)).toEqual(['overall', 'explained', 'comments']);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('check-in at the kiosk', () => {
  it('checks in, resets after walking away, and the next patient sees nothing of the first', async () => {
    const { page, problems } = await harness.open('/check-in?kioskMode=true', { width: 1080, height: 1600 });
    const origin = new URL(harness.url('/')).origin;
    await page.context().addCookies([{ name: 'kioskIdentity', value: 'Front%20desk', url: origin }]);
    await page.reload();
    await checkIn(page).locator('input[name="lastName"]').waitFor();
    expect(await page.locator('rad-portal .shell').getAttribute('data-kiosk')).toBe('true');

    // Canary values only this patient typed or was shown.
    await toForm(page, 'CHECKIN-3002');
    await fillForm(page, { manualDoctor: 'Dr Canary Referrer', reference: 'CANARY-REF-9' });
    expect(await everythingShown(page)).toContain('CANARY-REF-9'); // the canary is really on screen before
    // The visit has its id in the patientKioskIdentity cookie (a random id, nothing personal), until 2030-12-31, path /.
    const visitCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'patientKioskIdentity');
    expect(visitCookie?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(visitCookie?.path).toBe('/');
    // Written to expire 2030-12-31 (kiosk-identity.test.ts pins the attribute); Chromium caps any
    // cookie's lifetime at 400 days, so the browser keeps the earlier of the two.
    const capped = new Date(Math.min(Date.UTC(2030, 11, 31), Date.now() + 400 * 86_400_000));
    expect(Math.abs(visitCookie!.expires * 1000 - capped.getTime())).toBeLessThan(2 * 86_400_000);
    const visit = visitCookie!.value;
    await checkIn(page).locator('.check-in__form [part="submit"]').click();
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('complete');
    // The clinic knows where the check-in was made: the device and the visit.
    const [where] = await harness.server.db.query<{ kiosk_device: string; kiosk_visit: string }>(
      "select kiosk_device, kiosk_visit from check_in where item_slug = 'checkin-3002-1'",
    );
    expect(where).toEqual({ kiosk_device: 'Front desk', kiosk_visit: visit });

    // Walk away: the countdown, then a fresh /kiosk.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.locator('rad-portal dialog[role="alertdialog"][open]').waitFor({ timeout: 20_000 });
    await reloaded;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/kiosk?kioskMode=true');
    await page.locator('rad-portal .shell-main').waitFor();

    // The next patient opens check-in.
    await page.goto(harness.url('/check-in?kioskMode=true'));
    await checkIn(page).locator('input[name="lastName"]').waitFor();
    const shown = await everythingShown(page);
    const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
    const cookies = await page.context().cookies();
    const everything = JSON.stringify({ shown, stored, cookies });
    const canaries = [
      'Brennan',
      'Jack',
      'Dr Canary Referrer',
      'CANARY-REF-9',
      '2123 45670 1',
      '2123456701',
      'CHECKIN-3002',
      'checkin-3002',
      visit,
    ];
    for (const canary of canaries) expect(everything).not.toContain(canary);
    // Cookies: only the device's remains of the kiosk's (the visit cookie went with the reset).
    expect(cookies.find((cookie) => cookie.name === 'kioskIdentity')?.value).toBe('Front%20desk');
    expect(cookies.map((cookie) => cookie.name)).not.toContain('patientKioskIdentity');
    expect(problems).toEqual([]);
    // A deep link to a later step (a reload of the last screen) starts the next person at identity.
    await page.goto(harness.url('/check-in?step=complete&kioskMode=true'));
    await checkIn(page).locator('input[name="lastName"]').waitFor();
    expect(await step(page)).toBe('identity');
    // The server session holds nothing of the first patient either (the probe's 401 is the one console line).
    const status = await page.evaluate(async () => (await fetch('/api/secured/check-in/CHECKIN-3002/items')).status);
    expect(status).toBe(401);
    // The browser history: every entry Back reaches shows and names nothing of the first patient.
    for (let back = 0; back < 10; back += 1) {
      const moved = await page.goBack();
      if (!moved) break;
      await page.locator('rad-portal .shell-main').waitFor();
      const entry = `${page.url()}\n${await everythingShown(page)}`;
      for (const canary of canaries) expect(entry).not.toContain(canary);
    }
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    await page.context().close();
  }, 90_000);
});
