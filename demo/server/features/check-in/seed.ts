/**
 * The check-in demo (issue 14): clinics that take digital check-in, a few hundred referring
 * doctors, consent forms, and patients whose appointments are TODAY. Today moves, so this runs on
 * every start: it inserts what is missing, and moves a seeded check-in appointment that is no
 * longer today (in its clinic's zone) to half an hour from now, forgetting its old check-in.
 * Only into the demo provider's data (its clinics and exams).
 */
import type { DbConnection } from '../../db/db';

export interface CheckInSeedPatient {
  bookingKey: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  clinic: string;
  exam: string;
  /** check_in_booking columns that differ from the defaults. */
  booking?: Partial<{
    referral_required: boolean;
    show_gender_selection: boolean;
    medicare_number: string;
    prepare_fails: boolean;
    feedback_answered: boolean;
    opens_minutes_before: number;
  }>;
  /** Already checked in (the feedback step's case). */
  checkedIn?: boolean;
}

/** Invented people; README and the tests use these. Several share a clinic, none shares a name with the sign-in demo. */
export const CHECK_IN_PATIENTS: readonly CheckInSeedPatient[] = [
  // Phone journey: a straight check-in; the gender question is asked.
  p('CHECKIN-3001', 'Sofia', 'Olsen', '1988-02-19', '0411000301', 'parramatta', 'mri-knee', {
    show_gender_selection: true,
    medicare_number: '2123456701',
  }),
  // Kiosk journey.
  p('CHECKIN-3002', 'Jack', 'Brennan', '1979-06-30', '0411000302', 'parramatta', 'xray-chest'),
  // The practice system refuses the preparation: the error step.
  p('CHECKIN-3003', 'Grace', 'Okafor', '1995-09-09', '0411000303', 'parramatta', 'us-abdomen', { prepare_fails: true }),
  // Two bookings today: more than one booking key is the error step.
  p('CHECKIN-3004', 'Ruth', 'Walsh', '1966-12-01', '0411000304', 'parramatta', 'xray-knee'),
  p('CHECKIN-3005', 'Ruth', 'Walsh', '1966-12-01', '0411000304', 'chatswood', 'us-shoulder'),
  // A clinic without digital check-in.
  p('CHECKIN-3006', 'Marco', 'Rossi', '1983-04-22', '0411000306', 'glenelg', 'xray-chest'),
  // A booking made before its clinic enabled digital check-in: late enable.
  p('CHECKIN-3007', 'Layla', 'Haddad', '1991-08-13', '0411000307', 'hornsby', 'xray-chest'),
  // The referral must be uploaded first (readiness).
  p('CHECKIN-3008', 'Ivan', 'Petrov', '1975-01-30', '0411000308', 'parramatta', 'ct-brain', { referral_required: true }),
  // Already checked in, feedback not yet given: the feedback step.
  { ...p('CHECKIN-3009', 'Emma', 'Fischer', '1982-10-05', '0411000309', 'parramatta', 'xray-knee'), checkedIn: true },
  // Two different patients with one last name and date of birth: the patient match form.
  p('CHECKIN-3010', 'Tom', 'Reid', '1970-05-05', '0411000310', 'parramatta', 'xray-chest'),
  { ...p('CHECKIN-3011', 'Tess', 'Reid', '1970-05-05', '0411000311', 'parramatta', 'us-abdomen'), email: 'tess.reid@example.com' },
  // Check-in opens 10 minutes before the appointment, which is half an hour away: TOO_EARLY.
  p('CHECKIN-3012', 'Noah', 'Lindqvist', '1993-11-17', '0411000312', 'parramatta', 'xray-knee', { opens_minutes_before: 10 }),
];

function p(
  bookingKey: string,
  firstName: string,
  lastName: string,
  dateOfBirth: string,
  phone: string,
  clinic: string,
  exam: string,
  booking?: CheckInSeedPatient['booking'],
): CheckInSeedPatient {
  const email = `${firstName}.${lastName}@example.com`.toLowerCase();
  return { bookingKey, firstName, lastName, dateOfBirth, email, phone, clinic, exam, ...(booking ? { booking } : {}) };
}

/** Clinic without digital check-in, and the one that enabled it after its bookings were made. */
export const CHECK_IN_DISABLED_CLINIC = 'glenelg';
export const CHECK_IN_LATE_CLINIC = 'hornsby';

