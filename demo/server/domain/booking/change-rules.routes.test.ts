/**
 * The change window and walk-in rescheduling are the provider's settings
 * (docs/rules.md#change-prior-minutes, docs/rules.md#change-walk-in): `application.changePriorMinutes`
 * and `application.walkInRescheduleAllowed` in its configuration. The server judges every cancel,
 * reschedule, can-change answer and reschedule grid by the stored setting, whatever a client sends.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { signedInToBooking } from '../../features/auth/test-browser';
import { instantInZone } from '../../../../src/i18n/dates';
import { copyDemoBooking, mondayAhead, openTestDb } from '../../test-support';
import { changeRulesOf } from './change-rules';
import { CHANGE_PRIOR_MINUTES } from './change-window';
import { rescheduleItem } from './changes';
import { createHold } from './holds';
import { searchSlots } from './slots';

let db: Db;
let app: ReturnType<typeof createApp>;
let walkInExam: string;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  const [exam] = await db.query<{ slug: string }>(
    `select e.slug from exam e join clinic_exam ce on ce.exam_slug = e.slug
      where e.walk_in and ce.clinic_slug = 'parramatta' order by e.slug limit 1`,
  );
  walkInExam = exam!.slug;
}, 120_000);
afterAll(async () => db?.close());
beforeEach(async () => setRules({ changePriorMinutes: null, walkInRescheduleAllowed: null }));

/** Writes the provider's settings as a provider's RAD_CONFIG would store them (null: not set). */
async function setRules(rules: { changePriorMinutes?: number | null; walkInRescheduleAllowed?: boolean | null }) {
  for (const [name, value] of Object.entries(rules)) {
    await db.query(
      value === null
        ? `update provider set config = config #- array['application', $1::text]`
        : `update provider set config = jsonb_set(config, array['application', $1::text], $2::jsonb)`,
      value === null ? [name] : [name, JSON.stringify(value)],
    );
  }
}

/** A copy of the demo booking whose items start `minutes` from now. */
async function bookingIn(key: string, minutes: number, exam?: string) {
  await copyDemoBooking(db, 'DEMO-APPT-1001', key, exam ? { exam } : {});
  await db.query(
    `update appointment_item set starts_at = now() + make_interval(mins => $2), ends_at = now() + make_interval(mins => $2 + 30)
      where booking_key = $1`,
    [key, minutes],
  );
}

const signedIn = (bookingKey: string) => signedInToBooking(app, bookingKey);

const itemStatus = async (key: string) =>
  (await db.query<{ status: string }>(`select status from appointment_item where booking_key = $1`, [key]))[0]?.status;

