/**
 * Questionnaire journeys against the reference server, signed in through the real secure link:
 * MRI safety answers that deny the booking reach the deny page; claustrophobia changes the exam and
 * the host hears the new exam; a pain score whose save fails reaches the deny page; a reload in
 * the middle keeps the answers.
 */
import { denyMessageId } from '../../src/api/schemas/deny-message.schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../demo/server/seed/patients';
import { seedProviderConfig } from '../../demo/server/seed/provider';
import en from '../../src/i18n/messages/en-AU.json';
import { copyDemoBooking } from '../../demo/server/test-support';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
const KEYS = ['E2E-MRI-DENY', 'E2E-MRI-OPEN', 'E2E-MRI-PAIN', 'E2E-MRI-DRAFT'];
beforeAll(async () => {
  harness = await startHarness();
  // Knee MRIs of the demo patient Ana (date of birth 27 3 1985), one per journey: an answer is kept once given.
  for (const key of KEYS) {
    await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', key);
  }
  // Ana's coronary CT (its questionnaire makes a booking request), and Mei's prostate MRI request waiting protocol.
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-CT-CORONARY', { exam: 'ct-coronary-angiogram' });
  await harness.server.db.query(
    `insert into booking_request (booking_key, slug, patient_id, exam_slug)
     select 'E2E-BR-PROSTATE', 'e2e-br-prostate', patient_id, 'mri-prostate' from booking_request where booking_key = 'DEMO-BR-2001'`,
  );
});
afterAll(async () => harness?.close());

const q = (page: Page, selector = '') => page.locator(`rad-questionnaire ${selector}`.trim());
const choose = (page: Page, linkId: string, label: string) =>
  q(page, `[data-link-id="${linkId}"] label.q-option`)
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

async function signInTo(
  bookingKey: string,
  query = '',
  who: { dateOfBirth: [string, string, string]; bookingRequest?: boolean } = { dateOfBirth: ['27', '3', '1985'] },
): Promise<{ page: Page; problems: string[] }> {
  const request = who.bookingRequest ? '&isBookingRequest=true' : '';
  const returnUrl = `/questionnaires?bookingKey=${bookingKey}${request}${query}`;
  const link = `/authentication?${new URLSearchParams({
    returnUrl,
    type: who.bookingRequest ? 'BOOKING_REQUEST' : 'APPOINTMENT',
    bookingKey,
    ...(who.bookingRequest ? { isBookingRequest: 'true' } : {}),
  }).toString()}`;
  const opened = await harness.open(link);
  const { page } = opened;
  // Events reach the host page: record them as a host would (details only).
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { radEvents: unknown[] }).radEvents = seen;
    for (const name of ['rad-questionnaire-completed', 'rad-questionnaire-exam-changed'])
      document.addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
  });
  const [day, month, year] = who.dateOfBirth;
  await page.locator('rad-auth input[autocomplete="bday-day"]').fill(day);
  await page.locator('rad-auth input[autocomplete="bday-month"]').fill(month);
  await page.locator('rad-auth input[autocomplete="bday-year"]').fill(year);
  await page.locator('rad-auth [part="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/questionnaires');
  await q(page, 'dialog[open] form').waitFor();
  return opened;
}

/** The server is real; only this save is made to fail, as a broken network or server would. */
async function failSaves(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
}

async function answerMriSafety(page: Page, answers: { pacemaker: string; claustrophobia: string }) {
  await choose(page, 'pacemaker', answers.pacemaker);
  await choose(page, 'implants', 'No');
  await choose(page, 'metal-eye', 'No');
  await choose(page, 'pregnant', 'Does not apply to me');
  await choose(page, 'claustrophobia', answers.claustrophobia);
  await q(page, '[data-link-id="weight"] input').fill('68.5');
}

