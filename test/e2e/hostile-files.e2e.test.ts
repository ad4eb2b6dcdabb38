/**
 * Hostile files against the reference server, as a patient's browser meets them (issue 23). A PDF
 * whose /OpenAction runs JavaScript (app.alert) and holds a form is uploaded, then opened every way
 * the widgets offer: the viewer's "Open …" link (a new tab), "View the pages" from the viewer and
 * from the row's menu, the download link, each of the file's URLs typed into a tab, and a booking
 * request's referral through the portal header's "View referral". No script
 * of the file runs (no dialog anywhere in the browser) and no browser PDF viewer ever loads it.
 * Then a JPEG-headed web page named poly.html is refused, and names are shown as stored.
 * At 375 px each row holds "Show" and its menu, and the menu stays on the screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostilePdf, jpegHtmlPolyglot, picture } from '../../demo/server/features/attachments/test-files';
import { copyDemoBooking } from '../../demo/server/test-support';
import { axeViolations, openAppointment, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  for (const key of ['E2E-HOSTILE-PDF', 'E2E-HOSTILE-NAMES', 'E2E-PHONE']) await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', key);
}, 120_000);
afterAll(async () => harness?.close());

const a = (page: Page, selector: string) => page.locator(`rad-appointments ${selector}`);
const upload = (page: Page) => a(page, '.rad-attachments > .rad-upload input[type="file"]');

/** Every dialog (alert, confirm, prompt) any page of the context opens, and every PDF viewer frame. */
function watch(context: BrowserContext) {
  const dialogs: string[] = [];
  const pdfViewers: string[] = [];
  const follow = (page: Page) => {
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('frameattached', (frame) => pdfViewers.push(frame.url()));
    page.on('framenavigated', (frame) => {
      if (frame.url().startsWith('chrome-extension://')) pdfViewers.push(frame.url());
    });
  };
  context.pages().forEach(follow);
  context.on('page', follow);
  return { dialogs, pdfViewers: () => pdfViewers.filter((url) => url.startsWith('chrome-extension://')) };
}

