/**
 * Holds and booking keys ("slot reservation" and "new booking key" in
 * src/api/API.md#slots-holds-and-booking). A hold reserves a free slot for a few minutes for the
 * patient filling in the form (docs/rules.md#booking-hold-lifetime); every change to a
 * clinic's diary happens in one transaction holding that clinic's advisory lock, so two patients
 * racing for one slot are served one after the other.
 */
import { randomBytes } from 'node:crypto';
import { SLOT_HOLD_MINUTES_DEFAULT } from '../../../../src/constants';
import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';
import { ApiError } from '../../http/errors';
import { moveTemporaryDocuments } from '../../features/attachments/service';
import { checkReferences } from './references';
import { freeSlotAt } from './slots';

type Q = Pick<DbConnection, 'query'>;

export function randomKey(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/_/g, '-');
}

/** Also taken by a reschedule (features/appointments), so a moved appointment and a new booking queue for the same diary. */
export async function lockClinics(db: Q, clinicSlugs: string[]): Promise<void> {
  // Sorted, so two creates naming the same clinics in another order cannot deadlock.
  for (const slug of [...new Set(clinicSlugs)].sort()) {
    await db.query('select pg_advisory_xact_lock(hashtext($1))', [`rad-slot:${slug}`]);
  }
}

export interface HoldInput {
  clinicSlug: string;
  examSlug: string;
  start: string;
}

/** Who holds: the session (its token's hash) and the client's address (features/auth client-id). */
export interface HoldOwner {
  session: string;
  client: string;
}

/**
 * Live holds one session may have: one per exam of the largest booking (six items) and a spare
 * for a changed mind. A person needs a handful; a script holding a clinic's day needs hundreds.
 */
export const HOLDS_PER_SESSION = 8;
/** Live holds from one address (a household or a clinic's front desk behind one address). */
export const HOLDS_PER_CLIENT = 30;

/**
 * Reserves a free slot for `minutes`; 409 `slot_unavailable` when it is not free; 429 with the
 * seconds until a hold of the owner runs out when the session or address already holds its limit.
 * The count and the insert happen under the owner's locks, so parallel requests cannot pass it.
 */
export function createHold(db: Db, input: HoldInput, now = new Date(), minutes = SLOT_HOLD_MINUTES_DEFAULT, owner: HoldOwner = NO_OWNER) {
  return transaction(db, async (tx) => {
    for (const key of [`rad-hold-session:${owner.session}`, `rad-hold-client:${owner.client}`].sort()) {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
    }
    await checkReferences(tx, [input]);
    await lockClinics(tx, [input.clinicSlug]);
    await tx.query('delete from slot_hold where expires_at < $1', [now.toISOString()]);
    await refuseOverLimit(tx, owner, now);
    const free = await freeSlotAt(tx, { ...input, now });
    if (!free) throw new ApiError(409, 'message.slot_unavailable', 'slot_unavailable');
    const id = randomKey(18);
    const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
    await tx.query(
      `insert into slot_hold (id, clinic_slug, exam_slug, modality_slug, starts_at, ends_at, expires_at, session_hash, client_address)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        input.clinicSlug,
        input.examSlug,
        free.exam.modalitySlug,
        free.slot.start,
        free.slot.end,
        expiresAt,
        owner.session,
        owner.client,
      ],
    );
    return { holdId: id, clinicSlug: input.clinicSlug, examSlug: input.examSlug, start: free.slot.start, end: free.slot.end, expiresAt };
  });
}

/** An owner no real session has (tests and tools calling the core directly). */
const NO_OWNER: HoldOwner = { session: '', client: '' };

async function refuseOverLimit(db: Q, owner: HoldOwner, now: Date): Promise<void> {
  for (const [column, value, limit] of [
    ['session_hash', owner.session, HOLDS_PER_SESSION],
    ['client_address', owner.client, HOLDS_PER_CLIENT],
  ] as const) {
    // '' (no session) and 'unknown' (no socket: app.request in tests, tools) name nobody to count.
    if (!value || value === 'unknown') continue;
    const [row] = await db.query<{ live: number; first_expiry: string | null }>(
      `select count(*)::int as live, min(expires_at)::text as first_expiry from slot_hold where ${column} = $1 and expires_at > $2`,
      [value, now.toISOString()],
    );
    if ((row?.live ?? 0) >= limit) {
      const wait = Math.max(1, Math.ceil((Date.parse(row!.first_expiry!) - now.getTime()) / 1000));
      throw new ApiError(429, 'message.too_many_requests', 'too_many_holds', wait);
    }
  }
}

/** Renews a live hold of this session; 409 `hold_expired` when it has run out, is unknown or is another's. */
export async function renewHold(db: Db, holdId: string, now = new Date(), minutes = SLOT_HOLD_MINUTES_DEFAULT, session = '') {
  const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
  const rows = await db.query<{ id: string }>(
    `update slot_hold set expires_at = $3 where id = $1 and expires_at > $2 and session_hash = $4 returning id`,
    [holdId, now.toISOString(), expiresAt, session],
  );
  if (rows.length === 0) throw new ApiError(409, 'booking.slot_error_hold_expired', 'hold_expired');
  return { holdId, expiresAt };
}

/** Releases a hold of this session (another's, or an unknown one, is left as it is). */
export async function releaseHold(db: Db, holdId: string, session = ''): Promise<void> {
  await db.query('delete from slot_hold where id = $1 and session_hash = $2', [holdId, session]);
}

/** The hold `holdId` when this session owns it and it is live, for a booking or a move made with it. */
export async function ownHold(db: Q, holdId: string, session: string, now: Date): Promise<{ id: string } | undefined> {
  const [row] = await db.query<{ id: string }>('select id from slot_hold where id = $1 and session_hash = $2 and expires_at > $3', [
    holdId,
    session,
    now.toISOString(),
  ]);
  return row;
}

/** A new booking key for a booking being made (temporary answers and documents wait under it). */
export async function issueBookingKey(db: Q): Promise<{ bookingKey: string }> {
  const bookingKey = `BK-${randomKey(18)}`;
  await db.query('insert into issued_booking_key (booking_key) values ($1)', [bookingKey]);
  return { bookingKey };
}

/**
 * Moves everything kept under a temporary booking key to another key, in one call: questionnaire
 * answers and the temporary documents (referral uploaded before booking, issue 13's attachments).
 */
export async function moveTemporaryRecords(db: Q, from: string, to: string): Promise<{ questionnaires: number; documents: number }> {
  const rows = await db.query<{ id: number }>(
    `update questionnaire_answer set temporary_key = $2 where temporary_key = $1 and scope = 'TEMPORARY' returning id`,
    [from, to],
  );
  const documents = await moveTemporaryDocuments(db, from, to);
  return { questionnaires: rows.length, documents };
}
