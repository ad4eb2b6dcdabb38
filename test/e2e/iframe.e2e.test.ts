import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../demo/server/app';
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
  writeFileSync(radConfig, JSON.stringify({ integration: { allowedParentOrigins: [originB] } }));
  portal = await startServer({ port: portA, radConfig, allowedOrigins: [originB!, originC!] });
  allowedParent = await startServer({ port: portB, allowedOrigins: [originA!] });
  thirdParty = await startServer({ port: portC, allowedOrigins: [originA!] });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([portal, allowedParent, thirdParty].map((server) => server?.close()));
});

async function framedPortal(parent: RunningServer) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const link = new URL('/iframe/select-region', portal.url).href;
  await page.goto(new URL(`/iframe-test?link=${encodeURIComponent(link)}`, parent.url).href);
  const iframe = page.locator('rad-portal rad-iframe-test iframe');
  await iframe.waitFor();
  const frame = (await (await iframe.elementHandle())!.contentFrame()) as Frame;
  await frame.locator('rad-portal .shell-main').waitFor();
  return { page, iframe, frame };
}

describe("the portal in another origin's iframe", () => {
  it('sizes the frame to its content (no inner scrollbar) and takes kiosk mode from the allowed parent', async () => {
    const { page, iframe, frame } = await framedPortal(allowedParent);
    await expect.poll(async () => Number(await iframe.getAttribute('height'))).not.toBe(600);
    const sizes = await frame.evaluate(() => ({ content: document.documentElement.scrollHeight, view: window.innerHeight }));
    expect(sizes.content).toBeLessThanOrEqual(sizes.view + 1);
    await page.locator('rad-iframe-test button', { hasText: 'Turn kiosk mode on' }).click();
    await expect.poll(() => frame.locator('rad-portal .shell').getAttribute('data-kiosk')).toBe('true');
    await page.close();
  });

  it('ignores the kiosk-mode message of a third origin', async () => {
    const { page, iframe, frame } = await framedPortal(thirdParty);
    await page.locator('rad-iframe-test button', { hasText: 'Turn kiosk mode on' }).click();
    await page.waitForTimeout(1000);
    expect(await frame.locator('rad-portal .shell').getAttribute('data-kiosk')).toBeNull();
    expect(await iframe.getAttribute('height')).toBe('600'); // nothing was told to this parent either
    await page.close();
  });
});
