/**
 * The error-report sink: what a Sentry SDK pointed at this server (a DSN like
 * `http://key@127.0.0.1:8080/1`) sends, kept raw so tests and people can read it offline.
 */
import type { Db } from '../../db/db';

/** Older envelopes are dropped beyond this many, so a noisy page cannot fill the disk. */
export const ERROR_REPORT_LIMIT = 1000;

export interface ErrorReport {
  id: string;
  receivedAt: string;
  projectId: string;
  /** The envelope's lines: envelope header, then item header and payload pairs; JSON where it parses. */
  lines: unknown[];
}

export async function storeErrorReport(db: Db, projectId: string, body: string): Promise<void> {
  await db.query('insert into error_report (project_id, body) values ($1, $2)', [projectId, body]);
  await db.query(`delete from error_report where id <= (select id from error_report order by id desc offset $1 limit 1)`, [
    ERROR_REPORT_LIMIT,
  ]);
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return line; // an attachment payload need not be JSON
  }
}

/** Newest first. */
export async function listErrorReports(db: Db): Promise<ErrorReport[]> {
  // id as text: pg answers bigint as a string and PGlite as a number.
  const rows = await db.query<{ id: string; received_at: string | Date; project_id: string; body: string }>(
    'select id::text as id, received_at, project_id, body from error_report order by id desc',
  );
  return rows.map((row) => ({
    id: row.id,
    receivedAt: new Date(row.received_at).toISOString(),
    projectId: row.project_id,
    lines: row.body
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(parseLine),
  }));
}

export async function clearErrorReports(db: Db): Promise<void> {
  await db.query('delete from error_report');
}