describe('a PDF with JavaScript and a form', () => {
  it('is kept as a PDF and shown only as pages drawn by the server, every way the widgets open it', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-HOSTILE-PDF');
    const seen = watch(page.context());
    await upload(page).setInputFiles({ name: 'referral.pdf', mimeType: 'application/pdf', buffer: hostilePdf() });
    await expect.poll(() => a(page, '.rad-attachments__name').allTextContents()).toEqual(['referral.pdf']);

    // 1. The viewer's "Open referral.pdf" link: a new tab with the pages as images.
    await a(page, 'button:text-is("Show referral.pdf")').click();
    const viewer = a(page, 'dialog[open].rad-viewer-dialog');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), viewer.locator('a', { hasText: 'Open referral.pdf' }).click()]);
    await tab.waitForLoadState();
    const drawn = tab.locator('img');
    await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 20_000 }).toBe(1240);
    expect(await drawn.getAttribute('alt')).toBe('referral.pdf, page 1 of 1');
    expect(await tab.evaluate(() => document.contentType)).toBe('text/html');
    await tab.close();

    // 2. "View the pages" in the viewer.
    await viewer.locator('button', { hasText: 'View the pages of referral.pdf' }).click();
    const pages = a(page, 'dialog[open].rad-pages-dialog img.rad-pages__image');
    await expect.poll(() => pages.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 20_000 }).toBe(1240);
    await page.keyboard.press('Escape');
    await expect.poll(() => a(page, 'dialog[open].rad-pages-dialog').count()).toBe(0);
    await viewer.locator('button:text-is("Close")').click();
    await expect.poll(() => a(page, 'dialog[open]').count()).toBe(0);

    // 3. "View the pages" and "Download" from the row's menu: the download is saved, never shown.
    await a(page, 'button:text-is("More actions for referral.pdf")').click();
    await a(page, '[role="menuitem"]:text-is("View the pages of referral.pdf")').click();
    await expect.poll(() => pages.count()).toBe(1);
    await page.keyboard.press('Escape');
    await a(page, 'button:text-is("More actions for referral.pdf")').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      a(page, '[role="menuitem"]:text-is("Download referral.pdf")').click(),
    ]);
    expect(download.suggestedFilename()).toBe('referral.pdf');

    // 4. Each URL of the file typed into a tab of its own.
    const base = `/api/secured/appointments/E2E-HOSTILE-PDF/attachments/${await a(page, '[data-attachment-id]').getAttribute('data-attachment-id')}`;
    const typed = await page.context().newPage();
    const [saved] = await Promise.all([typed.waitForEvent('download'), typed.goto(harness.url(`${base}/download`)).catch(() => null)]);
    expect(saved.suggestedFilename()).toBe('referral.pdf');
    const view = await typed.goto(harness.url(`${base}/view`));
    expect(view!.headers()['content-type']).toMatch(/^text\/html/);
    await expect.poll(() => typed.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 20_000 }).toBe(1240);
    const image = await typed.goto(harness.url(`${base}/images/1`));
    expect(image!.headers()['content-type']).toBe('image/png');
    expect(image!.headers()['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");

    expect(seen.dialogs).toEqual([]);
    expect(seen.pdfViewers()).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a booking request’s referral with JavaScript', () => {
  it('the portal header’s "View referral" opens its pages drawn by the server, and no script of it runs', async () => {
    await harness.server.db.query(`update booking_request_referral set body = $1 where booking_key = 'DEMO-BR-2001'`, [hostilePdf()]);
    const returnUrl = '/booking-requests/DEMO-BR-2001';
    const query = new URLSearchParams({ returnUrl, type: 'BOOKING_REQUEST', bookingKey: 'DEMO-BR-2001', isBookingRequest: 'true' });
    const { page, problems } = await harness.open(`/authentication?${query.toString()}`);
    const seen = watch(page.context());
    await page.locator('rad-auth input[autocomplete="bday-day"]').fill('14');
    await page.locator('rad-auth input[autocomplete="bday-month"]').fill('7');
    await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1990');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((url) => url.pathname === returnUrl);
    const view = page.locator('rad-portal .shell-header__link', { hasText: 'View referral' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await tab.waitForLoadState();
    await expect.poll(() => tab.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 20_000 }).toBe(1240);
    expect(await tab.evaluate(() => document.contentType)).toBe('text/html');
    expect(seen.dialogs).toEqual([]);
    expect(seen.pdfViewers()).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('names and disguised content', () => {
  it('refuses a web page behind JPEG bytes; shows a zero-width name without it, with the content’s extension', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-HOSTILE-NAMES');
    await a(page, '.rad-attachments__empty').waitFor();
    // Declared as a JPEG, so the browser's own check lets it through to the server, which reads the bytes.
    await upload(page).setInputFiles({ name: 'poly.jpg', mimeType: 'image/jpeg', buffer: jpegHtmlPolyglot() });
    await expect
      .poll(() => a(page, '.rad-upload__problem').textContent())
      .toBe('This type of file cannot be uploaded. Please choose one of these file types: PDF, JPEG, PNG.');
    await upload(page).setInputFiles({ name: 'ok\u200b.png', mimeType: 'image/png', buffer: picture('image/png') });
    await expect.poll(() => a(page, '.rad-attachments__name').allTextContents()).toEqual(['ok.png']);
    const stored = await harness.server.db.query<{ file_name: string }>(
      `select file_name from attachment where owner_key = 'E2E-HOSTILE-NAMES'`,
    );
    expect(stored).toEqual([{ file_name: 'ok.png' }]);
    expect(problems.filter((line) => !/status of 415/.test(line))).toEqual([]);
    await page.context().close();
  });
});

describe('at 375 px', () => {
  it('each row keeps Show in view and the rest in a menu that stays on the screen', async () => {
    const { page, problems } = await openAppointment(harness, 'E2E-PHONE');
    await page.setViewportSize({ width: 375, height: 740 });
    await a(page, '.rad-attachments__empty').waitFor();
    await upload(page).setInputFiles({
      name: 'a-long-referral-name-from-the-gp.pdf',
      mimeType: 'application/pdf',
      buffer: hostilePdf('x'),
    });
    await upload(page).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture('image/png') });
    await expect.poll(() => a(page, '[data-attachment-id]').count()).toBe(2);
    for (const row of await a(page, '[data-attachment-id]').all()) {
      expect(await row.locator('button:visible, a:visible').count()).toBe(2);
    }
    const more = a(page, 'button:text-is("More actions for a-long-referral-name-from-the-gp.pdf")');
    await more.click();
    const menu = a(page, '[role="menu"]');
    await menu.waitFor();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
