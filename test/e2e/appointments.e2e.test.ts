/**
 * Appointment journeys against the reference server, signed in through the real secure link:
 * open the appointment, upload two referrals, replace one, delete one, download one; cancel
 * outside the prior-minutes window (stored) and inside it (refused by the server's rule); reschedule
 * through the slot grid (the page and the server both show the new time); the cancellation
 * questionnaire where one is configured (answering cancels, closing unfinished changes nothing);
 * confirm after the required MRI safety questions; the consent form answered on the page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../demo/server/seed/sample-pdf';
import { copyDemoBooking } from '../../demo/server/test-support';
import { axeViolations, openAppointment, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-DOCS');
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-CANCEL');
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-VIEW');
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-CONFIRM');
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-SOON');
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-MOVE');
  // This provider asks the cancellation questionnaire for ultrasound bookings only: the MRI
  // bookings above cancel through the reason modal, the ultrasound ones through the questionnaire.
  await harness.server.db.query(`update questionnaire set modality_ids = '{ultrasound}' where id = 'cancellation-reasons'`);
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-QCANCEL', { exam: 'us-abdomen' });
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-QCLOSE', { exam: 'us-abdomen' });
  // Three weeks ahead: outside the 24-hour window, inside the slot horizon.
  await harness.server.db.query(
    `update appointment_item set starts_at = date_trunc('hour', now()) + interval '21 days 2 hours', ends_at = date_trunc('hour', now()) + interval '21 days 150 minutes' where booking_key = 'E2E-APPT-MOVE'`,
  );
  await harness.server.db.query(
    `update appointment_item set starts_at = now() + interval '3 hours', ends_at = now() + interval '210 minutes' where booking_key = 'E2E-APPT-SOON'`,
  );
});
afterAll(async () => harness?.close());

const a = (page: Page, selector: string, options?: Parameters<Page['locator']>[1]) => page.locator(`rad-appointments ${selector}`, options);

/** A row's menu item: the row's "More actions" button opens the menu (src/attachments/RowActions.tsx). */
async function menu(page: Page, name: string, item: string) {
  await a(page, `button:text-is("More actions for ${name}")`).click();
  return a(page, `[role="menu"] [role="menuitem"]:text-is("${item}")`);
}

const pdf = (name: string, line: string) => ({ name, mimeType: 'application/pdf', buffer: samplePdf([line]) });