describe('the configured change window', () => {
  it(`defaults to ${CHANGE_PRIOR_MINUTES} minutes: three hours ahead is too late to cancel`, async () => {
    await bookingIn('RULES-DEFAULT', 180);
    const browser = await signedIn('RULES-DEFAULT');
    expect((await browser.get('/api/secured/appointments/RULES-DEFAULT/can_change')).body).toMatchObject({
      cancel: { canChange: false, reason: 'PRIOR_MINUTES' },
    });
    const refused = await browser.post('/api/secured/appointments/RULES-DEFAULT/cancel', { reason: 'time', note: '' });
    expect(refused).toEqual({ status: 409, body: { message: 'message.cancel_prior_minutes', code: 'cancel_refused' } });
    expect(await itemStatus('RULES-DEFAULT')).toBe('BOOKED');
  });

  it('a provider with a one-hour window lets the patient cancel three hours ahead, and the database says so', async () => {
    await setRules({ changePriorMinutes: 60 });
    await bookingIn('RULES-HOUR', 180);
    const browser = await signedIn('RULES-HOUR');
    expect((await browser.get('/api/secured/appointments/RULES-HOUR/can_change')).body).toEqual({
      cancel: { canChange: true, reason: null },
      reschedule: { canChange: true, reason: null },
    });
    expect((await browser.post('/api/secured/appointments/RULES-HOUR/cancel', { reason: 'time', note: '' })).status).toBe(200);
    expect(await itemStatus('RULES-HOUR')).toBe('CANCELED');
  });

  it('a provider with a four-hour window refuses three hours ahead, though the default would too', async () => {
    await setRules({ changePriorMinutes: 240 });
    await bookingIn('RULES-FOUR', 300);
    await bookingIn('RULES-FOUR-SOON', 180);
    const browser = await signedIn('RULES-FOUR-SOON');
    const refused = await browser.post('/api/secured/appointments/RULES-FOUR-SOON/cancel', { reason: 'time', note: '' });
    expect(refused.status).toBe(409);
    expect(await itemStatus('RULES-FOUR-SOON')).toBe('BOOKED');
    // Five hours ahead is outside a four-hour window, though inside the default day.
    const later = await signedIn('RULES-FOUR');
    expect((await later.post('/api/secured/appointments/RULES-FOUR/cancel', { reason: 'time', note: '' })).status).toBe(200);
    expect(await itemStatus('RULES-FOUR')).toBe('CANCELED');
  });

  it('the reschedule grid and the reschedule itself keep out of the configured window, not a fixed day', async () => {
    await setRules({ changePriorMinutes: 8 * 60 });
    await bookingIn('RULES-MOVE', 40 * 24 * 60);
    const [item] = await db.query<{ slug: string }>(`select slug from appointment_item where booking_key = 'RULES-MOVE'`);
    // The route reads the stored setting: nothing it offers for a reschedule is inside 8 hours.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const grid = await app.request(
      `/api/clinic_appointments?clinicIds=parramatta&examSlug=mri-knee&start=${day(0)}&end=${day(4)}&appointmentSlug=${item!.slug}`,
    );
    const offered = ((await grid.json()) as { clinics: { slots: { start: string }[] }[] }).clinics[0]!.slots;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((slot) => Date.parse(slot.start) >= Date.now() - 60_000 + 8 * 60 * 60_000)).toBe(true);
    // On a fixed clock (06:00 on a Monday in Sydney): times between 8 and 24 hours ahead are
    // offered, the fixed day no longer decides; a held time inside 8 hours is refused, and one
    // just outside it moves the item.
    const monday = mondayAhead(3);
    const now = instantInZone(monday, '06:00', 'Australia/Sydney');
    const windowEnd = now.getTime() + 8 * 60 * 60_000;
    const rules = await changeRulesOf(db);
    expect(rules.priorMinutes).toBe(8 * 60);
    const search = { clinicSlugs: ['parramatta'], examSlug: 'mri-knee', start: monday, end: monday, now };
    const forMove = (await searchSlots(db, { ...search, appointmentSlug: item!.slug, changePriorMinutes: rules.priorMinutes })).clinics[0]!
      .slots;
    expect(forMove.length).toBeGreaterThan(0);
    expect(forMove.every((slot) => Date.parse(slot.start) >= windowEnd)).toBe(true);
    const inside = (await searchSlots(db, search)).clinics[0]!.slots.find((slot) => Date.parse(slot.start) < windowEnd)!;
    const early = await createHold(db, { clinicSlug: 'parramatta', examSlug: 'mri-knee', start: inside.start }, now);
    await expect(rescheduleItem(db, 'RULES-MOVE', { itemSlug: item!.slug, holdId: early.holdId }, now)).rejects.toMatchObject({
      status: 409,
      message: 'message.reschedule_prior_minutes',
    });
    const hold = await createHold(db, { clinicSlug: 'parramatta', examSlug: 'mri-knee', start: forMove[0]!.start }, now);
    await rescheduleItem(db, 'RULES-MOVE', { itemSlug: item!.slug, holdId: hold.holdId }, now);
    const [moved] = await db.query<{ starts_at: Date }>(`select starts_at from appointment_item where slug = $1`, [item!.slug]);
    expect(new Date(moved!.starts_at).getTime()).toBe(Date.parse(forMove[0]!.start));
  });
});

describe('walk-in rescheduling', () => {
  it('is refused by default (reason WALK_IN), and the item stays where it was', async () => {
    await bookingIn('RULES-WALKIN', 20 * 24 * 60, walkInExam);
    const browser = await signedIn('RULES-WALKIN');
    expect((await browser.get('/api/secured/appointments/RULES-WALKIN/can_change')).body).toMatchObject({
      reschedule: { canChange: false, reason: 'WALK_IN' },
    });
    const [item] = await db.query<{ slug: string }>(`select slug from appointment_item where booking_key = 'RULES-WALKIN'`);
    const start = (await freeTimeFor(walkInExam)).start;
    const hold = await createHold(db, { clinicSlug: 'parramatta', examSlug: walkInExam, start }, new Date());
    await expect(rescheduleItem(db, 'RULES-WALKIN', { itemSlug: item!.slug, holdId: hold.holdId })).rejects.toMatchObject({
      status: 409,
      message: 'message.reschedule_walk_in',
    });
  });

  it('a provider that allows it lets the patient move a walk-in exam, and the database holds the new time', async () => {
    await setRules({ walkInRescheduleAllowed: true });
    await bookingIn('RULES-WALKIN-OK', 20 * 24 * 60, walkInExam);
    const browser = await signedIn('RULES-WALKIN-OK');
    expect((await browser.get('/api/secured/appointments/RULES-WALKIN-OK/can_change')).body).toMatchObject({
      reschedule: { canChange: true, reason: null },
    });
    const [item] = await db.query<{ slug: string }>(`select slug from appointment_item where booking_key = 'RULES-WALKIN-OK'`);
    const slot = await freeTimeFor(walkInExam);
    const hold = await createHold(db, { clinicSlug: 'parramatta', examSlug: walkInExam, start: slot.start }, new Date());
    await rescheduleItem(db, 'RULES-WALKIN-OK', { itemSlug: item!.slug, holdId: hold.holdId });
    const [moved] = await db.query<{ starts_at: Date }>(`select starts_at from appointment_item where slug = $1`, [item!.slug]);
    expect(new Date(moved!.starts_at).getTime()).toBe(Date.parse(slot.start));
  });
});

/** A free time for `exam` at Parramatta a few days ahead (outside any window these tests set). */
async function freeTimeFor(exam: string) {
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const found = await searchSlots(db, { clinicSlugs: ['parramatta'], examSlug: exam, start: day(3), end: day(9), now });
  return found.clinics[0]!.slots.at(-1)!;
}
