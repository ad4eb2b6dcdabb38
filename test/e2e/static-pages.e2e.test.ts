import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denyCases } from '../../widgets/deny/fixtures';
import { pageCases } from '../../widgets/page/fixtures';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

describe('deny page, served by the reference server', () => {
  for (const fixture of denyCases) {
    it(`/deny?${new URLSearchParams(fixture.query)} shows "${fixture.expected}"`, async () => {
      const { page, problems } = await harness.open(`/deny?${new URLSearchParams(fixture.query)}`);
      const message = page.locator('rad-deny [part="message"]');
      await expect.poll(() => message.textContent()).toContain(fixture.expected);
      if (fixture.query.showClose) expect(await page.locator('rad-deny [part="close"]').isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('has no axe violations as a whole page', async () => {
    const { page } = await harness.open('/deny?status=EXPIRED&showClose=true');
    await page.locator('rad-deny [part="message"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('Close goes back to the page the patient came from', async () => {
    const { page } = await harness.open('/about');
    await page.locator('rad-page [part="title"]').waitFor();
    await page.goto(harness.url('/deny?status=EXPIRED&showClose=true'));
    await page.locator('rad-deny [part="close"]').click();
    await page.waitForURL(/\/about$/);
    await page.context().close();
  });
});

describe('static pages, served by the reference server', () => {
  for (const fixture of pageCases) {
    it(`/${fixture.page} shows "${fixture.heading}" and the provider's text`, async () => {
      const { page, problems } = await harness.open(`/${fixture.page}`);
      await expect.poll(() => page.locator('rad-page [part="title"]').textContent()).toBe(fixture.heading);
      await expect.poll(async () => (await page.locator('rad-page article').innerText()).includes(fixture.text)).toBe(true);
      expect(await page.title()).toContain('Harbourside Radiology');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