const FIRST = [
  'James',
  'Olivia',
  'William',
  'Charlotte',
  'Jack',
  'Amelia',
  'Noah',
  'Isla',
  'Thomas',
  'Mia',
  'Lucas',
  'Grace',
  'Henry',
  'Chloe',
  'Oliver',
  'Zoe',
  'Ethan',
  'Ruby',
  'Samuel',
  'Priya',
];
const LAST = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Thomas',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mitchell',
  'Campbell',
  'Young',
  'Allen',
  'Scott',
  'Chen',
];
const CITIES: readonly [string, string][] = [
  ['Parramatta', '2150'],
  ['Chatswood', '2067'],
  ['Bondi Junction', '2022'],
  ['Liverpool', '2170'],
  ['Hornsby', '2077'],
  ['Brisbane', '4000'],
  ['Chermside', '4032'],
  ['Southport', '4215'],
  ['Perth', '6000'],
  ['Joondalup', '6027'],
  ['Fremantle', '6160'],
  ['Adelaide', '5000'],
  ['Glenelg', '5045'],
];

/** 320 doctors, the same every time (ids 1…320): name and city from the lists by fixed strides. */
export function seedReferrers(): { id: number; firstName: string; lastName: string; cityName: string; postalCode: string }[] {
  return Array.from({ length: 320 }, (_, index) => {
    const [cityName, postalCode] = CITIES[(index * 7) % CITIES.length]!;
    return {
      id: index + 1,
      firstName: FIRST[index % FIRST.length]!,
      lastName: LAST[(index * 3 + Math.floor(index / LAST.length)) % LAST.length]!,
      cityName,
      postalCode,
    };
  });
}

const CONSENT_FORMS = [
  {
    id: 1,
    modality: 'mri',
    title: 'MRI safety consent',
    content:
      '<p>I have told the clinic about any metal in my body, pacemaker or implant, and I understand the MRI uses a strong magnetic field.</p>',
  },
  {
    id: 2,
    modality: 'ct',
    title: 'Contrast consent',
    content:
      '<p>I agree to receive an iodine contrast injection if the radiologist needs it. I have told the clinic about allergies and kidney problems.</p>',
  },
];

export async function seedCheckIn(db: DbConnection): Promise<void> {
  const [demo] = await db.query('select 1 from clinic where slug = $1', ['parramatta']);
  if (!demo) return; // not the demo provider's data
  await db.query(
    `insert into check_in_clinic (clinic_slug, enabled, enabled_at)
     select slug, slug <> $1, case when slug = $2 then '2026-06-01'::timestamptz else '2020-01-01'::timestamptz end from clinic
     on conflict (clinic_slug) do nothing`,
    [CHECK_IN_DISABLED_CLINIC, CHECK_IN_LATE_CLINIC],
  );
  const [referrers] = await db.query<{ count: string | number }>('select count(*) as count from referrer');
  if (Number(referrers?.count ?? 0) === 0) {
    // One statement for all of them: every test database seeds this, so it must be quick.
    await db.query(
      `insert into referrer (id, first_name, last_name, city_name, postal_code)
       select * from jsonb_to_recordset($1::jsonb) as r(id integer, "firstName" text, "lastName" text, "cityName" text, "postalCode" text)`,
      [JSON.stringify(seedReferrers())],
    );
  }
  for (const form of CONSENT_FORMS) {
    await db.query('insert into consent_form (id, modality_slug, title, content) values ($1, $2, $3, $4) on conflict (id) do nothing', [
      form.id,
      form.modality,
      form.title,
      form.content,
    ]);
  }
  for (const patient of CHECK_IN_PATIENTS) await seedPatient(db, patient);
  await moveToToday(db);
}

