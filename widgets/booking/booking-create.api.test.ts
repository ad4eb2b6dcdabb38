/**
 * What the booking's calls put on the wire: an enquiry goes to the booking requests with an
 * idempotency key (the same when the same enquiry is sent again after a failure) and, for a
 * referrer, the API key header; the contact calls name no recipient.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { appointmentApi, contactApi } from './booking-create.api';

function recordingClient(answer: unknown, failFirst = false) {
  const sent: Request[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.example.test/',
    onUnauthorized: () => {},
    retryLimit: 0,
    fetch: async (input) => {
      sent.push((input as Request).clone());
      if (failFirst && sent.length === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer), { status: 201, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, sent };
}

const item = {
  success: true,
  errorMessage: null,
  examName: 'Obstetric ultrasound',
  modalityName: 'Ultrasound',
  clinicName: 'Parramatta',
  clinicSlug: 'parramatta',
  clinicAddress: '1 Church St',
  timeZone: 'Australia/Sydney',
  examNotes: '',
  date: '2026-10-13T22:30:00.000Z',
  endTime: '2026-10-13T23:15:00.000Z',
  patientEmailHash: 'a'.repeat(64),
  bookingKey: 'BR-abcdefghijklmnopq',
};
const body = {
  form: { firstName: 'Ada', lastName: 'Nguyen', email: 'ada@example.test', dateOfBirth: '1980-04-02' },
  items: [{ clinicSlug: 'parramatta', examSlug: 'us-obstetric-12-week', start: '2026-10-13T22:30:00.000Z' }],
};

describe('booking calls', () => {
  it('an enquiry posts to the booking requests with a referrer’s X-Api-Key, and the same enquiry again after a failure with the same key', async () => {
    const { client, sent } = recordingClient({ bookingKey: item.bookingKey, status: 'REQUESTED', items: [item] }, true);
    const calls = appointmentApi(client, () => 'mk');
    await expect(calls.createEnquiry(body, 'referrer-secret')).rejects.toMatchObject({ kind: 'network' });
    const answer = await calls.createEnquiry(body, 'referrer-secret');
    expect(answer.status).toBe('REQUESTED');
    const [first, request] = sent;
    expect(new URL(request!.url).pathname).toBe('/api/booking_requests');
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(request!.headers.get('X-Api-Key')).toBe('referrer-secret');
    expect(await request!.json()).toEqual(body);
  });

  it('a patient’s enquiry carries no API key', async () => {
    const { client, sent } = recordingClient({ bookingKey: item.bookingKey, status: 'REQUESTED', items: [item] });
    await appointmentApi(client, () => 'mk').createEnquiry(body, null);
    expect(sent[0]!.headers.has('X-Api-Key')).toBe(false);
  });

  it('pending notifications carry the page’s locale, so the patient is told in their language', async () => {
    const { client, sent } = recordingClient({ sent: 2 });
    await appointmentApi(client, () => 'mk').pendingNotifications('BK-abcdefghijklmnop');
    expect(new URL(sent[0]!.url).pathname).toBe('/api/appointments/BK-abcdefghijklmnop/pending_notifications');
    expect(await sent[0]!.json()).toEqual({ locale: 'mk' });
  });

  it('a callback request and an e-mail to the team go to their own calls', async () => {
    const { client, sent } = recordingClient({ received: true });
    await contactApi(client).callback({ name: 'Mia', phone: '0412345678', timeOfDay: 'morning', examSlug: 'ct-brain' });
    await contactApi(client).emailTeam({ name: 'Mia', email: 'mia@example.test', message: 'Saturday?' });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/callback_requests', '/api/call_centre_emails']);
  });
});
