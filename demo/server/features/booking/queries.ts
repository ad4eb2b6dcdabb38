/** SQL of the booking finder: rows as the database has them, turned into the shared API shapes. */
import type { Db } from '../../db/db';
import type {
  BodyPart,
  Clinic,
  Exam,
  MobileLocation,
  Modality,
  OpeningHours,
  PostalCodeLocation,
  Region,
} from '../../../../src/api/schemas/booking.schema';

interface ExamRow {
  slug: string;
  name: string;
  modality_slug: string;
  modality_name: string;
  exam_code: string;
  priority: number;
  notes: string;
  exam_notes: string;
  show_booking_request_info_modal: boolean;
  walk_in: boolean;
  prep_time: string | null;
  minutes_prior: number | null;
  group_name: string;
  category: 'special' | 'general';
  body_parts: string[] | null;
}

const EXAM_SELECT = `
  select e.slug, e.name, e.modality_slug, m.name as modality_name, e.exam_code, e.priority, e.notes, e.exam_notes,
         e.show_booking_request_info_modal, e.walk_in, e.prep_time, e.minutes_prior, e.group_name, e.category,
         array(select body_part_slug from exam_body_part p where p.exam_slug = e.slug order by body_part_slug) as body_parts
  from exam e join modality m on m.slug = e.modality_slug`;
const EXAM_ORDER = 'order by m.sort_order, e.priority, e.name';

function toExam(row: ExamRow): Exam {
  return {
    slug: row.slug,
    name: row.name,
    nameWithModality: `${row.name} (${row.modality_name})`,
    modalityName: row.modality_name,
    modalityId: row.modality_slug,
    priority: Number(row.priority),
    examCode: row.exam_code,
    examNotes: row.exam_notes,
    notes: row.notes,
    showBookingRequestInfoModal: row.show_booking_request_info_modal,
    walkIn: row.walk_in,
    prepTime: row.prep_time,
    minutesPrior: row.minutes_prior === null ? null : Number(row.minutes_prior),
    groupName: row.group_name,
    category: row.category,
    bodyParts: row.body_parts ?? [],
  };
}

export type ExamList = 'special' | 'general' | 'walk-in';

export async function listExams(db: Db, list: ExamList): Promise<Exam[]> {
  const where = list === 'walk-in' ? 'where e.walk_in' : 'where e.category = $1';
  const rows = await db.query<ExamRow>(`${EXAM_SELECT} ${where} ${EXAM_ORDER}`, list === 'walk-in' ? [] : [list]);
  return rows.map(toExam);
}

/** The exams among `slugs` that exist. */
export async function existingExamSlugs(db: Db, slugs: string[]): Promise<string[]> {
  const rows = await db.query<{ slug: string }>('select slug from exam where slug = any($1::text[])', [slugs]);
  return rows.map((row) => row.slug);
}

export async function listModalities(db: Db): Promise<Modality[]> {
  const rows = await db.query<{ slug: string; name: string }>('select slug, name from modality order by sort_order, name');
  return rows.map((row) => ({ id: row.slug, name: row.name }));
}

export async function listBodyParts(db: Db): Promise<BodyPart[]> {
  return db.query<BodyPart>('select slug, name, side, shape from body_part order by sort_order, slug');
}

export async function listRegions(db: Db): Promise<Region[]> {
  return db.query<Region>('select slug, name from region order by sort_order, name');
}

export async function findRegion(db: Db, slug: string): Promise<Region | undefined> {
  const [row] = await db.query<Region>('select slug, name from region where slug = $1', [slug]);
  return row;
}

interface ClinicRow {
  slug: string;
  name: string;
  region_slug: string;
  suburb: string;
  state: string;
  address: string;
  postcode: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  phone: string;
  exam_slugs: string[];
}

export type ClinicBase = Omit<Clinic, 'distanceKm'> & { examSlugs: string[] };

/**
 * Clinics that perform every one of `examSlugs` (several exams book at one clinic), or all clinics
 * when none is given; within `regionSlug` and `clinicSlugs` when given.
 */
export async function listClinics(
  db: Db,
  filter: { examSlugs?: string[]; regionSlug?: string; clinicSlugs?: string[] },
): Promise<ClinicBase[]> {
  const rows = await db.query<ClinicRow>(
    `select c.slug, c.name, c.region_slug, c.suburb, c.state, c.address, c.postcode, c.latitude, c.longitude,
            c.time_zone, c.phone,
            array(select exam_slug from clinic_exam ce where ce.clinic_slug = c.slug order by exam_slug) as exam_slugs
     from clinic c
     where ($1::text is null or c.region_slug = $1)
       and ($2::text[] is null or c.slug = any($2::text[]))
       and ($3::text[] is null or (select count(*) from clinic_exam ce where ce.clinic_slug = c.slug and ce.exam_slug = any($3::text[])) = cardinality($3::text[]))
     order by c.name`,
    [filter.regionSlug ?? null, filter.clinicSlugs ?? null, filter.examSlugs ?? null],
  );
  const hours = await openingHours(
    db,
    rows.map((row) => row.slug),
  );
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    regionSlug: row.region_slug,
    suburb: row.suburb,
    state: row.state,
    address: row.address,
    postcode: row.postcode,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timeZone: row.time_zone,
    phone: row.phone,
    openingHours: hours.get(row.slug) ?? [],
    examSlugs: row.exam_slugs ?? [],
  }));
}