async function seedPatient(db: DbConnection, patient: CheckInSeedPatient): Promise<void> {
  const [exists] = await db.query('select 1 from appointment where booking_key = $1', [patient.bookingKey]);
  if (exists) return;
  // The same person may have several bookings (Ruth Walsh): one patient row per person.
  const [known] = await db.query<{ id: number }>(`select id from patient where first_name = $1 and last_name = $2 and date_of_birth = $3`, [
    patient.firstName,
    patient.lastName,
    patient.dateOfBirth,
  ]);
  const patientId =
    known?.id ??
    (
      await db.query<{ id: number }>(
        'insert into patient (first_name, last_name, date_of_birth, email, phone) values ($1, $2, $3, $4, $5) returning id',
        [patient.firstName, patient.lastName, patient.dateOfBirth, patient.email, patient.phone],
      )
    )[0]!.id;
  await db.query('insert into appointment (booking_key, patient_id, status, created_at) values ($1, $2, $3, $4)', [
    patient.bookingKey,
    patientId,
    'BOOKED',
    '2026-01-05T00:00:00Z',
  ]);
  await db.query(
    `insert into appointment_item (slug, booking_key, clinic_slug, exam_slug, starts_at, ends_at)
     values ($1, $2, $3, $4, now() + interval '30 minutes', now() + interval '60 minutes')`,
    [`${patient.bookingKey.toLowerCase()}-1`, patient.bookingKey, patient.clinic, patient.exam],
  );
  const b = patient.booking ?? {};
  await db.query(
    `insert into check_in_booking (booking_key, referral_required, referral_document_type_id, show_gender_selection, medicare_number,
                                   prepare_fails, feedback_answered, opens_minutes_before)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      patient.bookingKey,
      b.referral_required ?? false,
      b.referral_required ? 1 : null,
      b.show_gender_selection ?? false,
      b.medicare_number ?? null,
      b.prepare_fails ?? false,
      b.feedback_answered ?? false,
      b.opens_minutes_before ?? null,
    ],
  );
}

/**
 * Seeded check-in appointments not today in their clinic's zone move to half an hour from now (or
 * to now, when that would cross the clinic's midnight), and lose their old check-in; the one that
 * is checked in by design gets a check-in done an hour ago.
 */
async function moveToToday(db: DbConnection): Promise<void> {
  const keys = CHECK_IN_PATIENTS.map((patient) => patient.bookingKey);
  const moved = await db.query<{ slug: string; booking_key: string }>(
    `update appointment_item i
        set starts_at = case when ((now() + interval '30 minutes') at time zone c.time_zone)::date = (now() at time zone c.time_zone)::date
                             then now() + interval '30 minutes' else now() end,
            ends_at = case when ((now() + interval '30 minutes') at time zone c.time_zone)::date = (now() at time zone c.time_zone)::date
                           then now() + interval '60 minutes' else now() + interval '30 minutes' end
       from clinic c
      where c.slug = i.clinic_slug and i.booking_key = any($1::text[])
        and (i.starts_at at time zone c.time_zone)::date <> (now() at time zone c.time_zone)::date
      returning i.slug, i.booking_key`,
    [keys],
  );
  // The too-early case stays too early on every start: half an hour ahead again, or, in the last
  // half hour before the clinic's midnight, at one minute to midnight with check-in opening halfway
  // there (at most the 10 minutes the seed names, at least the 1 the table allows), so that it is
  // still today and still too early.
  const tooEarly = await db.query<{ booking_key: string; opens: number }>(
    `with target as (
       select i.slug, least(now() + interval '30 minutes',
                            (date_trunc('day', now() at time zone c.time_zone) + interval '1 day' - interval '1 minute') at time zone c.time_zone) as starts
         from appointment_item i
         join clinic c on c.slug = i.clinic_slug
         join check_in_booking b on b.booking_key = i.booking_key
        where i.booking_key = any($1::text[]) and b.opens_minutes_before is not null
          and i.starts_at - make_interval(mins => b.opens_minutes_before) <= now())
     update appointment_item i
        set starts_at = t.starts, ends_at = t.starts + interval '30 minutes'
       from target t
      where i.slug = t.slug
      returning i.booking_key, least(10, greatest(1, floor(extract(epoch from (t.starts - now())) / 120)))::int as opens`,
    [keys],
  );
  for (const row of tooEarly) {
    await db.query('update check_in_booking set opens_minutes_before = $2 where booking_key = $1', [row.booking_key, row.opens]);
  }
  const checkedIn = new Set(CHECK_IN_PATIENTS.filter((patient) => patient.checkedIn).map((patient) => patient.bookingKey));
  const newItems = await db.query<{ slug: string; booking_key: string }>(
    `select i.slug, i.booking_key from appointment_item i
      where i.booking_key = any($1::text[]) and not exists (select 1 from check_in k where k.item_slug = i.slug)`,
    [[...checkedIn]],
  );
  for (const item of moved) await db.query('delete from check_in where item_slug = $1', [item.slug]);
  for (const item of moved) await db.query('delete from check_in_consent where item_slug = $1', [item.slug]);
  for (const item of [...moved.filter((row) => checkedIn.has(row.booking_key)), ...newItems]) {
    await db.query(
      `insert into check_in (item_slug, requested_at, date_of_referral, medicare_number, reference_number, referrer_name)
       values ($1, now() - interval '1 hour', current_date - 7, '2123456701', 'REF-1', 'Dr Demo') on conflict (item_slug) do nothing`,
      [item.slug],
    );
  }
}
