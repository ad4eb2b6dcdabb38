/**
 * The questionnaires a booking asks before it is made (docs/rules.md#questionnaire-required-before-booking,
 * docs/rules.md#questionnaire-outcomes-bind-booking), against the reference server: the MRI safety questions open from the booking
 * form through <rad-questionnaire>; a pacemaker denies the booking (said in the booking with the
 * clinic's phone, a call back and the way back to the exams; the held time given back; issue 24
 * item 4); claustrophobia changes the exam to the open MRI, said and focused, the slots reload for
 * it at the same clinic, and the booking made with it carries the answers (item 3).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(async () => harness?.close());

const booking = (page: Page) => page.locator('rad-booking');
const runner = (page: Page, selector: string) => page.locator(`rad-booking rad-questionnaire ${selector}`);
const choose = (page: Page, linkId: string, label: string) =>
  runner(page, `[data-link-id="${linkId}"] label.q-option`)
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

/** Next week's first day with times, then its first time, then the form. */
async function pickTime(page: Page): Promise<void> {
  await booking(page).getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
  const day = booking(page).locator('.slots__day:not(.slots__day--empty)').first();
  await day.waitFor({ timeout: 20_000 });
  await day.click();
  await booking(page).locator('.slots__time').first().click();
  await booking(page).locator('[part="booking-form"]').waitFor();
}

async function answerMriSafety(page: Page, answers: { pacemaker: string; claustrophobia: string }) {
  await runner(page, 'dialog[open] form').waitFor({ timeout: 20_000 });
  await choose(page, 'pacemaker', answers.pacemaker);
  await choose(page, 'implants', 'No');
  await choose(page, 'metal-eye', 'No');
  await choose(page, 'pregnant', 'Does not apply to me');
  await choose(page, 'claustrophobia', answers.claustrophobia);
  await runner(page, '[data-link-id="weight"] input').fill('68.5');
  await runner(page, '[part="submit"]').click();
}

