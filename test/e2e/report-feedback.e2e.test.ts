/**
 * Report quality feedback against the reference server: a referrer goes from the image viewer to
 * the feedback page, answers by keyboard, the server stores a checked QuestionnaireResponse, the
 * page returns to the images, and the link is "already provided" from then on. Then the FAQ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IMSEC } from '../../demo/server/features/image-viewer/demo-data';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

describe('report quality feedback (/referrer/report-feedback)', () => {
  it('from the viewer: answered by keyboard, stored once, back to the images; then already provided', async () => {
    const { page, problems } = await harness.open(`/referrer/quick-report?imsec=${DEMO_IMSEC.noImages}`);
    await page.locator('rad-image-viewer [part="feedback"]').click();
    await page.waitForURL(/\/referrer\/report-feedback\?imsec=/);
    const dialog = page.locator('rad-report-feedback dialog[open]');
    await dialog.getByText('How would you rate the quality of this report?').waitFor();
    expect(await page.title()).toContain('Report quality feedback');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('radio', { name: 'Very good' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('combobox', { name: /answer your clinical question/ }).selectOption({ label: 'Partly' });
    await dialog.getByRole('textbox', { name: /Comments for the reporting radiologist/ }).fill('Please state the comparison study.');
    await dialog
      .getByRole('group', { name: /May the radiologist contact you/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await dialog.getByRole('button', { name: 'Submit answers' }).press('Enter');

    const success = page.locator('rad-report-feedback [part="success"]');
    await success.waitFor();
    expect(await success.getByRole('status').textContent()).toContain('Your feedback goes straight to our radiologists.');
    expect(await axeViolations(page)).toEqual([]);
    const [row] = await harness.server.db.query<{ result: { item: { linkId: string; answer: unknown[] }[] } }>(
      `select a.result from report_feedback_answer a join image_viewer_link l on l.imsec_hash = a.link_key
        where l.accession_number = 'HRAD-CT-1003'`,
    );
    const answers = Object.fromEntries(row!.result.item.map((item) => [item.linkId, item.answer[0]]));
    expect(answers.quality).toMatchObject({ valueCoding: { code: 'quality-4' } });
    expect(answers['answered-question']).toMatchObject({ valueCoding: { code: 'partly' } });
    expect(answers.comments).toEqual({ valueString: 'Please state the comparison study.' });

    // 4 s later the page is back at the images of the same link.
    await page.waitForURL(new RegExp(`/referrer/quick-report\\?imsec=${DEMO_IMSEC.noImages}$`), { timeout: 8000 });
    await page.goto(harness.url(`/referrer/report-feedback?imsec=${DEMO_IMSEC.noImages}`));
    await page.locator('rad-report-feedback').getByText('Feedback on this report has already been given').waitFor();
    expect(await page.locator('rad-report-feedback dialog[open]').count()).toBe(0);
    // The 409 that says so is logged by Chromium as a failed resource: expected here, nothing else is.
    expect(problems.filter((problem) => !problem.includes('status of 409 (Conflict)'))).toEqual([]);
    await page.context().close();
  });

  it('the FAQ shows the translated HTML and leads back to the form of the same link', async () => {
    const { page, problems } = await harness.open(`/referrer/report-feedback/faq?imsec=${DEMO_IMSEC.pacs}`);
    const faq = page.locator('rad-report-feedback');
    await faq.getByRole('heading', { name: 'Who reads my feedback?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await faq.getByRole('link', { name: 'Back to the feedback form' }).click();
    await page.waitForURL(new RegExp(`/referrer/report-feedback\\?imsec=${DEMO_IMSEC.pacs}$`));
    await page.locator('rad-report-feedback dialog[open]').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('without a link the page says the form cannot be loaded, and asks the server nothing', async () => {
    const { page, problems } = await harness.open('/referrer/report-feedback');
    await page.locator('rad-report-feedback [role="alert"]').getByText('We could not load the feedback form').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const asked = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/image_viewer_link/')),
    );
    expect(asked).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
