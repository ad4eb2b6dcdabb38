/**
 * Error reporting against the server's own Sentry sink: with a DSN, an uncaught error inside the
 * portal arrives as an envelope holding none of the personal data in the page URL or the error;
 * without one, the SDK is never fetched and nothing is sent.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProvider, storeProviderConfig } from '../../demo/server/features/config/service';
import { startHarness, type Harness } from './harness';
import { freePort } from './net';

const DATE_OF_BIRTH = '1980-02-03';
const EMAIL = 'jane@example.com';
const BOOKING_KEY = 'DEMO-APPT-1001';
const CONTACT = '0412345678';
const PAGE = `/appointments/${BOOKING_KEY}?dateOfBirth=${DATE_OF_BIRTH}&email=${encodeURIComponent(EMAIL)}&contactNumber=${CONTACT}`;
/** Every value of the page URL, in every spelling a report could carry it. */
const CANARIES = [DATE_OF_BIRTH, EMAIL, encodeURIComponent(EMAIL), BOOKING_KEY, CONTACT];

let harness: Harness;
beforeAll(async () => {
  // The DSN points at the server itself, so it must know its port before it starts.
  const port = await freePort();
  const radConfig = join(mkdtempSync(join(tmpdir(), 'rad-sentry-')), 'config.json');
  writeFileSync(radConfig, JSON.stringify({ integration: { sentryDSN: `http://publickey@127.0.0.1:${port}/1` } }));
  harness = await startHarness({ port, radConfig });
});
afterAll(async () => harness?.close());

async function reports(): Promise<unknown[]> {
  const body = (await (await fetch(harness.url('/api/dev/error-reports'))).json()) as { reports: unknown[] };
  return body.reports;
}

/** A page that records requests, console errors (CSP violations among them) and uncaught errors from before its first navigation. */
async function openRecorded(path: string) {
  const page = await (await harness.browser.newContext()).newPage();
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('request', (request: Request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(harness.url(path));
  await page.locator('rad-portal .shell-main').waitFor();
  return { page, requests, consoleErrors, pageErrors };
}

/**
 * An uncaught error in a click listener inside the portal's shadow root, its message naming the
 * patient as careless code would, raised by a click. The listener sits on the shadow root
 * itself, so it survives the portal re-rendering (the link's authentication may navigate).
 */
async function throwInsideWidget(page: Page, pageErrors: string[]): Promise<void> {
  await page.evaluate(
    ({ dateOfBirth, email, key }) => {
      document.querySelector('rad-portal')!.shadowRoot!.addEventListener('click', (event) => {
        if ((event.target as Element).closest('.shell-skip'))
          throw new Error(`widget failed for ${email} born ${dateOfBirth}, booking ${key}`);
      });
    },
    { dateOfBirth: DATE_OF_BIRTH, email: EMAIL, key: BOOKING_KEY },
  );
  // A dispatched click: the skip link sits off-screen and the route's widget may take the focus.
  await page.locator('rad-portal .shell-skip').dispatchEvent('click');
  await expect.poll(() => pageErrors.some((message) => message.includes('widget failed for'))).toBe(true);
}

describe('error reporting', () => {
  it('sends an uncaught widget error to the DSN, with no personal data', async () => {
    const { page, requests, consoleErrors, pageErrors } = await openRecorded(PAGE);
    // GlobalHandlers sets window.onerror when Sentry starts; nothing else on the page does.
    await expect.poll(() => page.evaluate(() => typeof window.onerror), { timeout: 15_000 }).toBe('function');
    await throwInsideWidget(page, pageErrors);

    await expect.poll(async () => (await reports()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const stored = JSON.stringify(await reports());
    expect(stored).toContain('widget failed for'); // it is our error…
    for (const canary of CANARIES) expect(stored, canary).not.toContain(canary); // …scrubbed
    expect(requests.some((url) => /\/chunks\/sentry-sdk-[\w-]+\.js$/.test(url))).toBe(true);
    expect(requests.filter((url) => url.includes('/api/1/envelope/')).length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]); // the page's CSP let the SDK chunk and the envelope through
    await page.context().close();
  });

  it('without a DSN, never fetches the SDK and sends nothing', async () => {
    const saved = (await loadProvider(harness.server.db))!.config;
    await storeProviderConfig(harness.server.db, { config: { ...saved, integration: { ...saved.integration, sentryDSN: '' } } });
    await fetch(harness.url('/api/dev/error-reports'), { method: 'DELETE' });
    try {
      const { page, requests, pageErrors } = await openRecorded(PAGE);
      await throwInsideWidget(page, pageErrors);
      // Long enough for a report to have arrived had one been sent (the first test's took well under this).
      await page.waitForTimeout(2000);
      expect(await page.evaluate(() => window.onerror)).toBeNull();
      expect(requests.filter((url) => /sentry-sdk|envelope/.test(url))).toEqual([]);
      expect(await reports()).toEqual([]);
      await page.context().close();
    } finally {
      await storeProviderConfig(harness.server.db, { config: saved });
    }
  });
});