/** What has focus, through the open shadow roots: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? { tag: active.localName, text: active.textContent ?? '' } : null;
  });

const liveHolds = (clinic: string) =>
  harness.server.db.query(`select 1 from slot_hold where clinic_slug = $1 and expires_at > now()`, [clinic]);

describe('questionnaires in the booking', () => {
  it('an MRI booking whose safety answers deny it: why, the clinic’s phone, a call back left, back to the exams; the time given back', async () => {
    // A laptop's 800 px: the safety questions are taller than that.
    const { page, problems } = await harness.open('/select-clinic/mri-knee?selectedClinic=parramatta', { width: 1280, height: 800 });
    await pickTime(page);
    expect(await liveHolds('parramatta')).toHaveLength(1);
    await runner(page, 'dialog[open] form').waitFor({ timeout: 20_000 });
    expect(await runner(page, 'dialog[open] h2').textContent()).toBe('MRI safety questions');
    // It opens at its heading, which has the focus (issue 24 item 9: it opened scrolled down).
    expect(await runner(page, 'dialog[open]').evaluate((dialog) => dialog.scrollTop)).toBe(0);
    expect(
      await runner(page, 'dialog[open] h2').evaluate((heading) => (heading.getRootNode() as ShadowRoot).activeElement === heading),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await answerMriSafety(page, { pacemaker: 'Yes', claustrophobia: 'No' });
    // In the booking, not a dead end: why, the clinic's phone, a call back, the way back.
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'We cannot book MRI knee for you online' });
    expect(new URL(page.url()).pathname).toBe('/select-clinic/mri-knee');
    await expect.poll(() => booking(page).locator('rad-deny h2').textContent()).toContain('not safe with a pacemaker');
    expect(await booking(page).locator('rad-deny').textContent()).not.toContain('will call you');
    expect(await booking(page).getByRole('link', { name: '(02) 5550 0101' }).getAttribute('href')).toBe('tel:0255500101');
    expect(await booking(page).getByText('Thank you').count()).toBe(0);
    await expect.poll(async () => (await liveHolds('parramatta')).length).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await booking(page).getByRole('button', { name: 'Ask us to call you back' }).press('Enter');
    const dialog = booking(page).locator('dialog[open]');
    await dialog.getByLabel('Your name').fill('Pat Pacemaker');
    await dialog.getByLabel('Contact number').fill('0298765432');
    await dialog.getByRole('button', { name: 'Send' }).press('Enter');
    await booking(page).getByText('Thank you. Our booking team will call you back.').waitFor();
    expect(
      await harness.server.db.query(`select phone, exam_slug, clinic_slug from callback_request where name = 'Pat Pacemaker'`),
    ).toEqual([{ phone: '0298765432', exam_slug: 'mri-knee', clinic_slug: 'parramatta' }]);
    await booking(page).getByRole('button', { name: 'Back to the exams' }).press('Enter');
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Which exam do you need?' });
    // Saved under the booking's temporary key, with the denial the server decided.
    const [stored] = await harness.server.db.query<{ scope: string; outcome: { denied: boolean } }>(
      `select scope, outcome from questionnaire_answer where temporary_key like 'BK-%' order by id desc limit 1`,
    );
    expect(stored).toMatchObject({ scope: 'TEMPORARY', outcome: { denied: true } });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('claustrophobia changes the exam to the open MRI: the slots reload for it and the booking carries the answers', async () => {
    const { page, problems } = await harness.open('/select-clinic/mri-knee?selectedClinic=chatswood');
    await pickTime(page);
    const reloaded = page.waitForRequest(
      (request) => request.url().includes('/api/clinic_appointments') && request.url().includes('examSlug=mri-knee-open'),
    );
    await answerMriSafety(page, { pacemaker: 'No', claustrophobia: 'Yes' });
    await expect.poll(() => booking(page).locator('.appointment__status').textContent()).toContain('Open MRI knee');
    await reloaded;
    await booking(page).locator('[part="slots"]').waitFor();
    // Said, focused, and named from then on; the same clinic's times (issue 24 item 3).
    const notice = await booking(page).locator('.appointment__status').textContent();
    expect(notice).toMatch(
      /^Because of your answers, you need Open MRI knee instead of MRI knee\. The time you chose \(.+, Harbourside Radiology Chatswood\) was for MRI knee, so it has been given back: choose a time for Open MRI knee below\.$/,
    );
    await expect.poll(() => focused(page)).toEqual({ tag: 'p', text: notice });
    expect(await booking(page).locator('.chosen__what').textContent()).toBe('Harbourside Radiology Chatswood, for Open MRI knee.');
    expect(await booking(page).locator('.slots__time, .slots__day:not(.slots__day--empty)').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get('changedExamSlug')).toBe('mri-knee-open');
    expect(await liveHolds('chatswood')).toHaveLength(0);

    await pickTime(page);
    // Answered once: the questions do not open again for the new exam.
    const form = booking(page).locator('[part="booking-form"]');
    await form.getByLabel('First name').fill('Oscar');
    await form.getByLabel('Last name').fill('Lindqvist');
    await form.getByLabel('Day').fill('9');
    await form.getByLabel('Month').fill('12');
    await form.getByLabel('Year').fill('1975');
    await form.getByLabel('E-mail').fill('open.mri@example.test');
    await form.getByLabel('I have read and accept the terms and conditions').check();
    expect(await runner(page, 'dialog[open]').count()).toBe(0);
    await booking(page).getByRole('button', { name: 'Book appointment' }).click();
    await booking(page).locator('[part="confirmation"]').waitFor({ timeout: 20_000 });
    const [item] = await harness.server.db.query<{ booking_key: string; exam_slug: string }>(
      `select i.booking_key, i.exam_slug from appointment_item i join appointment a on a.booking_key = i.booking_key
         join patient p on p.id = a.patient_id where p.email = 'open.mri@example.test'`,
    );
    expect(item?.exam_slug).toBe('mri-knee-open');
    const answers = await harness.server.db.query<{ scope: string; outcome: { newExamSlug: string } }>(
      `select scope, outcome from questionnaire_answer where booking_key = $1`,
      [item!.booking_key],
    );
    expect(answers).toEqual([{ scope: 'APPOINTMENT', outcome: expect.objectContaining({ newExamSlug: 'mri-knee-open' }) }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
