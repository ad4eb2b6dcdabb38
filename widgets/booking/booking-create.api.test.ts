/**
 * What the booking's calls put on the wire: an enquiry goes to the booking requests with its
 * idempotency key and, for a referrer, the API key header; the contact calls name no recipient.
 */
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { appointmentApi, contactApi } from './booking-create.api';

function recordingClient(answer: unknown) {
  const sent: Request[] = [];
  const client = ky.create({
    prefixUrl: 'https://api.example.test/',
    retry: 0,
    fetch: async (input) => {
      sent.push((input as Request).clone());
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
  it('an enquiry posts to the booking requests with its idempotency key and a referrer’s X-Api-Key', async () => {
    const { client, sent } = recordingClient({ bookingKey: item.bookingKey, status: 'REQUESTED', items: [item] });
    const answer = await appointmentApi(client, () => 'mk').createEnquiry(body, 'key-1', 'referrer-secret');
    expect(answer.status).toBe('REQUESTED');
    const [request] = sent;
    expect(new URL(request!.url).pathname).toBe('/api/booking_requests');
    expect(request!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(request!.headers.get('X-Api-Key')).toBe('referrer-secret');
    expect(await request!.json()).toEqual(body);
  });

  it('a patient’s enquiry carries no API key', async () => {
    const { client, sent } = recordingClient({ bookingKey: item.bookingKey, status: 'REQUESTED', items: [item] });
    await appointmentApi(client, () => 'mk').createEnquiry(body, 'key-2', null);
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
