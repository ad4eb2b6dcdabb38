/**
 * Issue 22 item 7: links in e-mails come from PUBLIC_ORIGIN, never from the Host header a sender
 * chooses; the enquiry e-mails' links are absolute too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Db } from './db/db';
import { listOutbox } from './features/outbox/queries';
import { parsePublicOrigin, publicOriginRequired } from './public-origin';
import { mondayAhead, openTestDb } from './test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', publicOrigin: 'https://portal.example-radiology.test' });
}, 120_000);
afterAll(async () => db?.close());

const post = (path: string, body: unknown) =>
  app.request(`http://evil.example${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Host: 'evil.example', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });

describe('PUBLIC_ORIGIN', () => {
  it('reads an origin and refuses anything else', () => {
    expect(parsePublicOrigin('https://portal.example.com/')).toBe('https://portal.example.com');
    expect(parsePublicOrigin(' http://127.0.0.1:8080 ')).toBe('http://127.0.0.1:8080');
    for (const bad of [
      'portal.example.com',
      'ftp://x.example',
      'https://x.example/app',
      'https://x.example/?a=1',
      'https://u:p@x.example',
    ]) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN/);
    }
    expect(publicOriginRequired('127.0.0.1')).toBe(false);
    expect(publicOriginRequired('localhost')).toBe(false);
    expect(publicOriginRequired('::1')).toBe(false);
    expect(publicOriginRequired('0.0.0.0')).toBe(true);
  });

  it('a booking sent with Host: evil.example is confirmed with a link on the public origin', async () => {
    const day = mondayAhead(7);
    const search = await app.request(`/api/clinic_appointments?clinicIds=bondi-junction&examSlug=xray-chest&start=${day}&end=${day}`);
    const slot = ((await search.json()) as { clinics: { slots: { start: string }[] }[] }).clinics[0]!.slots[1]!;
    const response = await post('/api/appointments', {
      form: { firstName: 'Hal', lastName: 'Host', email: 'hal.host@example.test', dateOfBirth: '1970-05-05' },
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start: slot.start }],
    });
    expect(response.status).toBe(201);
    const [mail] = await listOutbox(db, { recipient: 'hal.host@example.test' });
    expect(mail!.body).toMatch(/href="https:\/\/portal\.example-radiology\.test\/appointments\/BK-[\w-]+"/);
    expect(mail!.body).toMatch(/href="https:\/\/portal\.example-radiology\.test\/unsubscribe\?token=/);
    expect(mail!.body).not.toContain('evil.example');
  });

  it('the enquiry e-mails link to the booking request absolutely, on the public origin', async () => {
    const response = await post('/api/booking_requests', {
      form: { firstName: 'Eve', lastName: 'Enquirer', email: 'eve.enquiry@example.test', dateOfBirth: '1991-01-01' },
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start: `${mondayAhead(7)}T01:00:00.000Z` }],
    });
    expect(response.status).toBe(201);
    const { bookingKey } = (await response.json()) as { bookingKey: string };
    const [patient] = await listOutbox(db, { recipient: 'eve.enquiry@example.test' });
    expect(patient!.body).toContain(`https://portal.example-radiology.test/booking-requests/${bookingKey}`);
    const [team] = await listOutbox(db, { recipient: 'bookings@harbourside-radiology.example' });
    expect(team!.body).toContain(`https://portal.example-radiology.test/booking-requests/${bookingKey}`);
    expect(`${patient!.body}${team!.body}`).not.toContain('evil.example');
  });
});
