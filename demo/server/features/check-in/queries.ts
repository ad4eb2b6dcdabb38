/**
 * Check-in's SQL. "Today" is the appointment's day in its clinic's time zone. `checkInStateOf` is
 * the appointment summary's check-in fields (src/api/API.md#appointments): the appointments feature
 * calls it for its items.
 */
import type { Db, DbConnection } from '../../db/db';
import type { CheckInItem, CheckInReadiness, ConsentForms, Doctor, PollResult } from '../../../../src/api/schemas/check-in.schema';
import { feedbackAnswered } from '../questionnaires/queries';
import {
  CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT,
  CHECK_IN_SENT_AFTER_MS,
  DOCTOR_SEARCH_LIMIT,
  LATE_ARRIVAL_MINUTES,
  PREPARATION_SENT_AFTER_MS,
} from './limits';

type Query = Pick<Db | DbConnection, 'query'>;

export interface TodayRow {
  booking_key: string;
  item_slug: string;
  patient_id: number | string;
  email: string | null;
  phone: string | null;
  clinic_enabled: boolean;
  /** Check-in opens later today (opens_minutes_before not yet reached). */
  too_early: boolean;
  checked_in: boolean;
  feedback_answered: boolean;
}

/** Appointment items today (and not long past) of patients with this last name and date of birth. */
export async function findTodaysItems(db: Query, lastName: string, dateOfBirth: string): Promise<TodayRow[]> {
  return db.query<TodayRow>(
    `select a.booking_key, i.slug as item_slug, p.id as patient_id, p.email, p.phone,
            coalesce(cc.enabled, false) as clinic_enabled,
            i.starts_at - make_interval(mins => coalesce(b.opens_minutes_before, cc.opens_minutes_before, $5)) > now() as too_early,
            (k.item_slug is not null and not k.fails and k.requested_at + make_interval(secs => $4::double precision) <= now()) as checked_in,
            (coalesce(b.feedback_answered, false) or exists (
               select 1 from questionnaire_answer qa join questionnaire q on q.id = qa.questionnaire_id
                where qa.booking_key = a.booking_key and q.type = 'FEEDBACK')) as feedback_answered
       from patient p
       join appointment a on a.patient_id = p.id
       join appointment_item i on i.booking_key = a.booking_key
       join clinic c on c.slug = i.clinic_slug
       left join check_in_clinic cc on cc.clinic_slug = c.slug
       left join check_in_booking b on b.booking_key = a.booking_key
       left join check_in k on k.item_slug = i.slug
      where lower(p.last_name) = lower($1) and p.date_of_birth = $2::date
        and a.status = 'BOOKED' and i.status = 'BOOKED'
        and (i.starts_at at time zone c.time_zone)::date = (now() at time zone c.time_zone)::date
        and i.starts_at > now() - make_interval(mins => $3)
      order by a.booking_key, i.starts_at`,
    [lastName, dateOfBirth, LATE_ARRIVAL_MINUTES, CHECK_IN_SENT_AFTER_MS / 1000, CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT],
  );
}

export interface CheckInState {
  checkInPrepared: boolean;
  checkInPreparedSent: boolean;
  patientMedicareNumber: string | null;
  showGenderSelection: boolean;
}

/** The appointment summary's check-in fields for these items (items without check-in data get falses and null). */
export async function checkInStateOf(db: Query, itemSlugs: readonly string[]): Promise<Map<string, CheckInState>> {
  const rows = await db.query<{ slug: string; prepared: boolean; sent: boolean; medicare: string | null; gender: boolean | null }>(
    `select i.slug, (k.item_slug is not null and not k.fails) as prepared,
            (k.item_slug is not null and not k.fails and k.requested_at + make_interval(secs => $2::double precision) <= now()) as sent,
            b.medicare_number as medicare, b.show_gender_selection as gender
       from appointment_item i
       left join check_in k on k.item_slug = i.slug
       left join check_in_booking b on b.booking_key = i.booking_key
      where i.slug = any($1::text[])`,
    [[...itemSlugs], PREPARATION_SENT_AFTER_MS / 1000],
  );
  return new Map(
    rows.map((row) => [
      row.slug,
      {
        checkInPrepared: row.prepared,
        checkInPreparedSent: row.sent,
        patientMedicareNumber: row.medicare,
        showGenderSelection: row.gender ?? false,
      },
    ]),
  );
}

/** `appointment:{bookingKey}` of the booking an item belongs to (the grant's subject), or null. */
export async function subjectOfItem(db: Query, slug: string): Promise<string | null> {
  const [row] = await db.query<{ booking_key: string }>('select booking_key from appointment_item where slug = $1', [slug]);
  return row ? `appointment:${row.booking_key}` : null;
}

