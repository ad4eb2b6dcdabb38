/**
 * The exams and clinics a request names, checked before anything else (issue 22 item 10): an
 * unknown exam is 404 `booking.unknown_exam`, an unknown clinic 404 `booking.clinic_not_found`, a
 * clinic that does not perform the exam (no MRI at Bondi Junction) 422 `booking.exam_not_at_clinic`.
 * Each says what is wrong, where "this time is no longer available" said something untrue.
 */
import type { DbConnection } from '../../db/db';
import { ApiError } from '../../http/errors';

type Q = Pick<DbConnection, 'query'>;

export async function checkReferences(db: Q, items: ReadonlyArray<{ clinicSlug: string; examSlug: string }>): Promise<void> {
  const exams = [...new Set(items.map((item) => item.examSlug))];
  const clinics = [...new Set(items.map((item) => item.clinicSlug))];
  const knownExams = new Set(
    (await db.query<{ slug: string }>('select slug from exam where slug = any($1::text[])', [exams])).map((r) => r.slug),
  );
  if (exams.some((slug) => !knownExams.has(slug))) throw new ApiError(404, 'booking.unknown_exam', 'unknown_exam');
  const knownClinics = new Set(
    (await db.query<{ slug: string }>('select slug from clinic where slug = any($1::text[])', [clinics])).map((r) => r.slug),
  );
  if (clinics.some((slug) => !knownClinics.has(slug))) throw new ApiError(404, 'booking.clinic_not_found', 'unknown_clinic');
  const offered = await db.query<{ clinic_slug: string; exam_slug: string }>(
    'select clinic_slug, exam_slug from clinic_exam where clinic_slug = any($1::text[]) and exam_slug = any($2::text[])',
    [clinics, exams],
  );
  const pairs = new Set(offered.map((row) => `${row.clinic_slug} ${row.exam_slug}`));
  if (items.some((item) => !pairs.has(`${item.clinicSlug} ${item.examSlug}`))) {
    throw new ApiError(422, 'booking.exam_not_at_clinic', 'exam_not_offered');
  }
}
