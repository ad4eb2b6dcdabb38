import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitKioskReset, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  // Two idle seconds and a three-second countdown: the spec's rules, on a test's clock.
  const radConfig = join(mkdtempSync(join(tmpdir(), 'rad-kiosk-')), 'config.json');
  writeFileSync(radConfig, JSON.stringify({ application: { kioskNoActivitySeconds: 2, kioskCountdownSeconds: 3 } }));
  harness = await startHarness({ radConfig });
});
afterAll(async () => harness?.close());

describe('kiosk home (issue #8)', () => {
  it('plain /kiosk is kiosk mode, and Contact keeps it: no menu, no admin icon, the time-out still runs', async () => {
    const { page, problems } = await harness.open('/kiosk');
    const shell = page.locator('rad-portal .shell');
    await page.locator('rad-portal .shell-main').waitFor();
    expect(await shell.getAttribute('data-kiosk')).toBe('true');
    expect(await page.locator('rad-portal .shell-nav').count()).toBe(0);
    await page.locator('rad-portal .shell-footer__links a', { hasText: 'Contact' }).click();
    await page.locator('rad-portal rad-page[page="contact"]').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact?kioskMode=true');
    expect(await shell.getAttribute('data-kiosk')).toBe('true');
    expect(await page.locator('rad-portal .shell-nav').count()).toBe(0);
    expect(await page.locator('rad-portal .shell-header__admin').count()).toBe(0);
    await page.locator('rad-portal dialog[role="alertdialog"][open]').waitFor({ timeout: 10_000 }); // the inactivity time-out runs here too
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('kiosk inactivity time-out', () => {
  it('resets to /kiosk and leaves no personal data in the DOM, storage or cookies', async () => {
    const { page, problems } = await harness.open('/kiosk?kioskMode=true');
    await page.locator('rad-portal .shell-main').waitFor();
    const origin = new URL(harness.url('/')).origin;
    await page.context().addCookies([
      { name: 'patientKioskIdentity', value: 'CANARY-COOKIE', url: origin },
      { name: 'postalCodeLocationId', value: 'CANARY-POSTCODE', url: origin },
      { name: 'kioskIdentity', value: 'DEVICE-7', url: origin },
    ]);
    await page.evaluate(() => {
      localStorage.setItem('rad-widgets.patient', 'CANARY-LOCAL');
      sessionStorage.setItem('rad-widgets.form', 'CANARY-SESSION');
      const runtime = (window as unknown as { radWidgets: { store: { user: { userLoaded(u: unknown): void } } } }).radWidgets;
      runtime.store.user.userLoaded({ username: 'CANARY-USER', organization: null });
    });
    await expect.poll(() => page.locator('rad-portal .shell-user > button').textContent()).toContain('CANARY-USER');

    // No activity: the alert dialog counts down, then the kiosk resets with a fresh page.
    await awaitKioskReset(page);

    const left = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      dom: document.querySelector('rad-portal')?.shadowRoot?.textContent ?? '',
    }));
    const cookies = await page.context().cookies();
    const everything = JSON.stringify({ left, cookies });
    for (const canary of ['CANARY-LOCAL', 'CANARY-SESSION', 'CANARY-COOKIE', 'CANARY-POSTCODE', 'CANARY-USER']) {
      expect(everything).not.toContain(canary);
    }
    expect(cookies.find((cookie) => cookie.name === 'kioskIdentity')?.value).toBe('DEVICE-7'); // the device keeps its identity
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
