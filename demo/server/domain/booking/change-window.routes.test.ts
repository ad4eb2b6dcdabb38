/**
 * Issue 22 item 5: a reschedule never lands inside the change window. The grid (a slot search with
 * the item's `appointmentSlug`) offers no time within 24 hours, and the server refuses a held time
 * there with `message.reschedule_prior_minutes`, changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantInZone } from '../../../../src/i18n/dates';
import type { Db } from '../../db/db';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { CHANGE_PRIOR_MINUTES } from './change-window';
import { rescheduleItem } from './changes';
import { createHold } from './holds';
import { searchSlots } from './slots';

let db: Db;
/** 06:00 in Sydney on a Monday three weeks ahead: the clock these tests stand at. */
let now: Date;
let monday: string;
beforeAll(async () => {
  db = await openTestDb();
  const day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  monday = day.toISOString().slice(0, 10);
  now = instantInZone(monday, '06:00', 'Australia/Sydney');
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-WINDOW');
  // The item itself is a fortnight after that clock, far outside its own window.
  await db.query(
    `update appointment_item set starts_at = $2::timestamptz + interval '14 days', ends_at = $2::timestamptz + interval '14 days 30 minutes'
      where booking_key = $1`,
    ['TEST-WINDOW', now.toISOString()],
  );
}, 120_000);
afterAll(async () => db?.close());

const tuesday = () => new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the change window on a reschedule', () => {
  it('the grid for a reschedule offers nothing within 24 hours; a new booking is offered those times', async () => {
    const [item] = await db.query<{ slug: string }>(`select slug from appointment_item where booking_key = 'TEST-WINDOW'`);
    const search = { clinicSlugs: ['parramatta'], examSlug: 'mri-knee', start: monday, end: tuesday(), now };
    const forNew = (await searchSlots(db, search)).clinics[0]!.slots;
    const forMove = (await searchSlots(db, { ...search, appointmentSlug: item!.slug })).clinics[0]!.slots;
    const windowEnd = now.getTime() + CHANGE_PRIOR_MINUTES * 60_000;
    expect(forNew.some((slot) => Date.parse(slot.start) < windowEnd)).toBe(true);
    expect(forMove.length).toBeGreaterThan(0);
    expect(forMove.every((slot) => Date.parse(slot.start) >= windowEnd)).toBe(true);
  });

  it('a held time inside the window is refused with reschedule_prior_minutes, and nothing moves', async () => {
    const [item] = await db.query<{ slug: string; starts_at: string }>(
      `select slug, starts_at::text from appointment_item where booking_key = 'TEST-WINDOW'`,
    );
    const soon = (await searchSlots(db, { clinicSlugs: ['parramatta'], examSlug: 'mri-knee', start: monday, end: monday, now })).clinics[0]!
      .slots[0]!;
    const hold = await createHold(db, { clinicSlug: 'parramatta', examSlug: 'mri-knee', start: soon.start }, now);
    await expect(rescheduleItem(db, 'TEST-WINDOW', { itemSlug: item!.slug, holdId: hold.holdId }, now)).rejects.toMatchObject({
      status: 409,
      message: 'message.reschedule_prior_minutes',
    });
    const [after] = await db.query<{ starts_at: string }>(`select starts_at::text from appointment_item where slug = $1`, [item!.slug]);
    expect(after!.starts_at).toBe(item!.starts_at);
  });
});
