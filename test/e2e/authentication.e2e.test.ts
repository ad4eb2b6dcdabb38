/**
 * Secure-link journeys against the reference server: each demo link signs in through the real
 * captcha, date of birth and, where the link needs one, the code from the development outbox.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../demo/server/seed/patients';
import { axeViolations, latestOutboxCode, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

const dialog = (page: Page) => page.locator('rad-auth dialog[open]');

async function typeDate(page: Page, day: string, month: string, year: string) {
  await page.locator('rad-auth input[autocomplete="bday-day"]').fill(day);
  await page.locator('rad-auth input[autocomplete="bday-month"]').fill(month);
  await page.locator('rad-auth input[autocomplete="bday-year"]').fill(year);
}

const latestCode = (recipient: string) => latestOutboxCode(harness, recipient);

async function enterCode(page: Page, code: string) {
  await page.locator('rad-auth input[autocomplete="one-time-code"]').fill(code);
  await page.locator('rad-auth [part="verify"]').click();
}

describe('secure links', () => {
  it('appointment: a wrong date is refused with its message, the right one opens the appointment', async () => {
    const { page, problems } = await harness.open(DEMO_LINKS.appointment);
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Confirm your identity to see your appointment');
    expect(await axeViolations(page)).toEqual([]);

    await typeDate(page, '28', '3', '1985');
    await page.locator('rad-auth [part="submit"]').click();
    await expect.poll(() => dialog(page).locator('[role="alert"]').first().textContent()).toContain('do not match our records');
    expect(await page.locator('rad-auth input[autocomplete="bday-day"]').inputValue()).toBe('28'); // nothing typed is lost
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('rad-auth input[autocomplete="bday-day"]').fill('27');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/appointments/DEMO-APPT-1001');
    // The portal's guard lets the signed-in person stay (the appointments widget is a later issue).
    await page.locator('rad-portal rad-appointments h1', { hasText: 'Your appointment, Ana' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/appointments/DEMO-APPT-1001');
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'rad_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('staff booking: the patient-specific wording, then the appointment', async () => {
    const { page } = await harness.open(DEMO_LINKS.staffBooking);
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe("Confirm the patient's identity");
    await typeDate(page, '5', '11', '1972');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/appointments/DEMO-APPT-1002');
    await page.context().close();
  });

  it('booking request: the date of birth alone opens it', async () => {
    const { page } = await harness.open(DEMO_LINKS.bookingRequest);
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Confirm your identity to see your booking request');
    await typeDate(page, '14', '7', '1990');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/booking-requests/DEMO-BR-2001');
    await page.context().close();
  });

  it('own results: the date of birth, then the code e-mailed to the patient (results always need one)', async () => {
    const { page } = await harness.open(DEMO_LINKS.ownResults);
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Confirm your identity to see your results');
    await typeDate(page, '5', '11', '1972');
    await page.locator('rad-auth [part="submit"]').click();
    await expect.poll(() => dialog(page).locator('p').first().textContent()).toContain('l•••@example.com');
    await enterCode(page, await latestCode('liam.nguyen@example.com'));
    await page.waitForURL((url) => url.pathname === '/appointments/DEMO-APPT-1002/result');
    await page.context().close();
  });

  it('shared results: date of birth, then the code e-mailed to the contact; a 5-digit and a wrong code get their messages', async () => {
    const { page, problems } = await harness.open(DEMO_LINKS.sharedResults);
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Open the results shared with you');
    await typeDate(page, '27', '3', '1985');
    await page.locator('rad-auth [part="submit"]').click();
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Enter your one-time code');
    await expect.poll(() => dialog(page).locator('p').first().textContent()).toContain('s•••@example.com');
    expect(await page.locator('rad-auth input[autocomplete="one-time-code"]').getAttribute('inputmode')).toBe('numeric');
    expect(await page.locator('rad-auth [part="resend"]').isDisabled()).toBe(true); // the countdown runs
    expect(await axeViolations(page)).toEqual([]);

    await enterCode(page, '12345');
    await expect.poll(() => dialog(page).locator('.rad-field__error').textContent()).toBe('The code must be exactly 6 digits');
    const code = await latestCode('sam.kovac@example.com');
    await enterCode(page, code === '000000' ? '111111' : '000000');
    await expect.poll(() => dialog(page).locator('.rad-banner').textContent()).toContain('This code is incorrect');
    expect(await axeViolations(page)).toEqual([]);

    await enterCode(page, `${code.slice(0, 3)} ${code.slice(3)}`); // pasted with a space
    // The contact's link names the share where the booking key would stand: they never see the key.
    await page.waitForURL((url) => url.pathname === '/appointments/share-ana-knee/result');
    // The guard knows the share by its slug, and the server answers that share's results.
    await page.locator('rad-portal rad-results h1', { hasText: 'Results Ana has shared with you' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('patient portal: the date of birth in the link is used and leaves the URL at once; the code opens the results', async () => {
    const link = new URLSearchParams({
      returnUrl: '/appointments/DEMO-APPT-1001/result/patient?otpType=EMAIL',
      type: 'PATIENT_PORTAL',
      bookingKey: 'DEMO-APPT-1001',
      dateOfBirth: '1985-03-27',
      otpType: 'EMAIL',
    });
    const { page } = await harness.open(`/authentication?${link}`);
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Enter your one-time code');
    expect(page.url()).not.toContain('dateOfBirth');
    expect(page.url()).not.toContain('1985');
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('1985-03-27'))).toBe(false);
    await enterCode(page, await latestCode('ana.kovac@example.com'));
    await page.waitForURL((url) => url.pathname === '/appointments/DEMO-APPT-1001/result/patient');
    expect(page.url()).not.toContain('1985');
    await page.context().close();
  });
});

describe('the portal guard', () => {
  it('the patient-portal e-mail link goes through sign-in: its date of birth is used, then gone from the URL and history', async () => {
    // DEMO_LINKS.patientPortal, for Liam: Ana's key had a code a moment ago and its resend wait may still run.
    const link = DEMO_LINKS.patientPortal.replace('DEMO-APPT-1001', 'DEMO-APPT-1002').replace('1985-03-27', '1972-11-05');
    const { page, problems } = await harness.open(link);
    await page.waitForURL((url) => url.pathname === '/authentication');
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Enter your one-time code');
    expect(page.url()).not.toContain('1972');
    await enterCode(page, await latestCode('liam.nguyen@example.com'));
    await page.waitForURL((url) => url.pathname === '/appointments/DEMO-APPT-1002/result/patient');
    await page.locator('rad-portal rad-results h1', { hasText: 'Your results, Liam' }).waitFor();
    expect(page.url()).not.toContain('1972');
    // The same e-mail link again, now signed in: the date of birth leaves the URL at once.
    await page.goto(harness.url(link));
    await page.locator('rad-portal rad-results h1', { hasText: 'Your results, Liam' }).waitFor();
    await expect.poll(() => page.url()).not.toContain('1972');
    // Back does not lead to an entry holding the date of birth either.
    const entries = await page.evaluate(() => history.length);
    for (let i = 1; i < entries; i += 1) {
      await page.goBack().catch(() => undefined);
      expect(page.url()).not.toContain('1972');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a signed-in session opens only its own booking key', async () => {
    const { page } = await harness.open(DEMO_LINKS.bookingRequest);
    await typeDate(page, '14', '7', '1990');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/booking-requests/DEMO-BR-2001');
    await page.goto(harness.url('/appointments/DEMO-APPT-1002'));
    await page.waitForURL((url) => url.pathname === '/authentication');
    expect(new URL(page.url()).searchParams.get('bookingKey')).toBe('DEMO-APPT-1002');
    await page.context().close();
  });
});

describe('bad input and lockout', () => {
  it('a garbled date says what is wrong and keeps Continue disabled', async () => {
    const { page } = await harness.open(DEMO_LINKS.appointment);
    await dialog(page).waitFor();
    await typeDate(page, '31', '2', '1985');
    await page.locator('rad-auth input[autocomplete="bday-year"]').blur();
    await expect.poll(() => dialog(page).locator('.rad-field__error').textContent()).toContain('Enter a real date of birth');
    expect(await page.locator('rad-auth [part="submit"]').isDisabled()).toBe(true);
    await typeDate(page, '1', '1', '2099');
    await page.locator('rad-auth input[autocomplete="bday-year"]').blur();
    await expect.poll(() => dialog(page).locator('.rad-field__error').textContent()).toBe('The date of birth must be in the past');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('an incomplete link starts nothing and says so', async () => {
    const { page } = await harness.open('/authentication?type=APPOINTMENT&bookingKey=DEMO-APPT-1001');
    await expect.poll(() => page.locator('rad-auth [role="status"]').first().textContent()).toContain('This link is incomplete');
    expect(await dialog(page).count()).toBe(0);
    await page.context().close();
  });

  it('five wrong dates on a results link lock it and go to the deny page with the results message', async () => {
    const { page } = await harness.open(DEMO_LINKS.ownResults);
    await dialog(page).waitFor();
    for (let day = 1; day <= 5; day += 1) {
      await typeDate(page, String(day), '1', '1960');
      await page.locator('rad-auth [part="submit"]').click();
      if (day < 5) await expect.poll(() => dialog(page).locator('.rad-banner').textContent()).toContain('do not match');
    }
    await page.waitForURL((url) => url.pathname === '/deny');
    expect(new URL(page.url()).searchParams.get('message')).toBe('max_attempts_reached_results');
    await expect
      .poll(() => page.locator('rad-deny [part="message"]').textContent())
      .toContain('too many unsuccessful attempts to open your results');
    await page.context().close();
  });
});
