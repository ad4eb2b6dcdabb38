/**
 * The referrer's image links against the reference server: each seeded imsec case, as a referrer
 * opens it from an e-mail (the portal's /referrer/quick-report page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../demo/server/lib/crypto';
import { DEMO_IMSEC } from '../../demo/server/features/image-viewer/demo-data';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

const quickReport = (imsec?: string) => `/referrer/quick-report${imsec ? `?imsec=${imsec}` : ''}`;

describe('referrer image links (/referrer/quick-report)', () => {
  it('an active link shows the study in the frame, under the page’s strict CSP', async () => {
    const { page, problems } = await harness.open(quickReport(DEMO_IMSEC.active));
    const frame = page.locator('rad-image-viewer [part="frame"]');
    await frame.waitFor();
    expect(await frame.getAttribute('title')).toBe('Images of the study');
    const viewer = page.frameLocator('rad-image-viewer [part="frame"]');
    await expect.poll(() => viewer.locator('h1').textContent()).toBe('MRI left knee');
    expect(await viewer.locator('svg').count()).toBe(5);
    // The demo viewer is another site (its own port), as a provider's viewer is: never the portal's origin.
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(harness.server.viewerOrigin);
    expect(src.origin).not.toBe(new URL(page.url()).origin);
    expect(await page.locator('rad-image-viewer [part="open-pacs"]').getAttribute('href')).toBe(
      harness.url('/demo-viewer/pacs/HRAD-MR-1001'),
    );
    expect(await page.locator('rad-image-viewer [part="feedback"]').getAttribute('href')).toBe(
      `/referrer/report-feedback?imsec=${DEMO_IMSEC.active}`,
    );
    expect(await page.title()).toContain('Image viewer');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('no frame on the page can lift its sandbox: Chromium has nothing to warn about', async () => {
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(harness.url(quickReport(DEMO_IMSEC.active)));
    await expect.poll(() => page.frameLocator('rad-image-viewer [part="frame"]').locator('h1').textContent()).toBe('MRI left knee');
    expect(messages.filter((text) => /allow-scripts and allow-same-origin|escape its sandboxing/i.test(text))).toEqual([]);
    await context.close();
  });

  it('an expired link sends the browser to the expired-link page, replacing the entry', async () => {
    const { page, problems } = await harness.open(quickReport(DEMO_IMSEC.expired));
    await page.waitForURL(/\/deny\?status=EXPIRED$/);
    await expect.poll(() => page.locator('rad-deny [part="message"]').textContent()).toContain('This link has expired');
    // The redirect replaced the quick-report entry: Back does not bounce into the redirect again.
    await page.goBack();
    expect(page.url()).not.toContain('/referrer/quick-report');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a PACS preference sends the browser to the PACS', async () => {
    const { page } = await harness.open(quickReport(DEMO_IMSEC.pacs));
    await page.waitForURL(/\/demo-viewer\/pacs\/HRAD-MR-1001$/);
    expect(await page.locator('h1').textContent()).toBe('Demo PACS worklist');
    await page.context().close();
  });

  it('a link without images says so', async () => {
    const { page, problems } = await harness.open(quickReport(DEMO_IMSEC.noImages));
    await expect.poll(() => page.locator('rad-image-viewer [role="status"]').textContent()).toContain('Images are not available');
    expect(await page.locator('rad-image-viewer iframe').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a viewer on an origin the provider did not allow is refused, not framed or followed', async () => {
    const { page } = await harness.open(quickReport(DEMO_IMSEC.foreignOrigin));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await expect
      .poll(() => page.locator('rad-image-viewer [role="alert"]').textContent())
      .toContain('https://viewer.unknown-imaging.example');
    expect(await page.locator('rad-image-viewer iframe').count()).toBe(0);
    expect(requested.filter((url) => url.includes('unknown-imaging'))).toEqual([]);
    expect(page.url()).toBe(harness.url(quickReport(DEMO_IMSEC.foreignOrigin)));
    await page.context().close();
  });

  it('an expired link whose redirect goes to an origin the provider did not allow is refused, not followed', async () => {
    const imsec = 'e2e-imsec-expired-foreign-redirect-0001';
    await harness.server.db.query(
      `insert into image_viewer_link (imsec_hash, accession_number, status, redirect_url) values ($1, 'HRAD-US-1002', 'EXPIRED', $2)`,
      [sha256Hex(imsec), 'https://look-alike-radiology.example/renew?imsec=1'],
    );
    const { page, problems } = await harness.open(quickReport(imsec));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await expect
      .poll(() => page.locator('rad-image-viewer [role="alert"]').textContent())
      .toContain('https://look-alike-radiology.example');
    expect(await page.locator('rad-image-viewer [part="redirect"]').count()).toBe(0);
    expect(requested.filter((url) => url.includes('look-alike'))).toEqual([]);
    expect(page.url()).toBe(harness.url(quickReport(imsec)));
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an unknown imsec says the link is not valid (not "try again later"), a missing one asks for the link again', async () => {
    const unknown = await harness.open(quickReport('nonexistent'));
    await expect
      .poll(() => unknown.page.locator('rad-image-viewer [role="alert"]').textContent())
      .toContain('This image link is not valid');
    expect(await unknown.page.locator('rad-image-viewer [role="alert"]').textContent()).not.toContain('try again');
    expect(await unknown.page.locator('rad-image-viewer [part="feedback"]').count()).toBe(0);
    expect(await axeViolations(unknown.page)).toEqual([]);
    await unknown.page.context().close();
    const missing = await harness.open(quickReport());
    await expect
      .poll(() => missing.page.locator('rad-image-viewer [role="alert"]').textContent())
      .toContain('This image link is incomplete');
    expect(await axeViolations(missing.page)).toEqual([]);
    await missing.page.context().close();
  });
});