export async function todaysItemsOfBooking(db: Query, bookingKey: string): Promise<CheckInItem[]> {
  const rows = await db.query<{
    slug: string;
    booking_key: string;
    exam_name: string;
    clinic_name: string;
    starts_at: Date;
    time_zone: string;
  }>(
    `select i.slug, i.booking_key, e.name as exam_name, c.name as clinic_name, i.starts_at, c.time_zone
       from appointment_item i join exam e on e.slug = i.exam_slug join clinic c on c.slug = i.clinic_slug
      where i.booking_key = $1 and i.status = 'BOOKED'
        and (i.starts_at at time zone c.time_zone)::date = (now() at time zone c.time_zone)::date
      order by i.starts_at`,
    [bookingKey],
  );
  const states = await checkInStateOf(
    db,
    rows.map((row) => row.slug),
  );
  return rows.map((row) => ({
    slug: row.slug,
    bookingKey: row.booking_key,
    examName: row.exam_name,
    clinicName: row.clinic_name,
    startsAt: new Date(row.starts_at).toISOString(),
    timeZone: row.time_zone,
    ...states.get(row.slug)!,
  }));
}

export interface ItemFacts {
  slug: string;
  booking_key: string;
  time_zone: string;
  today: string;
  modality_slug: string;
  clinic_enabled: boolean;
  late_enabled: boolean;
  referral_required: boolean;
  referral_uploaded: boolean;
  referral_document_type_id: number | null;
  show_gender_selection: boolean;
  prepare_fails: boolean;
  notify_patient: boolean;
  /** Check-in has not opened yet: before the window, or on a later day of the clinic. */
  too_early: boolean;
  /** Past LATE_ARRIVAL_MINUTES after the start, or on an earlier day of the clinic. */
  too_late: boolean;
  /** The item and its booking stand (not cancelled, not pending): only those are checked in. */
  booked: boolean;
}

export async function itemFacts(db: Query, slug: string): Promise<ItemFacts | null> {
  const [row] = await db.query<ItemFacts>(
    `select i.slug, i.booking_key, c.time_zone, to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as today,
            e.modality_slug, coalesce(cc.enabled, false) as clinic_enabled,
            coalesce(cc.enabled_at > a.created_at, false) as late_enabled,
            coalesce(b.referral_required, false) as referral_required,
            -- Uploaded: the practice system says so, or the patient uploaded a document of the referral's type.
            (coalesce(b.referral_uploaded, false) or exists (
               select 1 from attachment t where t.owner_type = 'APPOINTMENT' and t.owner_key = i.booking_key
                 and t.document_type_id = b.referral_document_type_id)) as referral_uploaded,
            b.referral_document_type_id, coalesce(b.show_gender_selection, false) as show_gender_selection,
            coalesce(b.prepare_fails, false) as prepare_fails, coalesce(b.notify_patient, true) as notify_patient,
            (i.starts_at - make_interval(mins => coalesce(b.opens_minutes_before, cc.opens_minutes_before, $2)) > now()
              or (i.starts_at at time zone c.time_zone)::date > (now() at time zone c.time_zone)::date) as too_early,
            (i.starts_at <= now() - make_interval(mins => $3)
              or (i.starts_at at time zone c.time_zone)::date < (now() at time zone c.time_zone)::date) as too_late,
            (a.status = 'BOOKED' and i.status = 'BOOKED') as booked
       from appointment_item i join appointment a on a.booking_key = i.booking_key
       join clinic c on c.slug = i.clinic_slug join exam e on e.slug = i.exam_slug
       left join check_in_clinic cc on cc.clinic_slug = c.slug
       left join check_in_booking b on b.booking_key = i.booking_key
      where i.slug = $1`,
    [slug, CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT, LATE_ARRIVAL_MINUTES],
  );
  return row ?? null;
}

export function readinessOf(facts: ItemFacts): CheckInReadiness {
  const uploaded = !facts.referral_required || facts.referral_uploaded;
  return {
    ready: uploaded,
    requiredReferralUploaded: uploaded,
    documentTypeId: facts.referral_required ? facts.referral_document_type_id : null,
    message: uploaded ? null : 'message.check_in_referral_required',
  };
}

export async function consentFormsOf(db: Query, facts: ItemFacts): Promise<ConsentForms> {
  const rows = await db.query<{ id: number; title: string; content: string; answer: boolean | null }>(
    `select f.id, f.title, f.content, a.answer
       from consent_form f left join check_in_consent a on a.consent_form_id = f.id and a.item_slug = $1
      where f.modality_slug = $2 order by f.id`,
    [facts.slug, facts.modality_slug],
  );
  return {
    // Completed when every form has an answer: declining is an answer the clinic follows up.
    completed: rows.every((row) => row.answer !== null),
    notifyPatient: facts.notify_patient,
    appointmentConsentForms: rows.map((row) => ({ id: row.id, title: row.title, content: row.content, consentFormAnswer: row.answer })),
  };
}

export async function saveConsentAnswer(db: Query, itemSlug: string, formId: number, answer: boolean): Promise<void> {
  await db.query(
    `insert into check_in_consent (item_slug, consent_form_id, answer) values ($1, $2, $3)
     on conflict (item_slug, consent_form_id) do update set answer = excluded.answer, answered_at = now()`,
    [itemSlug, formId, answer],
  );
}

