/**
 * The radiologist's direct image link against the reference server and its own OpenID Connect
 * provider (HTTPS, self-signed: the browser context accepts it as a person would once): sign in
 * through the popup, the server verifies the ID token, the browser lands on the viewer.
 */
import { importJWK, SignJWT } from 'jose';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DIRECT_INPUT, DEMO_WORK_ACCOUNT } from '../../demo/server/features/image-viewer/demo-data';
import { loadIdpState } from '../../demo/server/features/image-viewer/work-account/keys';
import en from '../../src/i18n/messages/en-AU.json';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

async function openAccess(input?: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await harness.browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(harness.url(`/image-viewer-access${input ? `?input=${input}` : ''}`));
  return { context, page, problems };
}

/** Presses the sign-in button (in the page, or in a frame of it) and signs in in the provider's popup. */
async function signInThroughPopup(page: Page, password: string = DEMO_WORK_ACCOUNT.password, within: Page | Frame = page): Promise<Page> {
  const button = within.locator('rad-image-viewer-access [part="sign-in"]');
  await button.waitFor();
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.locator('#username').fill(DEMO_WORK_ACCOUNT.username);
  await popup.locator('#password').fill(password);
  await popup.locator('button[type="submit"]').click();
  return popup;
}

describe('direct image link (/image-viewer-access)', () => {
  it('signs in with the work account through the local provider and lands on the viewer', async () => {
    const { context, page, problems } = await openAccess(DEMO_DIRECT_INPUT.allowed);
    await page.locator('rad-image-viewer-access [part="sign-in"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInThroughPopup(page);
    await page.waitForURL(/\/demo-viewer\/view\//, { timeout: 20_000 });
    expect(await page.locator('h1').textContent()).toBe('MRI left knee');
    expect(problems).toEqual([]);

    // The same tab keeps MSAL's token: another direct link signs in silently, no popup. This one
    // does not name the radiologist, so the server refuses it.
    await page.goto(harness.url(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.noAccess}`));
    const alert = page.locator('rad-image-viewer-access [role="alert"]');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('You do not have access to these images');
    expect(await page.locator('rad-image-viewer-access [part="sign-in"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the same link again in the same tab opens the images without asking: the cached account’s ID token', async () => {
    const { context, page, problems } = await openAccess(DEMO_DIRECT_INPUT.allowed);
    await signInThroughPopup(page);
    await page.waitForURL(/\/demo-viewer\/view\//, { timeout: 20_000 });
    const sent: { idToken: string; email: string }[] = [];
    await page.route('**/api/image_viewer/direct', async (route) => {
      sent.push(route.request().postDataJSON() as { idToken: string; email: string });
      await route.continue();
    });
    const popups: Page[] = [];
    context.on('page', (opened) => popups.push(opened));
    await page.goto(harness.url(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.allowed}`));
    await page.waitForURL(/\/demo-viewer\/view\//, { timeout: 20_000 });
    expect(await page.locator('h1').textContent()).toBe('MRI left knee');
    expect(popups).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idToken.split('.')).toHaveLength(3);
    expect(sent[0]!.email).toBe(DEMO_WORK_ACCOUNT.username);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('after the sign-in, every answer has its message, each with no axe violations', async () => {
    const { context, page, problems } = await openAccess(DEMO_DIRECT_INPUT.noImages);
    await signInThroughPopup(page);
    const alert = page.locator('rad-image-viewer-access [role="alert"]');
    // A study without images: the server answers no URL.
    await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toContain(en['message.error_generating_images_url']);
    expect(await axeViolations(page)).toEqual([]);
    // The server refuses the identity (as it does for an expired or forged token): signed in silently, then refused.
    await page.route('**/api/image_viewer/direct', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'invalid_token', message: 'x' }) }),
    );
    await page.goto(harness.url(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.allowed}`));
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain(en['message.error_check_images_authorization']);
    expect(await page.locator('rad-image-viewer-access [part="sign-in"]').count()).toBe(1); // to sign in again
    expect(await axeViolations(page)).toEqual([]);
    // A viewer URL on an origin the provider never allowed: refused, not followed.
    await page.unroute('**/api/image_viewer/direct');
    await page.route('**/api/image_viewer/direct', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ url: 'https://viewer.unknown-imaging.example/s/1' }),
      }),
    );
    await page.goto(harness.url(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.allowed}`));
    await expect.poll(() => alert.last().textContent(), { timeout: 15_000 }).toContain('viewer.unknown-imaging.example');
    expect(new URL(page.url()).pathname).toBe('/image-viewer-access');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);
    await context.close();
  });

  it('a wrong password keeps the radiologist at the provider, with the error announced', async () => {
    const { context, page } = await openAccess(DEMO_DIRECT_INPUT.allowed);
    const popup = await signInThroughPopup(page, 'wrong-password');
    await expect.poll(() => popup.locator('[role="alert"]').textContent()).toContain('not right');
    expect(await popup.locator('#password').getAttribute('aria-describedby')).toBe('login-error');
    expect(page.url()).toContain('/image-viewer-access?input=');
    await context.close();
  });

  it('without input the page says the link is incomplete and signs nobody in', async () => {
    const { context, page } = await openAccess();
    await expect
      .poll(() => page.locator('rad-image-viewer-access [role="alert"]').textContent())
      .toContain('This image link is incomplete');
    expect(await page.locator('rad-image-viewer-access [part="sign-in"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('in the frame tree (the portal framed by a host page): signs in through the popup and opens the study in the frame', async () => {
    const context = await harness.browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const link = `/iframe/image-viewer-access?input=${DEMO_DIRECT_INPUT.allowed}`;
    await page.goto(harness.url(`/iframe-test?link=${encodeURIComponent(link)}`));
    const iframe = page.locator('rad-portal rad-iframe-test iframe');
    await iframe.waitFor();
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    await frame.locator('rad-image-viewer-access [part="sign-in"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInThroughPopup(page, DEMO_WORK_ACCOUNT.password, frame);
    // The popup closes and the frame, not the host page, goes on to the viewer.
    await expect.poll(() => frame.url(), { timeout: 20_000 }).toMatch(/\/demo-viewer\/view\//);
    expect(await frame.locator('h1').textContent()).toBe('MRI left knee');
    expect(new URL(page.url()).pathname).toBe('/iframe-test');
    await context.close();
  });

  it('the server refuses an expired identity token, even one signed by the provider itself', async () => {
    const { context, page } = await openAccess();
    // The provider's own key, as a token it issued 20 minutes ago would carry (its ID tokens last 10).
    const { signing } = await loadIdpState(harness.server.db);
    const jwk = signing.privateJwks.keys[0]!;
    const now = Math.floor(Date.now() / 1000);
    const signed = (issuedAt: number, expiresAt: number) =>
      new SignJWT({ email: DEMO_WORK_ACCOUNT.username, email_verified: true })
        .setProtectedHeader({ alg: 'ES256', kid: jwk.kid! })
        .setIssuer(harness.server.idpIssuer!)
        .setAudience('rad-image-viewer')
        .setSubject('rivera')
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    const key = (await importJWK(jwk, 'ES256')) as CryptoKey;
    const post = (idToken: string) =>
      page.request.post(harness.url('/api/image_viewer/direct'), {
        headers: { Origin: new URL(harness.server.url).origin },
        data: { input: DEMO_DIRECT_INPUT.allowed, username: DEMO_WORK_ACCOUNT.username, email: DEMO_WORK_ACCOUNT.username, idToken },
      });
    // The same key and claims within their lifetime open the study: only the expiry differs below.
    const fresh = await post(await signed(now - 60, now + 540));
    expect(fresh.status()).toBe(200);
    expect(await fresh.json()).toMatchObject({ url: expect.stringContaining('/demo-viewer/view/') });
    const expired = await signed(now - 1200, now - 600);
    const answer = await post(expired);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'invalid_token' });
    await context.close();
  });

  it('the server refuses a forged identity token', async () => {
    const { context, page } = await openAccess();
    const forged = (payload: object) =>
      [{ alg: 'none' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.';
    const answer = await page.request.post(harness.url('/api/image_viewer/direct'), {
      headers: { Origin: new URL(harness.server.url).origin },
      data: {
        input: DEMO_DIRECT_INPUT.allowed,
        username: DEMO_WORK_ACCOUNT.username,
        email: DEMO_WORK_ACCOUNT.username,
        idToken: forged({
          iss: harness.server.idpIssuer,
          aud: 'rad-image-viewer',
          sub: 'rivera',
          email: DEMO_WORK_ACCOUNT.username,
          exp: 4102444800,
        }),
      },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'invalid_token' });
    await context.close();
  });
});
