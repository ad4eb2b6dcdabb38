/**
 * The results pages' answers (docs/rules.md#results-expiry, docs/rules.md#sharing-revoke).
 * Results past their availability are never answered: when nothing else is left the answer is 410
 * `results_expired` (the page shows the deny page's results-expired message). A share answers its
 * own scope only (RESULT: its booking; HISTORY: the patient's results) and nothing once revoked,
 * even to a session that opened it before.
 */
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { RESULTS_EXPIRED_CODE, SHARE_REVOKED_CODE, type Result, type Results } from '../../../../src/api/schemas/results.schema';
import type { ShareType } from '../../../../src/api/schemas/sharing.schema';
import { transaction } from '../../db/transaction';
import { maskEmail, maskPhone } from '../../lib/mask';
import { links, notifyPatient, type Sender } from '../notifications/notify';
import { bookingResults, patientFirstName, patientResults, type ResultRow } from './queries';

function toResult(row: ResultRow): Result {
  return {
    id: Number(row.id),
    examName: row.exam_name,
    modalityName: row.modality_name,
    clinicName: row.clinic_name,
    timeZone: row.time_zone,
    performedAt: row.performed_at,
    report: row.report,
    reportedBy: row.reported_by,
    reportedAt: row.reported_at,
    imagesUrl: row.images_url,
    availableUntil: row.available_until,
  };
}

function answer(rows: ResultRow[], firstName: string, shared: Results['shared']): Results {
  const current = rows.filter((row) => !row.expired);
  if (rows.length > 0 && current.length === 0) throw new ApiError(410, 'message.deny_results_expired', RESULTS_EXPIRED_CODE);
  return { patient: { firstName }, shared, results: current.map(toResult) };
}

export async function ownResults(db: Db, bookingKey: string): Promise<Results> {
  return answer(await bookingResults(db, bookingKey), await patientFirstName(db, bookingKey), null);
}

export async function sharedResults(db: Db, slug: string, sender: Sender): Promise<Results> {
  const [share] = await db.query<{ booking_key: string; share_type: ShareType; revoked: boolean }>(
    'select booking_key, share_type, revoked from result_share where slug = $1',
    [slug],
  );
  if (!share) throw new ApiError(404, 'No such share', 'not_found');
  if (share.revoked) throw new ApiError(403, 'message.deny_access_revoked', SHARE_REVOKED_CODE);
  await noticeFirstOpening(db, slug, sender);
  const rows = share.share_type === 'HISTORY' ? await patientResults(db, share.booking_key) : await bookingResults(db, share.booking_key);
  return answer(rows, await patientFirstName(db, share.booking_key), { type: share.share_type });
}

/**
 * The patient hears when a contact first opens their share (issue 22 item 6). The update claims
 * the first opening in the database, so two parallel openings (or two servers) send one notice.
 */
async function noticeFirstOpening(db: Db, slug: string, sender: Sender): Promise<void> {
  await transaction(db, async (tx) => {
    const [opened] = await tx.query<{
      booking_key: string;
      contact_name: string;
      contact_email: string | null;
      contact_phone: string | null;
    }>(
      `update result_share set first_opened_at = now() where slug = $1 and first_opened_at is null
       returning booking_key, contact_name, contact_email, contact_phone`,
      [slug],
    );
    if (!opened) return;
    await notifyPatient(tx, sender, {
      bookingKey: opened.booking_key,
      template: 'share_opened_notice',
      kind: 'direct',
      values: {
        contactName: opened.contact_name,
        contactDetails: opened.contact_email ? maskEmail(opened.contact_email) : maskPhone(opened.contact_phone ?? ''),
        link: links.results(sender.origin, opened.booking_key),
      },
    });
  });
}

/** What a booking can be shared as now: RESULT once its results are ready, HISTORY once the patient has any. */
export async function shareableTypes(db: Pick<Db, 'query'>, bookingKey: string): Promise<ShareType[]> {
  const own = (await bookingResults(db, bookingKey)).some((row) => !row.expired);
  const any = own || (await patientResults(db, bookingKey)).some((row) => !row.expired);
  return [...(any ? (['HISTORY'] as const) : []), ...(own ? (['RESULT'] as const) : [])];
}
