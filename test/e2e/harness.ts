/**
 * One journey file = one reference server (fresh data folder, free port, built widgets) and one
 * Chromium. Pages collect console errors and CSP violations so a test can insist on none.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { startServer, type RunningServer } from '../../demo/server/server';
import { copySeededFolder } from '../../demo/server/test-database-snapshot';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Harness {
  server: RunningServer;
  browser: Browser;
  /** A new page with problem collection; `problems` lists console errors and CSP violations. */
  /** `before` runs on the new page before it navigates (to listen to its requests, say). */
  open(
    path: string,
    options?: { width?: number; height?: number; before?: (page: Page) => void; waitUntil?: 'commit' | 'domcontentloaded' | 'load' },
  ): Promise<{ page: Page; problems: string[] }>;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startHarness(options: Parameters<typeof startServer>[0] = {}): Promise<Harness> {
  const seeded = await seededDataDir(options);
  const server = await startServer(seeded ? { ...options, dataDir: seeded } : options).catch(async (error: unknown) => {
    if (seeded) await rm(seeded, { recursive: true, force: true });
    throw error;
  });
  // A browser that does not start must not leave the server (and its port and data folder) behind.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch(async (error: unknown) => {
    await server.close();
    if (seeded) await rm(seeded, { recursive: true, force: true });
    throw error;
  });
  const url = (path: string) => new URL(path, server.url).href;
  return {
    server,
    browser,
    url,
    async open(path, size = {}) {
      const context = await browser.newContext({ viewport: { width: size.width ?? 1280, height: size.height ?? 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      size.before?.(page);
      await page.goto(url(path), size.waitUntil ? { waitUntil: size.waitUntil } : undefined);
      return { page, problems };
    },
    async close() {
      await browser.close();
      await server.close();
      if (seeded) await rm(seeded, { recursive: true, force: true });
    },
  };
}

/**
 * A data folder holding a copy of the run's seeded PGlite (test/setup/seeded-database.ts), for a
 * server that would otherwise make a fresh one; undefined when the journey names its own database.
 */
async function seededDataDir(options: NonNullable<Parameters<typeof startServer>[0]>): Promise<string | undefined> {
  if (options.dataDir !== undefined || options.databaseUrl !== undefined) return undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rad-widgets-'));
  if (await copySeededFolder(dataDir)) return dataDir;
  await rm(dataDir, { recursive: true, force: true });
  return undefined;
}

/**
 * axe through the page's open shadow roots. Evaluated over the DevTools protocol, which a page's
 * CSP does not govern, so the strict CSP of the host pages stays on while we check them.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  // `include`: one element's selector, for a widget on a host page whose own markup is not ours to fix.
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}

/**
 * A patient opens their appointment through the real secure link: the sign-in page with the
 * demo patient's date of birth (27 March 1985, the seed's DEMO-APPT-1001 patient, whose bookings
 * `copyDemoBooking` copies), then the appointment page once it names them.
 */
export async function openAppointment(harness: Harness, bookingKey: string): Promise<{ page: Page; problems: string[] }> {
  const returnUrl = `/appointments/${bookingKey}`;
  const opened = await harness.open(`/authentication?${new URLSearchParams({ returnUrl, type: 'APPOINTMENT', bookingKey }).toString()}`);
  const { page } = opened;
  await page.locator('rad-auth input[autocomplete="bday-day"]').fill('27');
  await page.locator('rad-auth input[autocomplete="bday-month"]').fill('3');
  await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1985');
  await page.locator('rad-auth [part="submit"]').click();
  await page.waitForURL((url) => url.pathname === returnUrl);
  // Every state has the page heading: the loaded one names the patient.
  await page.locator('rad-appointments h1', { hasText: 'Your appointment, ' }).waitFor();
  return opened;
}

/**
 * Leaves a kiosk page alone until the shell's inactivity reset (docs/rules.md#kiosk-inactivity): the alert dialog
 * counts down, then the kiosk home loads as a fresh page. Resolves when that page shows its shell.
 */
export async function awaitKioskReset(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  const dialog = page.locator('rad-portal dialog[role="alertdialog"][open]');
  await dialog.waitFor({ timeout: 10_000 });
  expect(await dialog.textContent()).toMatch(/reset in \d seconds?/);
  await reloaded;
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/kiosk?kioskMode=true');
  await page.locator('rad-portal .shell-main').waitFor();
}

/** A message the development outbox holds (GET /api/dev/outbox). */
export interface OutboxMessage {
  subject: string;
  body: string;
  code?: string;
}

/** What the development outbox holds for a recipient, newest first. */
export async function outboxFor(harness: Harness, recipient: string): Promise<OutboxMessage[]> {
  const response = await fetch(harness.url(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`));
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The one-time code of the newest message to a recipient. */
export async function latestOutboxCode(harness: Harness, recipient: string): Promise<string> {
  return (await outboxFor(harness, recipient))[0]!.code!;
}
