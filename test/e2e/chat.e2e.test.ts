/**
 * Chat with an agent against the reference server: the patient signs in through a booking
 * request's secure link and opens rad-chat; the demo agent page answers over the server's
 * WebSocket, receives files in order, and sends booking-complete; the server stores BOOKED.
 * Both pages run under the strict CSP with no console errors.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
const KEYS = ['E2E-CHAT-BOOK', 'E2E-CHAT-FILES', 'E2E-CHAT-NOAGENT', 'E2E-CHAT-DROP'];
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

/**
 * The agent page's conversation about one booking request. A patient who left without the agent
 * ending the chat stays listed through the grace period, so earlier journeys' conversations may be there too.
 */
function conversationAbout(agent: Page, bookingKey: string) {
  return agent.locator('[data-conversation]').filter({ has: agent.locator('dd', { hasText: new RegExp(`^${bookingKey}$`) }) });
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

    const conversation = conversationAbout(agent.page, 'E2E-CHAT-BOOK');
    await conversation.waitFor();
    const attributes = conversation.locator('dl');
    await expect.poll(() => attributes.textContent()).toContain('bookingKeyE2E-CHAT-BOOK');
    // The chat booking summary (src/api/schemas/chat.schema.ts), from the server's records.
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
    const conversation = conversationAbout(agent.page, 'E2E-CHAT-FILES');
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

  it('a short network drop: "Reconnecting…", then the same conversation goes on with what was said meanwhile', async () => {
    const agent = await agentPage();
    const patient = await patientOn('E2E-CHAT-DROP');
    // The patient's messenger socket goes through the test: the first connection is dropped once,
    // reconnections are refused until the agent has spoken, then let through.
    const sockets: WebSocketRoute[] = [];
    let letThrough = false;
    await patient.page.routeWebSocket(/\/demo\/chat\/socket/, (socket) => {
      sockets.push(socket);
      if (sockets.length === 1 || letThrough) socket.connectToServer();
      else void socket.close({ code: 4000, reason: 'network down' });
    });
    await startChat(patient.page);
    const conversation = conversationAbout(agent.page, 'E2E-CHAT-DROP');
    await conversation.waitFor();
    await patient.page.locator('rad-chat [part="input"]').fill('Before the drop');
    await patient.page.locator('rad-chat [part="send"]').click();
    await expect.poll(() => conversation.locator('ol').first().textContent()).toContain('Patient: Before the drop');

    await sockets[0]!.close({ code: 4000, reason: 'network down' });
    const chat = patient.page.locator('rad-chat [part="chat"]');
    await expect.poll(() => chat.textContent()).toContain('Connection lost. Reconnecting…');
    expect(await axeViolations(patient.page, 'rad-portal')).toEqual([]);
    // The agent is told the patient is away, not that the conversation ended, and answers meanwhile.
    await expect.poll(() => conversation.locator('.agent__state').textContent()).toContain('waiting for them to reconnect');
    await conversation.getByLabel('Reply').fill('Said while you were away');
    await conversation.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => conversation.locator('ol').first().textContent()).toContain('Agent: Said while you were away');

    letThrough = true;
    await expect.poll(() => chat.textContent(), { timeout: 20_000 }).toContain('Said while you were away');
    await expect.poll(() => chat.textContent()).not.toContain('Reconnecting');
    expect(await chat.textContent()).not.toContain('Start again');
    await expect.poll(() => conversation.locator('.agent__state').textContent()).toBe('Open');
    // The same conversation: the agent page still has one, and the patient's next message lands in it.
    await patient.page.locator('rad-chat [part="input"]').fill('Back again');
    await patient.page.locator('rad-chat [part="send"]').click();
    await expect.poll(() => conversation.locator('ol').first().textContent()).toContain('Patient: Back again');
    expect(await conversation.count()).toBe(1);
    // A drop is not a disconnect: the booking request stays with the agent.
    expect(await stored('E2E-CHAT-DROP')).toEqual({ status: 'PENDING', type: null });
    expect(patient.problems).toEqual([]);
    await patient.page.context().close();
    // The patient's page went away: past the grace period the agent would see it end; not yet.
    expect(await conversation.locator('.agent__state').textContent()).not.toBe('Ended');
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