describe('appointment documents', () => {
  it('uploads two referrals, replaces one, deletes one, and downloads what is stored', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-DOCS');
    expect(await a(page, 'h1').textContent()).toBe('Your appointment, Ana');
    await a(page, '.rad-attachments__empty').waitFor();
    const storedFiles = async () =>
      (await harness.server.db.query<{ count: number }>('select count(*)::int as count from stored_file'))[0]!.count;
    const before = await storedFiles();

    const input = a(page, '.rad-attachments > .rad-upload input[type="file"]');
    await input.setInputFiles(pdf('referral-one.pdf', 'first'));
    await a(page, '[data-attachment-id]').first().waitFor();
    await input.setInputFiles(pdf('referral-two.pdf', 'second'));
    await expect.poll(() => a(page, '.rad-attachments__name').allTextContents()).toEqual(['referral-one.pdf', 'referral-two.pdf']);
    expect(await axeViolations(page)).toEqual([]);

    // Replace the first: the dialog names it; the list shows the new file in its place.
    await (await menu(page, 'referral-one.pdf', 'Replace referral-one.pdf')).click();
    const dialog = a(page, 'dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe('Replace referral-one.pdf');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('input[type="file"]').setInputFiles(pdf('referral-new.pdf', 'replaced'));
    await expect.poll(() => a(page, '.rad-attachments__name').allTextContents()).toEqual(['referral-new.pdf', 'referral-two.pdf']);

    // Delete the second, after the confirmation that names it.
    await (await menu(page, 'referral-two.pdf', 'Delete referral-two.pdf')).click();
    expect(await a(page, 'dialog[open]').textContent()).toContain('Do you want to delete referral-two.pdf?');
    expect(await axeViolations(page)).toEqual([]);
    await a(page, 'dialog[open] button:text-is("Delete")').click();
    await expect.poll(() => a(page, '.rad-attachments__name').allTextContents()).toEqual(['referral-new.pdf']);

    const stored = await harness.server.db.query<{ file_name: string }>(
      `select file_name from attachment where owner_type = 'APPOINTMENT' and owner_key = 'E2E-APPT-DOCS'`,
    );
    expect(stored).toEqual([{ file_name: 'referral-new.pdf' }]);
    expect(await storedFiles()).toBe(before + 1);

    // The download link serves the stored file to this session.
    const href = await (await menu(page, 'referral-new.pdf', 'Download referral-new.pdf')).getAttribute('href');
    await page.keyboard.press('Escape');
    const download = await page.request.get(href!);
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="referral-new.pdf"/);
    expect((await download.body()).toString('latin1')).toContain('replaced');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('document viewer', () => {
  it('shows the stored picture and referral in the carousel: zoom, next, the PDF’s pages drawn by the server', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-VIEW');
    await a(page, '.rad-attachments__empty').waitFor();
    const input = a(page, '.rad-attachments > .rad-upload input[type="file"]');
    const png = await readFile(new URL('../browser/fixtures/picture.png', import.meta.url));
    await input.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
    await a(page, '[data-attachment-id]').first().waitFor();
    await input.setInputFiles(pdf('referral.pdf', 'the referral'));
    await expect.poll(() => a(page, '.rad-attachments__name').allTextContents()).toEqual(['card.png', 'referral.pdf']);

    await a(page, 'button:text-is("Show card.png")').click();
    const viewer = a(page, 'dialog[open].rad-viewer-dialog');
    const image = viewer.locator('img.rad-viewer__image');
    // The server's file, decoded by the browser: 400 × 300, shown at most 600 px high.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    const status = viewer.locator('[data-viewer-status]');
    expect(await status.textContent()).toBe('Image 1 of 2, 100 %');
    await viewer.locator('button', { hasText: 'Zoom in' }).click();
    await expect.poll(() => status.textContent()).toBe('Image 1 of 2, 150 %');
    expect(await axeViolations(page)).toEqual([]);

    await viewer.locator('button', { hasText: 'Next document' }).click();
    await expect.poll(() => status.textContent()).toBe('Document 2 of 2');
    // Uploaded without a type: the slide says so rather than guessing.
    expect(await viewer.locator('h3').textContent()).toBe('Other document');
    // The view link is the server's page of the PDF's pages, never the PDF in the browser's viewer.
    const open = viewer.locator('a', { hasText: 'Open referral.pdf' });
    const view = await page.request.get((await open.getAttribute('href'))!);
    expect(view.headers()['content-type']).toMatch(/^text\/html/);
    expect(await view.text()).toContain('alt="referral.pdf, page 1 of 1"');
    expect(await axeViolations(page)).toEqual([]);
    await viewer.locator('button:text-is("Close")').click();
    await expect.poll(() => a(page, 'dialog[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('cancel', () => {
  it('outside the prior-minutes window: the reason modal cancels, and the server stores why', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-CANCEL');
    await a(page, '[part="actions"] button:text-is("Cancel appointment")').click();
    const dialog = a(page, 'dialog[open]');
    await dialog.locator('label:text-is("I am having the scan somewhere else")').click();
    await dialog.locator('textarea').fill('Closer to home');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('button:text-is("Cancel appointment")').click();
    await page.locator('rad-appointments').getByText('This appointment has been cancelled.').first().waitFor();
    const [change] = await harness.server.db.query(`select reason, note from appointment_change where booking_key = 'E2E-APPT-CANCEL'`);
    expect(change).toEqual({ reason: 'elsewhere', note: 'Closer to home' });
    const [booking] = await harness.server.db.query<{ status: string }>(
      `select status from appointment where booking_key = 'E2E-APPT-CANCEL'`,
    );
    expect(booking?.status).toBe('CANCELED');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('inside the window: the refusal is shown, and the server refuses a cancel sent anyway', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-SOON');
    await a(page, '[part="actions"] button:text-is("Cancel appointment")').click();
    expect(await a(page, 'dialog[open]').textContent()).toContain('Your appointment is too soon to cancel online.');
    const forced = await page.evaluate(async () => {
      const response = await fetch('/api/secured/appointments/E2E-APPT-SOON/cancel', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: 'time' }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(forced).toEqual({ status: 409, body: { message: 'message.cancel_prior_minutes', code: 'cancel_refused' } });
    const [booking] = await harness.server.db.query<{ status: string }>(
      `select status from appointment where booking_key = 'E2E-APPT-SOON'`,
    );
    expect(booking?.status).toBe('BOOKED');
    // The forced call's 409 is the only console line.
    expect(problems.filter((line) => !line.includes('409'))).toEqual([]);
    await page.context().close();
  });
});

describe('reschedule', () => {
  it('chooses a new time in the slot grid; the page shows it and the server stored it, with the hold consumed', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-MOVE');
    const [before] = await harness.server.db.query<{ starts_at: Date }>(
      `select starts_at from appointment_item where booking_key = 'E2E-APPT-MOVE'`,
    );
    await a(page, '[part="actions"] button:text-is("Change the time")').click();
    const panel = a(page, '[part="reschedule"]');
    await panel.locator('h2', { hasText: 'Choose a new time for MRI knee' }).waitFor();
    // Next week's first day with times, and its first time.
    await panel.getByRole('button', { name: 'Next week' }).click();
    const day = panel.locator('.slots__day:not(.slots__day--empty)').first();
    await day.waitFor({ timeout: 20_000 });
    await day.click();
    const time = panel.locator('.slots__time').first();
    await time.waitFor();
    const chosen = (await time.getAttribute('aria-label')) ?? '';
    await time.click();

    const dialog = a(page, 'dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe('Move your appointment?');
    expect(await axeViolations(page)).toEqual([]);
    const [held] = await harness.server.db.query<{ id: string; starts_at: Date }>(
      `select id, starts_at from slot_hold order by created_at desc limit 1`,
    );
    await dialog.locator('button:text-is("Move my appointment")').click();

    const notice = a(page, '.appointments__notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Your appointment has been moved to');
    const [after] = await harness.server.db.query<{ starts_at: Date }>(
      `select starts_at from appointment_item where booking_key = 'E2E-APPT-MOVE'`,
    );
    expect(after!.starts_at.toISOString()).toBe(held!.starts_at.toISOString());
    expect(after!.starts_at.toISOString()).not.toBe(before!.starts_at.toISOString());
    expect(await harness.server.db.query('select 1 from slot_hold where id = $1', [held!.id])).toEqual([]);
    // The patient is e-mailed the new time in the page's language, with a link a mail app can open.
    const [mail] = await harness.server.db.query<{ subject: string; body: string }>(
      `select subject, body from outbox where body like '%/appointments/E2E-APPT-MOVE"%' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toBe('Your appointment has a new time');
    expect(mail!.body).toContain(
      `<a href="${new URL(harness.url('/')).origin}/appointments/E2E-APPT-MOVE">See or change your appointment</a>`,
    );
    // The page shows the stored time, in the clinic's zone, and where it moved from.
    const shown = await a(page, '.appointments__when time').getAttribute('datetime');
    expect(new Date(shown!).toISOString()).toBe(after!.starts_at.toISOString());
    expect(chosen).toContain(
      await a(page, '.appointments__when time')
        .textContent()
        .then((text) => text!.split(' at ')[1]!.trim()),
    );
    expect(await a(page, '.appointments__moved').textContent()).toMatch(/^Moved from /);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('cancellation questionnaire', () => {
  it('answering it cancels the appointment: the page says so and the server stored the answer and the cancellation', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-QCANCEL');
    await a(page, '[part="actions"] button:text-is("Cancel appointment")').click();
    const dialog = a(page, 'dialog[open]');
    await dialog.locator('h2', { hasText: 'Cancel your appointment' }).waitFor();
    await dialog.getByLabel('Why are you cancelling?').selectOption({ label: 'The cost' });
    await dialog.getByRole('radio', { name: 'No' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('button:text-is("Submit answers")').click();
    await a(page, '.appointments__notice', { hasText: 'Your appointment has been cancelled.' }).waitFor();
    expect(await a(page, 'dialog[open]').count()).toBe(0);
    const [booking] = await harness.server.db.query<{ status: string }>(
      `select status from appointment where booking_key = 'E2E-APPT-QCANCEL'`,
    );
    expect(booking?.status).toBe('CANCELED');
    const items = await harness.server.db.query(`select status from appointment_item where booking_key = 'E2E-APPT-QCANCEL'`);
    expect(items).toEqual([{ status: 'CANCELED' }]);
    const answers = await harness.server.db.query(
      `select questionnaire_id from questionnaire_answer where booking_key = 'E2E-APPT-QCANCEL'`,
    );
    expect(answers).toEqual([{ questionnaire_id: 'cancellation-reasons' }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closing it unfinished goes back to the appointment and changes nothing', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-QCLOSE');
    const cancel = a(page, '[part="actions"] button:text-is("Cancel appointment")');
    await cancel.click();
    const dialog = a(page, 'dialog[open]').first();
    await dialog.locator('h2', { hasText: 'Cancel your appointment' }).waitFor();
    await dialog.locator('button:text-is("Close")').click();
    // The questionnaire asks before it lets the answers go.
    await a(page, 'dialog[open] button:text-is("Leave")').click();
    await expect.poll(() => a(page, 'dialog[open]').count()).toBe(0);
    expect(await cancel.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    expect(await a(page, '.appointments__notice').count()).toBe(0);
    const [booking] = await harness.server.db.query<{ status: string }>(
      `select status from appointment where booking_key = 'E2E-APPT-QCLOSE'`,
    );
    expect(booking?.status).toBe('BOOKED');
    expect(await harness.server.db.query(`select 1 from questionnaire_answer where booking_key = 'E2E-APPT-QCLOSE'`)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('confirm and consent', () => {
  const choose = (page: Page, linkId: string, label: string) =>
    a(page, `dialog[open] [data-link-id="${linkId}"] label.q-option`)
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();

  it('Confirm asks the MRI safety questions first, then the server records the confirmation', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-CONFIRM');
    await a(page, '[part="actions"] button:text-is("Confirm my appointment")').click();
    const dialog = a(page, 'dialog[open]');
    await dialog.locator('h2', { hasText: 'MRI safety questions' }).waitFor();
    // Not confirmed while the questions are open.
    const confirmed = () =>
      harness.server.db.query<{ confirmed_at: Date | null }>(`select confirmed_at from appointment where booking_key = 'E2E-APPT-CONFIRM'`);
    expect((await confirmed())[0]!.confirmed_at).toBeNull();
    await choose(page, 'pacemaker', 'No');
    await choose(page, 'implants', 'No');
    await choose(page, 'metal-eye', 'No');
    await choose(page, 'pregnant', 'Does not apply to me');
    await choose(page, 'claustrophobia', 'No');
    await dialog.locator('[data-link-id="weight"] input').fill('68.5');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('button:text-is("Submit answers")').click();
    await a(page, '.appointments__notice', { hasText: 'Thank you. Your appointment is confirmed.' }).waitFor();
    expect((await confirmed())[0]!.confirmed_at).not.toBeNull();
    const answers = await harness.server.db.query(
      `select questionnaire_id from questionnaire_answer where booking_key = 'E2E-APPT-CONFIRM'`,
    );
    expect(answers).toEqual([{ questionnaire_id: 'mri-safety' }]);
    expect(await a(page, '.appointments__confirmed').textContent()).toBe('You have confirmed this appointment.');

    // The MRI consent form, answered on the page: the server stores the answer.
    await a(page, 'button:text-is("Answer the consent forms for MRI knee")').click();
    const consent = a(page, 'dialog[open]');
    await consent.locator('legend', { hasText: 'MRI safety consent' }).waitFor();
    await consent.locator('button:text-is("Save my answers")').click();
    expect(await consent.locator('.rad-field__error:not([hidden])').first().textContent()).toBe('Choose whether you agree.');
    await consent.locator('label:text-is("I agree")').click();
    expect(await axeViolations(page)).toEqual([]);
    await consent.locator('button:text-is("Save my answers")').click();
    await a(page, '.appointments__consent-state', { hasText: 'Consent forms for MRI knee: answered.' }).waitFor();
    const stored = await harness.server.db.query(
      `select consent_form_id, answer from check_in_consent where item_slug = 'e2e-appt-confirm-1'`,
    );
    expect(stored).toEqual([{ consent_form_id: 1, answer: true }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
