/**
 * Issue 22 item 2 as a property: whatever bookings arrive (one item or several, the same time
 * named twice, clinics in three zones, one room or two), no slot ends up with more active items
 * than the clinic has rooms for the modality, and every refused item says why with a message key.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantInZone } from '../../../../src/i18n/dates';
import type { Db } from '../../db/db';
import { mondayAhead, openTestDb } from '../../test-support';
import { createAppointment, freeSlotAt } from '../../domain/booking';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());

/** Clinics in Sydney, Brisbane and Perth time, each taking chest X-rays. */
const CLINICS = ['bondi-junction', 'chermside', 'joondalup'] as const;
const EXAM = 'xray-chest';

/** A few real slot starts per clinic on one day: the pool every generated item picks from. */
async function slotPool(day: string): Promise<Map<string, string[]>> {
  const pool = new Map<string, string[]>();
  for (const clinic of CLINICS) {
    const [row] = await db.query<{ time_zone: string }>('select time_zone from clinic where slug = $1', [clinic]);
    const starts: string[] = [];
    // 09:00 local and three steps of the exam's 15 minutes, each checked to be a free slot.
    for (const time of ['09:00', '09:15', '09:30', '09:45']) {
      const start = instantInZone(day, time, row!.time_zone).toISOString();
      const free = await freeSlotAt(db, { clinicSlug: clinic, examSlug: EXAM, start, now: new Date() });
      if (free) starts.push(free.slot.start);
    }
    pool.set(clinic, starts);
  }
  return pool;
}

describe('capacity across the items of one request and across requests', () => {
  it('never stores more active items at one time than the clinic has rooms', async () => {
    const day = mondayAhead(6);
    const pool = await slotPool(day);
    for (const clinic of CLINICS) expect(pool.get(clinic)!.length, clinic).toBeGreaterThan(1);
    const item = fc
      .constantFrom(...CLINICS)
      .chain((clinic) => fc.constantFrom(...pool.get(clinic)!).map((start) => ({ clinicSlug: clinic, examSlug: EXAM, start })));
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rooms: fc.record({
            'bondi-junction': fc.integer({ min: 1, max: 2 }),
            chermside: fc.integer({ min: 1, max: 2 }),
            joondalup: fc.constant(1),
          }),
          requests: fc.array(fc.array(item, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        }),
        async ({ rooms, requests }) => {
          runs += 1;
          await db.query(`delete from appointment_item where exam_slug = $1 and starts_at::date between $2::date - 1 and $2::date + 1`, [
            EXAM,
            day,
          ]);
          for (const [clinic, count] of Object.entries(rooms)) {
            await db.query(
              `insert into clinic_room (clinic_slug, modality_slug, rooms) values ($1, 'xray', $2)
               on conflict (clinic_slug, modality_slug) do update set rooms = $2`,
              [clinic, count],
            );
          }
          for (const items of requests) {
            const form = { firstName: 'Prop', lastName: 'Erty', email: 'prop@example.test', dateOfBirth: '1970-01-01' };
            const { body } = await createAppointment(db, { form, items });
            for (const result of body.items) {
              if (!result.success) expect(result.errorMessage).toMatch(/^[a-z_]+(\.[a-z0-9_]+)+$/);
            }
          }
          const counts = await db.query<{ clinic_slug: string; starts_at: string; n: number }>(
            `select clinic_slug, starts_at::text, count(*)::int as n from appointment_item
              where exam_slug = $1 and status in ('BOOKED', 'PENDING') and starts_at::date between $2::date - 1 and $2::date + 1
              group by clinic_slug, starts_at`,
            [EXAM, day],
          );
          for (const row of counts)
            expect(row.n, `${row.clinic_slug} ${row.starts_at}`).toBeLessThanOrEqual(rooms[row.clinic_slug as keyof typeof rooms]);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
    );
    expect(runs).toBeGreaterThanOrEqual(25);
  }, 120_000);
});
