/**
 * The demo clinics' schedules beyond opening hours (issue 12): a lunch break and rooms per
 * modality. Its own check, like the questionnaire seed, so a demo database seeded before slots
 * existed gets them too; a provider's own rows are never touched.
 */
import { createHash } from 'node:crypto';
import type { DbConnection } from '../../db/db';

/** The demo referrer's API key (README "Demo logins"): a referrer's booking page sends it as X-Api-Key. */
export const DEMO_REFERRER_API_KEY = 'demo-referrer-key-northside-gp-0001';

export async function seedClinicSchedules(db: DbConnection): Promise<void> {
  const [breaks] = await db.query<{ count: string | number }>('select count(*) as count from clinic_break');
  if (Number(breaks?.count ?? 0) > 0) return;
  // Every open clinic pauses for lunch; nothing is booked across it.
  await db.query(`insert into clinic_break (clinic_slug, starts, ends)
                  select distinct clinic_slug, time '12:30', time '13:00' from clinic_opening_hours`);
  // Clinics with MRI are the big ones: two X-ray rooms and two ultrasound rooms; everything else one.
  await db.query(`insert into clinic_room (clinic_slug, modality_slug, rooms)
                  select distinct ce.clinic_slug, e.modality_slug,
                         case when e.modality_slug in ('xray', 'ultrasound')
                                   and exists (select 1 from clinic_exam m join exam me on me.slug = m.exam_slug
                                                where m.clinic_slug = ce.clinic_slug and me.modality_slug = 'mri')
                              then 2 else 1 end
                    from clinic_exam ce join exam e on e.slug = ce.exam_slug
                  on conflict do nothing`);
}

/**
 * Enquiries (issue 12): exams whose referral staff check first (the catalogue's booking request
 * info) are taken as enquiries everywhere, and the demo referrer has a key. Its own check, so a
 * database seeded before enquiries existed gets them; a provider's own rows are never touched.
 */
export async function seedEnquiries(db: DbConnection): Promise<void> {
  const [referrers] = await db.query<{ count: string | number }>('select count(*) as count from referrer_api_key');
  if (Number(referrers?.count ?? 0) > 0) return;
  // Only the demo provider's catalogue (a clinic of the seed) gets the demo's enquiry exams.
  const [demo] = await db.query(`select 1 from clinic where slug = 'parramatta'`);
  if (!demo) return;
  await db.query(`update clinic_exam set enquiry_only = true
                   where exam_slug in (select slug from exam where show_booking_request_info_modal)`);
  await db.query('insert into referrer_api_key (name, api_key_hash) values ($1, $2)', [
    'Northside General Practice',
    createHash('sha256').update(DEMO_REFERRER_API_KEY).digest('hex'),
  ]);
}
