import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

describe('the CMS-like demo page with hostile host styles', () => {
  it('shows both widgets unharmed, under a strict CSP, with no errors', async () => {
    const { page, problems } = await harness.open('/demo/cms.html');
    const csp = (await page.request.get(harness.url('/demo/cms.html'))).headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');

    const message = page.locator('rad-deny [part="message"]');
    await expect.poll(() => message.textContent()).toContain('This link has expired');
    await expect.poll(() => page.locator('rad-page [part="title"]').textContent()).toBe('Contact');

    // The host's `button { display: none !important }` and `* { color: red; font-family: serif }` stay outside.
    const close = page.locator('rad-deny [part="close"]');
    expect(await close.isVisible()).toBe(true);
    const style = await message.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, font: computed.fontFamily, transform: computed.textTransform };
    });
    expect(style.color).not.toBe('rgb(255, 0, 0)');
    expect(style.font).not.toMatch(/^serif/);
    expect(style.transform).toBe('none');
    // …while the host's own text really is red: the hostile sheet is applied.
    const hostColor = await page
      .locator('body p')
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(hostColor).toBe('rgb(255, 0, 0)');

    expect(problems).toEqual([]);
    await page.screenshot({ path: 'test-results/cms-page.png', fullPage: true });
    await page.context().close();
  });
});
