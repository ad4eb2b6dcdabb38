/**
 * The times on a phone, in the portal against the reference server (issue 24 item 1): at 320 and
 * 375 px the page has no sideways scroll, the banner's title and the times are in view, and the
 * times page is kept as a figure (test-results/time-grid-{width}.png). The grid's own layout is
 * measured in test/browser/slot-grid-layout.test.ts.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(async () => harness?.close());

describe('the times on a phone', () => {
  for (const width of [320, 375]) {
    it(`${width} px: no sideways scroll, the banner's title and every time in view`, async () => {
      const { page, problems } = await harness.open('/select-clinic/mri-knee?selectedClinic=parramatta', { width, height: 800 });
      const booking = page.locator('rad-booking');
      await booking.getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
      const day = booking.locator('.slots__day:not(.slots__day--empty)').first();
      await day.waitFor({ timeout: 20_000 });
      await day.click();
      await booking.locator('.slots__time').first().waitFor();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const grid = await booking.locator('[part="slots"]').boundingBox();
      for (const time of await booking.locator('.slots__time').all()) {
        const box = (await time.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(grid!.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(grid!.x + grid!.width + 0.5);
      }
      // The header banner: its title, 3.7 image heights from the left in the seed's art, is not cut.
      const banner = (await page.locator('rad-portal .shell-header__image img').boundingBox())!;
      expect(banner.width / banner.height).toBeGreaterThanOrEqual(3.8);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: `test-results/time-grid-${width}.png`, fullPage: true });
      await page.context().close();
    });
  }
});
