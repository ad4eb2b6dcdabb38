/**
 * Issue 22 item 11: holds belong to a session and are counted in the database, per session and per
 * client address: past the limit a 429 with Retry-After; a hold's id books nothing for anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { testBrowser } from '../../features/auth/test-browser';
import { answeredBookingKey, mondayAhead, openTestDb } from '../../test-support';
import { createHold, HOLDS_PER_CLIENT, HOLDS_PER_SESSION } from './holds';

let db: Db;
let app: ReturnType<typeof createApp>;
let starts: string[];
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
  const text = new Date(Date.parse(`${mondayAhead(5)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const search = await app.request(
    `/api/clinic_appointments?clinicIds=bondi-junction,chatswood&examSlug=xray-chest&start=${text}&end=${text}`,
  );
  const clinics = ((await search.json()) as { clinics: { clinicSlug: string; slots: { start: string }[] }[] }).clinics;
  starts = clinics[0]!.slots.map((slot) => slot.start);
  expect(starts.length).toBeGreaterThan(HOLDS_PER_CLIENT + 2);
}, 120_000);
afterAll(async () => db?.close());

const choice = (start: string) => ({ clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start });

describe('hold limits', () => {
  it(`one session holds at most ${HOLDS_PER_SESSION} times at once; then 429 with Retry-After, and a released hold frees a place`, async () => {
    const browser = testBrowser(app);
    const ids: string[] = [];
    for (const start of starts.slice(0, HOLDS_PER_SESSION)) {
      const held = await browser.post('/api/slot_holds', choice(start));
      expect(held.status).toBe(201);
      ids.push(held.body.holdId as string);
    }
    const response = await app.request('/api/slot_holds', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: browser.cookie! },
      body: JSON.stringify(choice(starts[HOLDS_PER_SESSION]!)),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ message: 'message.too_many_requests', code: 'too_many_holds' });
    const stored = await db.query('select 1 from slot_hold where starts_at = $1', [starts[HOLDS_PER_SESSION]]);
    expect(stored).toEqual([]);
    await app.request(`/api/slot_holds/${ids[0]}`, { method: 'DELETE', headers: { Cookie: browser.cookie! } });
    expect((await browser.post('/api/slot_holds', choice(starts[HOLDS_PER_SESSION]!))).status).toBe(201);
  });

  it(`one address holds at most ${HOLDS_PER_CLIENT} at once, across sessions`, async () => {
    const now = new Date();
    const base = HOLDS_PER_SESSION + 1;
    for (let index = 0; index < HOLDS_PER_CLIENT; index += 1) {
      // A fresh session each time: only the address is the same.
      await createHold(db, choice(starts[base + index]!), now, 5, { session: `session-${index}`, client: '203.0.113.9' });
    }
    await expect(
      createHold(db, choice(starts[base + HOLDS_PER_CLIENT]!), now, 5, { session: 'another', client: '203.0.113.9' }),
    ).rejects.toMatchObject({
      status: 429,
      code: 'too_many_holds',
    });
  });

  it('a hold books only for the session that made it; its id alone renews, releases and books nothing', async () => {
    await db.query('delete from slot_hold');
    const owner = testBrowser(app);
    const start = starts[0]!;
    const held = await owner.post('/api/slot_holds', choice(start));
    const holdId = held.body.holdId as string;
    const thief = testBrowser(app);
    expect((await thief.post('/api/slot_holds', choice(start))).status).toBe(409);
    const form = (email: string) => ({ firstName: 'Hal', lastName: 'Holder', email, dateOfBirth: '1970-01-01' });
    const stolen = await thief.post('/api/appointments', {
      bookingKey: await answeredBookingKey(app, ['xray-chest']),
      form: form('thief@example.test'),
      items: [{ ...choice(start), holdId }],
    });
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ items: [{ success: false, errorMessage: 'message.slot_unavailable' }] });
    const renew = await app.request(`/api/slot_holds/${holdId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: thief.cookie ?? '' },
      body: '{}',
    });
    expect(renew.status).toBe(409);
    await app.request(`/api/slot_holds/${holdId}`, { method: 'DELETE', headers: { Cookie: thief.cookie ?? '' } });
    expect(await db.query('select 1 from slot_hold where id = $1', [holdId])).toHaveLength(1);

    const booked = await owner.post('/api/appointments', {
      bookingKey: await answeredBookingKey(app, ['xray-chest']),
      form: form('holder@example.test'),
      items: [{ ...choice(start), holdId }],
    });
    expect(booked.status).toBe(201);
  });
});