async function openingHours(db: Db, clinicSlugs: string[]): Promise<Map<string, OpeningHours[]>> {
  const rows = await db.query<{ clinic_slug: string; weekday: number; opens: string; closes: string }>(
    `select clinic_slug, weekday, to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
     from clinic_opening_hours where clinic_slug = any($1::text[]) order by clinic_slug, weekday`,
    [clinicSlugs],
  );
  const byClinic = new Map<string, OpeningHours[]>();
  for (const row of rows) {
    const list = byClinic.get(row.clinic_slug) ?? [];
    list.push({ weekday: Number(row.weekday), opens: row.opens, closes: row.closes });
    byClinic.set(row.clinic_slug, list);
  }
  return byClinic;
}

interface MobileRow {
  id: number;
  name: string;
  region_slug: string;
  address: string;
  latitude: number;
  longitude: number;
  clinic_slug: string;
  visit_note: string;
  exam_slugs: string[];
}

/**
 * Vans ("mobile locations", src/api/API.md#booking-finder), each with the exams it performs: those
 * its own list names that its clinic performs too, since it books through that clinic's diary. With
 * `examSlugs`, only the vans that perform every one of them (an MRI is never offered the
 * mammography van).
 */
export async function listMobileLocations(db: Db, filter: { id?: number; examSlugs?: string[] } = {}): Promise<MobileLocation[]> {
  const rows = await db.query<MobileRow>(
    `select van.id, van.name, van.region_slug, van.address, van.latitude, van.longitude, van.clinic_slug, van.visit_note,
            array(select me.exam_slug from mobile_location_exam me
                    join clinic_exam ce on ce.clinic_slug = van.clinic_slug and ce.exam_slug = me.exam_slug
                   where me.mobile_location_id = van.id order by me.exam_slug) as exam_slugs
       from mobile_location van
      where ($1::int is null or van.id = $1)
        and ($2::text[] is null or (select count(*) from mobile_location_exam me
                                      join clinic_exam ce on ce.clinic_slug = van.clinic_slug and ce.exam_slug = me.exam_slug
                                     where me.mobile_location_id = van.id and me.exam_slug = any($2::text[])) = cardinality($2::text[]))
      order by van.name`,
    [filter.id ?? null, filter.examSlugs ?? null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    regionSlug: row.region_slug,
    address: row.address,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    clinicSlug: row.clinic_slug,
    visitNote: row.visit_note,
    examSlugs: row.exam_slugs ?? [],
  }));
}

const POSTAL_SELECT = 'select id, code, country, suburb, state, latitude, longitude from postal_code';

function toPostal(row: PostalCodeLocation): PostalCodeLocation {
  return { ...row, id: Number(row.id), latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

/**
 * The locality nearest a point. An equirectangular distance is exact enough to rank places a few
 * kilometres apart and needs no extension (PGlite has no PostGIS).
 */
export async function nearestPostalCode(db: Db, latitude: number, longitude: number): Promise<PostalCodeLocation | undefined> {
  const [row] = await db.query<PostalCodeLocation>(
    `${POSTAL_SELECT}
     order by power(latitude - $1, 2) + power((longitude - $2) * cos(radians($1)), 2), id limit 1`,
    [latitude, longitude],
  );
  return row && toPostal(row);
}

/** Postcodes starting with the digits, or suburbs whose name starts with the letters; at most 20. */
export async function searchPostalCodes(db: Db, query: string): Promise<PostalCodeLocation[]> {
  const digits = /^\d+$/.test(query);
  const rows = await db.query<PostalCodeLocation>(
    digits
      ? `${POSTAL_SELECT} where code like $1 || '%' order by code, suburb limit 20`
      : `${POSTAL_SELECT} where lower(suburb) like lower($1) || '%' order by lower(suburb) = lower($1) desc, suburb, code limit 20`,
    [query],
  );
  return rows.map(toPostal);
}

export async function findPostalCode(db: Db, id: number): Promise<PostalCodeLocation | undefined> {
  const [row] = await db.query<PostalCodeLocation>(`${POSTAL_SELECT} where id = $1`, [id]);
  return row && toPostal(row);
}
