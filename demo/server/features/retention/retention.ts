/**
 * What the server keeps only for a while (issue 23): documents and questionnaire answers given
 * before a booking existed, and the keys they were kept under, go after `temporaryHours` (24 by
 * default) unless a booking claimed them; stored files no row names and old upload-rate windows
 * go too. `runRetention` is one pass (tests call it with a moved clock); `startRetentionJob` runs
 * it on a timer in every server instance, which is safe: each delete is one statement that skips
 * rows another instance holds.
 */
import type { Db } from '../../db/db';
import {
  deleteAbandonedFiles,
  deleteExpiredIssuedKeys,
  deleteExpiredTemporaryAnswers,
  deleteExpiredTemporaryDocuments,
  deleteOldUploadWindows,
} from './queries';

export interface RetentionOptions {
  /** How long unclaimed temporary documents, answers and keys are kept. */
  temporaryHours: number;
}

export const DEFAULT_RETENTION: RetentionOptions = { temporaryHours: 24 };
/** A pass runs this often; and once when the server starts. */
export const RETENTION_INTERVAL_MS = 15 * 60_000;
/** Rows per statement, and statements per kind per pass: a pass is bounded however much has piled up. */
export const RETENTION_BATCH = 1000;
export const RETENTION_MAX_BATCHES = 100;
/** An upload still unfinished after this long has died. */
const ABANDONED_FILE_HOURS = 1;
/** Older than any upload-rate window (the longest is an hour; configurable ones stay under a day). */
const UPLOAD_WINDOW_HOURS = 24;

export interface RetentionReport {
  documents: number;
  answers: number;
  keys: number;
  files: number;
  uploadWindows: number;
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

async function inBatches(remove: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch += 1) {
    const removed = await remove(RETENTION_BATCH);
    total += removed;
    if (removed < RETENTION_BATCH) break;
  }
  return total;
}

export async function runRetention(db: Db, now = new Date(), options: RetentionOptions = DEFAULT_RETENTION): Promise<RetentionReport> {
  const expired = hoursBefore(now, options.temporaryHours);
  const documents = await inBatches((limit) => deleteExpiredTemporaryDocuments(db, expired, limit));
  const answers = await inBatches((limit) => deleteExpiredTemporaryAnswers(db, expired, limit));
  const keys = await inBatches((limit) => deleteExpiredIssuedKeys(db, expired, limit));
  const files = await inBatches((limit) => deleteAbandonedFiles(db, hoursBefore(now, ABANDONED_FILE_HOURS), limit));
  const uploadWindows = await inBatches((limit) => deleteOldUploadWindows(db, hoursBefore(now, UPLOAD_WINDOW_HOURS), limit));
  return { documents, answers, keys, files, uploadWindows };
}

export interface RetentionJob {
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Runs a pass now and then every `intervalMs`; a pass never overlaps the previous one in this process. */
export function startRetentionJob(
  db: Db,
  options: RetentionOptions & { intervalMs?: number; onError?: (error: unknown) => void } = DEFAULT_RETENTION,
): RetentionJob {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    if (stopped) return;
    running = running
      .then(() => runRetention(db, new Date(), options))
      .catch((error: unknown) => (options.onError ?? ((e) => console.error('retention job:', e)))(error));
  };
  pass();
  const timer = setInterval(pass, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