describe('questionnaires', () => {
  it('MRI safety: a pacemaker denies the booking and the deny page says why', async () => {
    const { page, problems } = await signInTo('E2E-MRI-DENY');
    expect(await q(page, 'dialog[open] h2').textContent()).toBe('MRI safety questions');
    expect(await axeViolations(page)).toEqual([]);
    await answerMriSafety(page, { pacemaker: 'Yes', claustrophobia: 'No' });
    await q(page, '[part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/deny');
    await expect.poll(() => page.locator('rad-deny h1').textContent()).toContain('not safe with a pacemaker');
    const [stored] = await harness.server.db.query<{ outcome: { denied: boolean } }>(
      `select outcome from questionnaire_answer where booking_key = 'E2E-MRI-DENY'`,
    );
    expect(stored?.outcome.denied).toBe(true);
    // Coming back to the questionnaires: the denial stands (the deny page again, never "already answered").
    await page.goto(harness.url('/questionnaires?bookingKey=E2E-MRI-DENY'));
    await page.waitForURL((url) => url.pathname === '/deny');
    await expect.poll(() => page.locator('rad-deny h1').textContent()).toContain('not safe with a pacemaker');
    expect(await q(page, '.q-done').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('claustrophobia changes the exam to the open MRI; the host hears newExamSlug, never the answers', async () => {
    const { page, problems } = await signInTo('E2E-MRI-OPEN');
    await answerMriSafety(page, { pacemaker: 'No', claustrophobia: 'Yes' });
    await q(page, '[part="submit"]').click();
    await q(page, '.q-done').waitFor();
    const events = (await page.evaluate(() => (window as unknown as { radEvents: unknown[] }).radEvents)) as {
      name: string;
      detail: Record<string, unknown>;
    }[];
    expect(events.find((event) => event.name === 'rad-questionnaire-exam-changed')?.detail).toEqual({
      questionnaireId: 'mri-safety',
      newExamSlug: 'mri-knee-open',
      reloadAfterMs: 400,
    });
    expect(JSON.stringify(events)).not.toContain('valueBoolean');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a pain score whose save fails dismisses the dialog and reaches the deny page with a close option', async () => {
    const { page } = await signInTo('E2E-MRI-PAIN', '&types=PAIN_SCORE_INITIAL');
    // The server is real; only this save is made to fail, as a broken network or server would.
    await page.route('**/api/secured/appointments/*/pain_score', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    const slider = q(page, 'input[type="range"]');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await q(page, '[part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/deny');
    await expect
      .poll(() => page.locator('rad-deny h1').textContent())
      .toBe('We could not save your pain score. Please let our staff know how you are feeling.');
    expect(await page.locator('rad-deny [part="close"]').count()).toBe(1);
    expect(await page.locator('rad-questionnaire dialog[open]').count()).toBe(0);
    await page.context().close();
  });

  it('a reload in the middle of the questionnaire keeps the answers; submitting clears the draft', async () => {
    const { page } = await signInTo('E2E-MRI-DRAFT');
    await choose(page, 'pacemaker', 'No');
    await choose(page, 'implants', 'Yes');
    await choose(page, 'implant-type', 'Joint replacement, plate or screws');
    await q(page, '[data-link-id="weight"] input').fill('71');
    // The draft is written after a pause in typing: wait until it holds the last answer, then reload.
    await page.waitForFunction(() =>
      Object.keys(sessionStorage).some((key) => key.includes('questionnaire-draft') && sessionStorage.getItem(key)!.includes('"value":71')),
    );
    await page.reload();
    await q(page, 'dialog[open] form').waitFor();
    expect(await q(page, '[data-link-id="pacemaker"] label.q-option').filter({ hasText: /^No$/ }).locator('input').isChecked()).toBe(true);
    expect(
      await q(page, '[data-link-id="implant-type"] label.q-option').filter({ hasText: 'Joint replacement' }).locator('input').isChecked(),
    ).toBe(true);
    expect(await q(page, '[data-link-id="weight"] input').inputValue()).toBe('71');
    await choose(page, 'metal-eye', 'No');
    await choose(page, 'pregnant', 'No');
    await choose(page, 'claustrophobia', 'No');
    await q(page, '[part="submit"]').click();
    await q(page, '.q-done').waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('questionnaire-draft')))).toEqual([]);
    const [stored] = await harness.server.db.query<{ response: { item: { linkId: string }[] } }>(
      `select response from questionnaire_answer where booking_key = 'E2E-MRI-DRAFT'`,
    );
    expect(stored?.response.item.map((item) => item.linkId)).toEqual([
      'pacemaker',
      'implants',
      'implant-details',
      'metal-eye',
      'pregnant',
      'claustrophobia',
      'weight',
    ]);
    await page.context().close();
  });

  it('a PROTOCOL save that fails leads to the deny page with message.booking_request_waiting_protocol_error', async () => {
    const { page, problems } = await signInTo('E2E-BR-PROSTATE', '&types=PROTOCOL', {
      dateOfBirth: ['14', '7', '1990'],
      bookingRequest: true,
    });
    expect(await q(page, 'dialog[open] h2').textContent()).toBe('Prostate MRI: questions for the radiologist');
    await failSaves(page, '**/api/secured/booking_requests/E2E-BR-PROSTATE/questionnaires');
    await choose(page, 'biopsy', 'No');
    await choose(page, 'hip-replacement', 'No');
    await choose(page, 'glaucoma', 'No');
    await q(page, '[part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/deny');
    await expect.poll(() => page.locator('rad-deny h1').textContent()).toBe(en['message.booking_request_waiting_protocol_error']);
    expect(new URL(page.url()).searchParams.get('message')).toBe('message.booking_request_waiting_protocol_error');
    expect(await page.locator('rad-questionnaire dialog[open]').count()).toBe(0);
    expect(await harness.server.db.query(`select 1 from questionnaire_answer where booking_key = 'E2E-BR-PROSTATE'`)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
    await page.context().close();
  });

  it('a booking request questionnaire whose save fails goes to the configured URL with the provider’s message', async () => {
    const { page, problems } = await signInTo('E2E-CT-CORONARY', '&types=CREATE_BOOKING_REQUEST');
    expect(await q(page, 'dialog[open] h2').textContent()).toBe('Before we arrange your coronary CT');
    await failSaves(page, '**/api/secured/appointments/E2E-CT-CORONARY/questionnaires');
    await choose(page, 'referral', 'Yes');
    await choose(page, 'beta-blocker', 'No');
    await choose(page, 'asthma', 'No');
    await choose(page, 'best-time', 'Morning');
    await q(page, '[part="submit"]').click();
    const { creationErrorUrl, creationErrorMessage } = seedProviderConfig.bookingRequest as {
      creationErrorUrl: string;
      creationErrorMessage: string;
    };
    await page.waitForURL((url) => url.pathname === creationErrorUrl);
    // The deny link carries the message's id, never its text; the page looks the text up.
    expect(new URL(page.url()).searchParams.get('customMessage')).toBeNull();
    expect(new URL(page.url()).searchParams.get('messageId')).toBe(denyMessageId(creationErrorMessage));
    await expect.poll(() => page.locator('rad-deny h1').textContent()).toBe(creationErrorMessage);
    expect(await harness.server.db.query(`select 1 from questionnaire_answer where booking_key = 'E2E-CT-CORONARY'`)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
    await page.context().close();
  });

  it('the demo link: sign in, answer the MRI safety questions, then the stored redirect to the appointment', async () => {
    const { page, problems } = await harness.open(DEMO_LINKS.questionnaire);
    await page.locator('rad-auth input[autocomplete="bday-day"]').fill('27');
    await page.locator('rad-auth input[autocomplete="bday-month"]').fill('3');
    await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1985');
    await page.locator('rad-auth [part="submit"]').click();
    await q(page, 'dialog[open] form').waitFor();
    await answerMriSafety(page, { pacemaker: 'No', claustrophobia: 'No' });
    await q(page, '[part="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/appointments/DEMO-APPT-1001');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
