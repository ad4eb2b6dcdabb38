/**
 * "View the pages of …" against the reference server: a patient uploads a two-page referral on
 * the appointment page and reads it as page images drawn by the server (a phone or a kiosk
 * without a PDF viewer), each page named for screen readers; Escape closes the pages.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdfPages } from '../../demo/server/seed/sample-pdf';
import { copyDemoBooking } from '../../demo/server/test-support';
import { axeViolations, openAppointment, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-PAGES');
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-ANSWERS');
  // The safety questionnaire answered earlier (as the booking form would have saved it).
  const response = {
    resourceType: 'QuestionnaireResponse',
    status: 'completed',
    item: ['pacemaker', 'implants', 'metal-eye', 'claustrophobia'].map((linkId) => ({ linkId, answer: [{ valueBoolean: false }] })),
  };
  await harness.server.db.query(
    `insert into questionnaire_answer (questionnaire_id, scope, booking_key, exam_slug, response, outcome)
     values ('mri-safety', 'APPOINTMENT', 'E2E-APPT-ANSWERS', 'mri-knee', $1, '{}')`,
    [JSON.stringify(response)],
  );
});
afterAll(async () => harness?.close());

const a = (page: Page, selector: string) => page.locator(`rad-appointments ${selector}`);

describe('a document as page images', () => {
  it('shows each page of an uploaded PDF as an image drawn by the server, named page by page', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-PAGES');
    await a(page, '.rad-attachments__empty').waitFor();
    const buffer = samplePdfPages([['Referral for MRI knee'], ['Clinical notes, page two']]);
    await a(page, '.rad-attachments > .rad-upload input[type="file"]').setInputFiles({
      name: 'referral.pdf',
      mimeType: 'application/pdf',
      buffer,
    });
    await a(page, '[data-attachment-id]').first().waitFor();

    await a(page, 'button:text-is("More actions for referral.pdf")').click();
    await a(page, '[role="menuitem"]:text-is("View the pages of referral.pdf")').click();
    const dialog = a(page, 'dialog[open]');
    await dialog.locator('h2', { hasText: 'referral.pdf: pages' }).waitFor();
    const images = dialog.locator('img.rad-pages__image');
    await expect.poll(() => images.count()).toBe(2);
    expect(await images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).alt))).toEqual([
      'referral.pdf, page 1 of 2',
      'referral.pdf, page 2 of 2',
    ]);
    // Drawn by the server and really loaded (the lazy second page once scrolled to).
    await images.nth(1).scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth)), { timeout: 20_000 })
      .toEqual([1240, 1240]);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => a(page, 'dialog[open]').count()).toBe(0);
    // Focus is back on the row's menu button, which the pages were opened from.
    await expect
      .poll(() =>
        page.evaluate(() => {
          // The focused element through the portal's and the widget's shadow roots.
          let focused = document.activeElement;
          while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
          return focused?.textContent;
        }),
      )
      .toBe('More actions for referral.pdf');
    expect(problems).toEqual([]);
  });

  it('shows the questionnaires answered for the appointment and reads the answers back as a page', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-APPT-ANSWERS');
    await a(page, 'h3:text-is("Your answers")').waitFor();
    expect(await a(page, '.rad-answers__name').allTextContents()).toEqual(['MRI safety questions']);
    await a(page, 'button:text-is("View your answers to MRI safety questions as pages")').click();
    const images = a(page, 'dialog[open] img.rad-pages__image');
    await expect.poll(() => images.count()).toBe(1);
    expect(await images.getAttribute('alt')).toBe('MRI safety questions, page 1 of 1');
    await expect.poll(() => images.evaluate((image) => (image as HTMLImageElement).naturalHeight), { timeout: 20_000 }).toBe(1754);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
