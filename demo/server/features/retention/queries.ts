/**
 * The retention job's deletes, each one statement over at most `limit` rows. `for update skip
 * locked` lets several instances run the job at once: each takes rows no other is deleting, and a
 * row another instance already deleted is simply not there.
 */
import type { Db } from '../../db/db';

type Q = Pick<Db, 'query'>;

async function counted(db: Q, sql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(sql, params);
  return row?.count ?? 0;
}

/** Temporary documents uploaded before `before` that no booking claimed, with their stored files. */
export function deleteExpiredTemporaryDocuments(db: Q, before: Date, limit: number): Promise<number> {
  return counted(
    db,
    `with expired as (
       select id from attachment where owner_type = 'TEMPORARY' and created_at < $1 order by created_at limit $2 for update skip locked
     ), gone as (
       delete from attachment a using expired where a.id = expired.id returning a.storage_name
     ), files as (
       delete from stored_file f using gone where f.id = gone.storage_name returning f.id
     )
     select (select count(*) from gone)::int as count`,
    [before.toISOString(), limit],
  );
}

/** Questionnaire answers given before a booking existed (scope TEMPORARY) and never moved to one. */
export function deleteExpiredTemporaryAnswers(db: Q, before: Date, limit: number): Promise<number> {
  return counted(
    db,
    `with expired as (
       select id from questionnaire_answer where scope = 'TEMPORARY' and answered_at < $1 order by answered_at limit $2 for update skip locked
     ), gone as (
       delete from questionnaire_answer q using expired where q.id = expired.id returning q.id
     )
     select count(*)::int as count from gone`,
    [before.toISOString(), limit],
  );
}

/** Booking keys issued before `before` that no booking claimed (a create deletes the key it uses). */
export function deleteExpiredIssuedKeys(db: Q, before: Date, limit: number): Promise<number> {
  return counted(
    db,
    `with expired as (
       select booking_key from issued_booking_key where created_at < $1 order by created_at limit $2 for update skip locked
     ), gone as (
       delete from issued_booking_key k using expired where k.booking_key = expired.booking_key returning k.booking_key
     )
     select count(*)::int as count from gone`,
    [before.toISOString(), limit],
  );
}

/**
 * Stored files no attachment names, started before `before`: an upload that died half way, or a
 * server that stopped between storing a file and writing its row.
 */
export function deleteAbandonedFiles(db: Q, before: Date, limit: number): Promise<number> {
  return counted(
    db,
    `with abandoned as (
       select f.id from stored_file f
        where f.created_at < $1 and not exists (select 1 from attachment a where a.storage_name = f.id)
        order by f.created_at limit $2 for update of f skip locked
     ), gone as (
       delete from stored_file f using abandoned where f.id = abandoned.id returning f.id
     )
     select count(*)::int as count from gone`,
    [before.toISOString(), limit],
  );
}

/** Upload-rate windows that started before `before` (no window is longer than a day). */
export function deleteOldUploadWindows(db: Q, before: Date, limit: number): Promise<number> {
  return counted(
    db,
    `with old as (
       select subject, window_start from upload_rate where window_start < $1 order by window_start limit $2 for update skip locked
     ), gone as (
       delete from upload_rate u using old where u.subject = old.subject and u.window_start = old.window_start returning 1
     )
     select count(*)::int as count from gone`,
    [before.toISOString(), limit],
  );
}
