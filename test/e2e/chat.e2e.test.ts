/**
 * Chat with an agent against the reference server: the patient signs in through a booking
 * request's secure link and opens rad-chat; the demo agent page answers over the server's
 * WebSocket, receives files in order, and sends booking-complete; the server stores BOOKED.
 * Both pages run under the strict CSP with no console errors.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
const KEYS = ['E2E-CHAT-BOOK', 'E2E-CHAT-FILES', 'E2E-CHAT-NOAGENT'];
beforeAll(async () => {
  harness = await startHarness();
  // Booking requests of the demo patient Mei (date of birth 14 7 1990), one per journey.
  for (const key of KEYS) {
    await harness.server.db.query(
      `insert into booking_request (booking_key, slug, patient_id, clinic_slug, patient_notes)
       select $1, lower($1), patient_id, clinic_slug, patient_notes from booking_request where booking_key = 'DEMO-BR-2001'`,
      [key],
    );
  }
});
afterAll(async () => harness?.close());

const stored = async (key: string) =>
  (
    await harness.server.db.query<{ status: string; type: string | null }>(
      'select status, type from booking_request where booking_key = $1',
      [key],
    )
  )[0];

/** Signs in through the booking request's secure link: the portal's booking-request page, with the chat beside it. */
async function patientOn(bookingKey: string): Promise<{ page: Page; problems: string[] }> {
  const returnUrl = `/booking-requests/${bookingKey}`;
  const link = `/authentication?${new URLSearchParams({ returnUrl, type: 'BOOKING_REQUEST', bookingKey, isBookingRequest: 'true' }).toString()}`;
  const opened = await harness.open(link);
  const { page } = opened;
  await page.locator('rad-auth input[autocomplete="bday-day"]').fill('14');
  await page.locator('rad-auth input[autocomplete="bday-month"]').fill('7');
  await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1990');
  await page.locator('rad-auth [part="submit"]').click();
  await page.waitForURL((url) => url.pathname === returnUrl);
  await page.locator('rad-portal rad-booking-requests').waitFor();
  await page.locator('rad-portal rad-chat [part="launcher"]').waitFor();
  return opened;
}

async function agentPage(): Promise<{ page: Page; problems: string[] }> {
  const opened = await harness.open('/demo/chat/agent');
  await expect.poll(() => opened.page.locator('#agent-status').textContent()).toContain('Connected');
  return opened;
}

async function startChat(patient: Page): Promise<void> {
  await patient.locator('rad-chat [part="launcher"]').click();
  await patient.locator('rad-chat [part="input"]').waitFor({ timeout: 10_000 });
}

describe('chat with an agent', () => {
  it('the agent answers, sees the booking summary, sends booking complete: the request becomes BOOKED', async () => {
    const agent = await agentPage();
    const patient = await patientOn('E2E-CHAT-BOOK');
    // Nothing of the messenger loads before the patient asks for it.
    expect(await patient.page.evaluate(() => document.querySelectorAll('script[src*="messenger"]').length)).toBe(0);
    await startChat(patient.page);

    const conversation = agent.page.locator('[data-conversation]');
    await conversation.waitFor();
    const attributes = conversation.locator('dl');
    await expect.poll(() => attributes.textContent()).toContain('bookingKeyE2E-CHAT-BOOK');
    // The spec's summary, from the server's records (document 001 §3 "Chat booking summary").
    const shown = (await attributes.textContent()) ?? '';
    for (const fact of [
      'firstNameMei',
      'lastNameTanaka',
      'titleMs',
      'postalCode2150',
      'dateOfBirth1990-07-14',
      'Weekday mornings suit me best',
    ]) {
      expect(shown).toContain(fact);
    }
    expect(shown).toMatch(/clinicName\S/);
    // The summary travelled as attributes, not in any URL.
    expect(patient.page.url()).not.toContain('Mei');

    await patient.page.locator('rad-chat [part="input"]').fill('Can I come on Monday morning?');
    await patient.page.locator('rad-chat [part="send"]').click();
    await expect.poll(() => conversation.locator('ol').first().textContent()).toContain('Patient: Can I come on Monday morning?');

    await conversation.getByLabel('Reply').fill('Monday 9:00 at Chatswood is yours.');
    await conversation.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => patient.page.locator('rad-chat [part="log"]').textContent()).toContain('Monday 9:00 at Chatswood is yours.');
    expect(await axeViolations(patient.page, 'rad-portal')).toEqual([]);

    const heard = patient.page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('rad-chat-booking-complete', (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );
    await conversation.getByRole('button', { name: 'Send booking complete' }).click();
    await expect.poll(() => patient.page.locator('rad-chat [part="chat"]').textContent()).toContain('Your booking is complete.');
    expect(await heard).toEqual({ bookingKey: 'E2E-CHAT-BOOK' });
    await expect.poll(() => stored('E2E-CHAT-BOOK')).toEqual({ status: 'BOOKED', type: null });

    // The agent ends the chat afterwards: the booked request stays booked.
    await conversation.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => patient.page.locator('rad-chat [part="chat"]').textContent()).toContain('The conversation has ended.');
    expect(await stored('E2E-CHAT-BOOK')).toEqual({ status: 'BOOKED', type: null });
    expect(await axeViolations(patient.page, 'rad-portal')).toEqual([]);
    expect(patient.problems).toEqual([]);
    expect(agent.problems).toEqual([]);
    await patient.page.context().close();
    await agent.page.context().close();
  });

  it('two files chosen in quick succession arrive at the agent in order, one at a time', async () => {
    const agent = await agentPage();
    const patient = await patientOn('E2E-CHAT-FILES');
    await startChat(patient.page);
    const conversation = agent.page.locator('[data-conversation]').first();
    await conversation.waitFor();

    const input = patient.page.locator('rad-chat [part="file-input"]');
    await input.setInputFiles({ name: 'referral.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 referral') });
    await input.setInputFiles({ name: 'previous-scan.png', mimeType: 'image/png', buffer: Buffer.from('PNG previous scan') });
    await expect.poll(() => patient.page.locator('rad-chat [part="upload-list"]').textContent()).toContain('previous-scan.png');
    // The second waits its turn (3000 ms after the first was handed over), visibly.
    await expect.poll(() => patient.page.locator('rad-chat [part="chat"]').textContent()).toContain('1 of 2 files uploaded');
    await expect
      .poll(() => conversation.locator('[data-file]').evaluateAll((items) => items.map((item) => item.getAttribute('data-file'))), {
        timeout: 10_000,
      })
      .toEqual(['referral.pdf', 'previous-scan.png']);
    await expect.poll(() => patient.page.locator('rad-chat [part="chat"]').textContent()).toContain('2 of 2 files uploaded');
    expect(patient.problems).toEqual([]);
    await patient.page.context().close();
    await agent.page.context().close();
  });

  it('with no agent on duty the patient is told, and the request goes back to the patient (type PATIENT)', async () => {
    const patient = await patientOn('E2E-CHAT-NOAGENT');
    await patient.page.locator('rad-chat [part="launcher"]').click();
    await expect
      .poll(() => patient.page.locator('rad-chat [part="chat"]').textContent(), { timeout: 10_000 })
      .toContain('No agent is available right now.');
    await expect.poll(() => stored('E2E-CHAT-NOAGENT')).toEqual({ status: 'PENDING', type: 'PATIENT' });
    expect(patient.problems).toEqual([]);
    await patient.page.context().close();
  });
});