/** Doctors whose name, city or postcode contains every word of the (lower-cased) text, minus the excluded ids. */
export async function searchDoctors(db: Query, text: string, exclude: readonly number[]): Promise<Doctor[]> {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  const conditions = words.map(
    (_, index) => `strpos(lower(first_name || ' ' || last_name || ' ' || city_name || ' ' || postal_code), $${index + 2}) > 0`,
  );
  const rows = await db.query<{ id: number; first_name: string; last_name: string; city_name: string; postal_code: string }>(
    `select id, first_name, last_name, city_name, postal_code from referrer
      where not (id = any($1::int[])) and ${conditions.join(' and ') || 'true'}
      order by last_name, first_name, id limit ${DOCTOR_SEARCH_LIMIT}`,
    [[...exclude], ...words],
  );
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    cityName: row.city_name,
    postalCode: row.postal_code,
  }));
}

export async function referrerExists(db: Query, id: number): Promise<boolean> {
  return (await db.query('select 1 from referrer where id = $1', [id])).length > 0;
}

export interface CheckInRecord {
  itemSlug: string;
  referrer: number | null;
  referrerName: string;
  dateOfReferral: string;
  medicareNumber: string;
  referenceNumber: string;
  gender: string | null;
  fails: boolean;
  /** At a kiosk: the device's name and the visit's id (the kiosk cookies); null on a phone. */
  kioskDevice: string | null;
  kioskVisit: string | null;
}

/** Records the check-in (a failed one may be tried again); false when it was already prepared. */
export async function insertCheckIn(db: Query, record: CheckInRecord): Promise<boolean> {
  const rows = await db.query(
    `insert into check_in (item_slug, referrer_id, referrer_name, date_of_referral, medicare_number, reference_number, gender, fails,
                           kiosk_device, kiosk_visit)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (item_slug) do update set requested_at = now(), referrer_id = excluded.referrer_id, referrer_name = excluded.referrer_name,
       date_of_referral = excluded.date_of_referral, medicare_number = excluded.medicare_number,
       reference_number = excluded.reference_number, gender = excluded.gender, fails = excluded.fails,
       kiosk_device = excluded.kiosk_device, kiosk_visit = excluded.kiosk_visit
       where check_in.fails
     returning item_slug`,
    [
      record.itemSlug,
      record.referrer,
      record.referrerName,
      record.dateOfReferral,
      record.medicareNumber,
      record.referenceNumber,
      record.gender,
      record.fails,
      record.kioskDevice,
      record.kioskVisit,
    ],
  );
  return rows.length > 0;
}

/** Where the practice system is with this check-in: `step` preparation or check-in; null when none was asked for. */
export async function pollCheckIn(db: Query, itemSlug: string, step: 'preparation' | 'check-in'): Promise<PollResult | null> {
  const afterMs = step === 'preparation' ? PREPARATION_SENT_AFTER_MS : CHECK_IN_SENT_AFTER_MS;
  const [row] = await db.query<{ fails: boolean; due: boolean }>(
    `select fails, requested_at + make_interval(secs => $2::double precision) <= now() as due from check_in where item_slug = $1`,
    [itemSlug, afterMs / 1000],
  );
  if (!row) return null;
  // A refused preparation is told when the preparation would have been sent, not at once: the widget polls as for any other.
  return { sent: row.due && !row.fails, failed: row.due && row.fails };
}

/**
 * The booking of the newest appointment grant of this session that has an item today (identity,
 * or a secure-link sign-in, granted it), and whether that grant is full (the code was given).
 */
export async function currentCheckIn(db: Query, tokenHash: string): Promise<{ booking_key: string; level: 'dob' | 'full' } | null> {
  const [row] = await db.query<{ booking_key: string; level: 'dob' | 'full' }>(
    `select a.booking_key, g.level
       from auth_grant g
       join appointment a on g.subject = 'appointment:' || a.booking_key
      where g.token_hash = $1 and g.type = 'APPOINTMENT' and a.status = 'BOOKED'
        and exists (select 1 from appointment_item i join clinic c on c.slug = i.clinic_slug
                     where i.booking_key = a.booking_key and i.status = 'BOOKED'
                       and (i.starts_at at time zone c.time_zone)::date = (now() at time zone c.time_zone)::date)
      order by g.granted_at desc limit 1`,
    [tokenHash],
  );
  return row ?? null;
}

/**
 * True when the patient already gave feedback about this booking's visit: an answer to a FEEDBACK
 * questionnaire (the questionnaires feature keeps them), or feedback known to the practice.
 */
export async function feedbackGiven(db: Query, bookingKey: string): Promise<boolean> {
  if (await feedbackAnswered(db, bookingKey)) return true;
  const [row] = await db.query<{ given: boolean }>('select feedback_answered as given from check_in_booking where booking_key = $1', [
    bookingKey,
  ]);
  return row?.given ?? false;
}
