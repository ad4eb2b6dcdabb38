/**
 * The booking domain core under generated sequences (issue 22): holds, renewals, time passing
 * (holds expiring), bookings of one to three items, cancellations and reschedules, by two
 * sessions, at clinics in Sydney, Brisbane and Perth time, on a week with a closure day.
 * After every step:
 * - no time of a one-room diary has more booked items and live holds than rooms;
 * - no active item stands on a closure day or a public holiday of its clinic;
 * - a reschedule that succeeded moved its item outside the 24 h change window;
 * - every refusal carries a translation key.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantInZone } from '../../../../src/i18n/dates';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { mondayAhead, openTestDb } from '../../test-support';
import { CHANGE_PRIOR_MINUTES } from './change-window';
import { cancelBooking, rescheduleItem } from './changes';
import { closedDays } from './closures';
import { createAppointment } from './create';
import { createHold, renewHold } from './holds';
import { localDay } from './outcomes';

const KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;
/** An abdominal ultrasound: 30 minutes, no walk-in (which is never rescheduled), no required questionnaire. */
const EXAM = 'us-abdomen';
const CLINICS = [
  { slug: 'bondi-junction', zone: 'Australia/Sydney' },
  { slug: 'chermside', zone: 'Australia/Brisbane' },
  { slug: 'joondalup', zone: 'Australia/Perth' },
] as const;
const SESSIONS = ['session-one', 'session-two'] as const;

let db: Db;
/** The model's clock starts at 06:00 Sydney on the week's Monday: Monday's times are inside the change window. */
let start: Date;
let days: string[];
let pool: { clinicSlug: string; start: string }[];

