import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../demo/server/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { freePort } from './net';

// Three origins on three ports: A serves the portal's frame tree, B embeds it as an allowed parent,
// C may frame it (CSP) but is not an allowed bridge parent, so A must ignore what C says.
let portal: RunningServer;
let allowedParent: RunningServer;
let thirdParty: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const [portA, portB, portC] = [await freePort(), await freePort(), await freePort()];
  const [originA, originB, originC] = [portA, portB, portC].map((port) => `http://127.0.0.1:${port}`);
  const radConfig = join(mkdtempSync(join(tmpdir(), 'rad-iframe-')), 'config.json');
  // Two idle seconds and a long countdown: kiosk mode opens its dialog soon and never resets in a test.
  writeFileSync(
    radConfig,
    JSON.stringify({
      integration: { allowedParentOrigins: [originB] },
      application: { kioskNoActivitySeconds: 2, kioskCountdownSeconds: 120 },
    }),
  );
  portal = await startServer({ port: portA, radConfig, allowedOrigins: [originB!, originC!] });
  allowedParent = await startServer({ port: portB, allowedOrigins: [originA!] });
  thirdParty = await startServer({ port: portC, allowedOrigins: [originA!] });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([portal, allowedParent, thirdParty].map((server) => server?.close()));
});

async function framedPortal(parent: RunningServer, path = '/iframe/select-region') {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const warnings: string[] = []; // the frame's among them
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const link = new URL(path, portal.url).href;
  await page.goto(new URL(`/iframe-test?link=${encodeURIComponent(link)}`, parent.url).href);
  const iframe = page.locator('rad-portal rad-iframe-test iframe');
  await iframe.waitFor();
  const frame = (await (await iframe.elementHandle())!.contentFrame()) as Frame;
  await frame.locator('rad-portal .shell-main').waitFor();
  return { page, iframe, frame, warnings };
}

describe("the portal in another origin's iframe", () => {
  it('sizes the frame to its content (no inner scrollbar) and takes kiosk mode from the allowed parent', async () => {
    const { page, iframe, frame } = await framedPortal(allowedParent);
    await expect.poll(async () => Number(await iframe.getAttribute('height'))).not.toBe(600);
    // The content keeps growing while the finder loads (exams, then clinics); each growth is a new
    // height message, so wait for the frame to catch up rather than read it after the first one.
    const fits = () => frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
    await expect.poll(fits, { timeout: 10_000 }).toBe(true);
    await page.locator('rad-iframe-test button', { hasText: 'Turn kiosk mode on' }).click();
    await expect.poll(() => frame.locator('rad-portal .shell').getAttribute('data-kiosk')).toBe('true');
    await page.close();
  });

  it('shrinks the frame again when the content does (issue #8)', async () => {
    const { page, iframe, frame } = await framedPortal(allowedParent);
    const height = async () => Number(await iframe.getAttribute('height'));
    await expect.poll(height).not.toBe(600);
    // Late layout (the page's content, fonts) settled, and the parent told of it: the frame is as
    // tall as the portal's content, measured the way the frame bridge measures it.
    await frame.locator('rad-portal .shell-main:not([aria-busy])').waitFor();
    await frame.evaluate(() => document.fonts.ready.then(() => undefined));
    const needed = () =>
      frame.evaluate(() => {
        const body = getComputedStyle(document.body);
        const below = (parseFloat(body.marginBottom) || 0) + (parseFloat(body.paddingBottom) || 0);
        const shell = document.querySelector('rad-portal')!.shadowRoot!.querySelector('.shell')!;
        return Math.ceil(shell.getBoundingClientRect().bottom + window.scrollY + below);
      });
    await expect.poll(async () => (await height()) - (await needed())).toBe(0);
    const start = await height();
    await frame.evaluate(() => {
      const tall = document.createElement('div');
      tall.id = 'e2e-tall';
      tall.style.height = '2500px';
      document.querySelector('rad-portal')!.shadowRoot!.querySelector('.shell-main')!.append(tall);
    });
    await expect.poll(height).toBeGreaterThanOrEqual(start + 2500);
    await frame.evaluate(() => document.querySelector('rad-portal')!.shadowRoot!.getElementById('e2e-tall')!.remove());
    await expect.poll(height).toBeLessThanOrEqual(start + 2);
    await page.close();
  });

  it('keeps its links in the frame tree: footer Home goes to /iframe, not to the site root (issue #8)', async () => {
    const { page, frame } = await framedPortal(allowedParent);
    const home = frame.locator('rad-portal .shell-footer__links a', { hasText: 'Home' });
    expect(await home.getAttribute('href')).toBe('/iframe');
    await home.click();
    await expect.poll(() => frame.evaluate(() => location.pathname)).toBe('/iframe');
    await frame.locator('rad-portal .shell-main:not([aria-busy])').waitFor();
    await expect.poll(() => page.locator('rad-iframe-test [part="log"]').textContent()).toContain('"path":"/iframe"');
    await page.close();
  });

  it("brings a dialog that opens far down the frame into the parent's view (issue #8)", async () => {
    const { page, frame } = await framedPortal(allowedParent);
    await frame.evaluate(() => {
      const tall = document.createElement('div');
      tall.style.height = '3000px';
      document.querySelector('rad-portal')!.shadowRoot!.querySelector('.shell-main')!.append(tall);
    });
    // Kiosk mode's inactivity dialog opens after two idle seconds, centred in the 3000-px frame.
    await page.locator('rad-iframe-test button', { hasText: 'Turn kiosk mode on' }).click();
    const dialog = frame.locator('rad-portal dialog[open]');
    await dialog.waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox(); // relative to the parent's viewport
        return box !== null && box.y >= 0 && box.y + box.height <= 800;
      })
      .toBe(true);
    await page.close();
  });

  it("shows the sign-in dialog of a secure link in the parent's view, and the sign-in stays in the frame tree", async () => {
    const { page, frame } = await framedPortal(allowedParent, '/iframe/appointments/DEMO123');
    const dialog = frame.locator('rad-portal rad-auth dialog[open]');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await frame.evaluate(() => location.pathname)).toBe('/iframe/authentication');
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 800;
      })
      .toBe(true);
    await page.close();
  });

  it('ignores the kiosk-mode message of a third origin', async () => {
    const { page, iframe, frame, warnings } = await framedPortal(thirdParty);
    // The portal decides at start whether to talk to its parent, and says so when it will not:
    // with no bridge, no message of this parent can reach the shell.
    await expect.poll(() => warnings.some((text) => text.includes('not allowed; not talking to it')), { timeout: 10_000 }).toBe(true);
    await frame.evaluate(() => {
      const seen = window as unknown as { kioskMessages: number };
      seen.kioskMessages = 0;
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string } | null)?.type === 'rad:kiosk-mode') seen.kioskMessages += 1;
      });
    });
    await page.locator('rad-iframe-test button', { hasText: 'Turn kiosk mode on' }).click();
    // The message did arrive in the frame (so it was really refused, not lost on the way)...
    await expect.poll(() => frame.evaluate(() => (window as unknown as { kioskMessages: number }).kioskMessages)).toBe(1);
    // ...and the shell shows no kiosk mode.
    expect(await frame.locator('rad-portal .shell').getAttribute('data-kiosk')).toBeNull();
    expect(await iframe.getAttribute('height')).toBe('600'); // nothing was told to this parent either
    await page.close();
  });
});