beforeAll(async () => {
  db = await openTestDb();
  const monday = mondayAhead(3);
  days = [0, 1, 2].map((offset) => new Date(Date.parse(`${monday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10));
  start = instantInZone(days[0]!, '06:00', 'Australia/Sydney');
  for (const clinic of CLINICS) {
    await db.query(
      `insert into clinic_room (clinic_slug, modality_slug, rooms) values ($1, 'ultrasound', 1)
       on conflict (clinic_slug, modality_slug) do update set rooms = 1`,
      [clinic.slug],
    );
  }
  // Wednesday is Chermside's closure day: its times are in the pool, and must never be booked.
  await db.query(`insert into clinic_closure (clinic_slug, day, reason) values ('chermside', $1, 'Staff day')`, [days[2]]);
  pool = CLINICS.flatMap((clinic) =>
    days.flatMap((day) =>
      ['09:00', '09:15', '10:00'].map((time) => ({ clinicSlug: clinic.slug, start: instantInZone(day, time, clinic.zone).toISOString() })),
    ),
  );
}, 120_000);
afterAll(async () => db?.close());

type Step =
  | { kind: 'hold'; session: number; slot: number }
  | { kind: 'renew'; session: number; hold: number }
  | { kind: 'wait'; minutes: number }
  | { kind: 'book'; session: number; items: { slot: number; hold: number | null }[] }
  | { kind: 'cancel'; booking: number }
  | { kind: 'reschedule'; session: number; booking: number; hold: number }
  | { kind: 'move'; session: number; booking: number; slot: number };

const step = (slots: number): fc.Arbitrary<Step> =>
  fc.oneof(
    fc.record({ kind: fc.constant('hold' as const), session: fc.nat(1), slot: fc.nat(slots - 1) }),
    fc.record({ kind: fc.constant('hold' as const), session: fc.nat(1), slot: fc.nat(slots - 1) }),
    fc.record({ kind: fc.constant('renew' as const), session: fc.nat(1), hold: fc.nat(5) }),
    fc.record({ kind: fc.constant('wait' as const), minutes: fc.constantFrom(1, 6, 60) }),
    fc.record({
      kind: fc.constant('book' as const),
      session: fc.nat(1),
      items: fc.array(fc.record({ slot: fc.nat(slots - 1), hold: fc.option(fc.nat(5), { nil: null }) }), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('cancel' as const), booking: fc.nat(3) }),
    fc.record({ kind: fc.constant('reschedule' as const), session: fc.nat(1), booking: fc.nat(3), hold: fc.nat(5) }),
    // A patient's own move: hold a time, then move the booking to it.
    fc.record({ kind: fc.constant('move' as const), session: fc.nat(1), booking: fc.nat(3), slot: fc.nat(slots - 1) }),
    fc.record({ kind: fc.constant('move' as const), session: fc.nat(1), booking: fc.nat(3), slot: fc.nat(slots - 1) }),
  );

function refusalKey(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  return error.message;
}

async function invariants(now: Date): Promise<void> {
  const busy = await db.query<{ clinic_slug: string; starts_at: string; n: number }>(
    `select clinic_slug, starts_at::text, count(*)::int as n from (
       select clinic_slug, starts_at from appointment_item where exam_slug = $1 and status in ('BOOKED', 'PENDING')
       union all select clinic_slug, starts_at from slot_hold where exam_slug = $1 and expires_at > $2) taken
      group by clinic_slug, starts_at`,
    [EXAM, now.toISOString()],
  );
  for (const row of busy) expect(row.n, `${row.clinic_slug} ${row.starts_at} over its one room`).toBeLessThanOrEqual(1);
  const items = await db.query<{ clinic_slug: string; starts_at: string; time_zone: string; state: string }>(
    `select i.clinic_slug, to_char(i.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at, c.time_zone, c.state
       from appointment_item i join clinic c on c.slug = i.clinic_slug where i.exam_slug = $1 and i.status in ('BOOKED', 'PENDING')`,
    [EXAM],
  );
  for (const item of items) {
    const day = localDay(item.starts_at, item.time_zone);
    const closed = await closedDays(db, [{ slug: item.clinic_slug, state: item.state }], day, day);
    expect(closed.get(item.clinic_slug)?.has(day), `${item.clinic_slug} booked on closed ${day}`).toBe(false);
  }
}

describe('booking sequences', () => {
  it('keep capacity, closures and the change window, and say why they refuse', async () => {
    let runs = 0;
    const done = { holds: 0, bookings: 0, moves: 0, refusals: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step(pool.length), { minLength: 4, maxLength: 14 }), async (steps) => {
        runs += 1;
        await db.query(`delete from slot_hold`);
        await db.query(`delete from appointment where booking_key in (select booking_key from appointment_item where exam_slug = $1)`, [
          EXAM,
        ]);
        let now = new Date(start);
        const holds: { id: string; session: string }[] = [];
        const bookings: { key: string; item: string }[] = [];
        for (const action of steps) {
          try {
            if (action.kind === 'hold') {
              const held = await createHold(db, { ...pool[action.slot]!, examSlug: EXAM }, now, 5, {
                session: SESSIONS[action.session]!,
                client: '198.51.100.7',
              });
              holds.push({ id: held.holdId, session: SESSIONS[action.session]! });
              done.holds += 1;
            } else if (action.kind === 'renew') {
              const hold = holds[action.hold % Math.max(holds.length, 1)];
              if (hold) await renewHold(db, hold.id, now, 5, SESSIONS[action.session]!);
            } else if (action.kind === 'wait') {
              now = new Date(now.getTime() + action.minutes * 60_000);
            } else if (action.kind === 'book') {
              const items = action.items.map(({ slot, hold }) => ({
                ...pool[slot]!,
                examSlug: EXAM,
                ...(hold !== null && holds.length ? { holdId: holds[hold % holds.length]!.id } : {}),
              }));
              const form = { firstName: 'Seq', lastName: 'Uence', email: 'seq@example.test', dateOfBirth: '1970-01-01' };
              const { status, body } = await createAppointment(db, { form, items }, now, { session: SESSIONS[action.session]! });
              for (const item of body.items) if (!item.success) expect(item.errorMessage).toMatch(KEY);
              if (status === 201) {
                const [first] = await db.query<{ slug: string }>(
                  'select slug from appointment_item where booking_key = $1 order by slug limit 1',
                  [body.bookingKey],
                );
                bookings.push({ key: body.bookingKey!, item: first!.slug });
                done.bookings += 1;
              }
            } else if (action.kind === 'cancel') {
              const booking = bookings[action.booking % Math.max(bookings.length, 1)];
              if (booking) await cancelBooking(db, booking.key, { reason: 'other', note: '' });
            } else {
              const booking = bookings[action.booking % Math.max(bookings.length, 1)];
              let hold = action.kind === 'reschedule' ? holds[action.hold % Math.max(holds.length, 1)] : undefined;
              if (action.kind === 'move' && booking) {
                const session = SESSIONS[action.session]!;
                const held = await createHold(db, { ...pool[action.slot]!, examSlug: EXAM }, now, 5, { session, client: '198.51.100.7' });
                hold = { id: held.holdId, session };
                holds.push(hold);
              }
              if (booking && hold) {
                await rescheduleItem(
                  db,
                  booking.key,
                  { itemSlug: booking.item, holdId: hold.id },
                  now,
                  undefined,
                  SESSIONS[action.session]!,
                );
                const [moved] = await db.query<{ starts_at: string }>(
                  `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at from appointment_item where slug = $1`,
                  [booking.item],
                );
                expect(Date.parse(moved!.starts_at) - now.getTime()).toBeGreaterThanOrEqual(CHANGE_PRIOR_MINUTES * 60_000);
                done.moves += 1;
              }
            }
          } catch (error) {
            expect(refusalKey(error), `${action.kind} refused without a key`).toMatch(KEY);
            done.refusals += 1;
          }
          await invariants(now);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40), seed: Number(process.env.PROPERTY_SEED ?? 22) },
    );
    console.log(
      `booking sequences: ${runs} runs, ${done.holds} holds, ${done.bookings} bookings, ${done.moves} moves, ${done.refusals} refusals`,
    );
    expect(runs).toBeGreaterThanOrEqual(Number(process.env.PROPERTY_RUNS ?? 40));
    // The sequences did reach every operation, not only refusals.
    expect(done.holds * done.bookings * done.moves).toBeGreaterThan(0);
  }, 300_000);
});
