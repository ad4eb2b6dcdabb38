import { ausLocalities, examPlacement, seedBodyParts } from './booking-catalogue';
import { seedExams } from './exams';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../../src/api/schemas/config.schema';
import { SUPPORTED_LOCALES } from '../../../src/constants';
import type { Db } from '../db/db';
import { openTestDb } from '../test-support';
import { seedProviderConfig } from './provider';
import { seed } from './seed';

let db: Db;
beforeAll(async () => {
  db = await openTestDb(); // migrated and seeded
}, 120_000);
afterAll(() => db?.close());

/** Mainland Australia and Tasmania, generously. */
const AUSTRALIA = { minLat: -44, maxLat: -10, minLng: 112, maxLng: 154 };
const ZONE_OF_STATE: Record<string, string[]> = {
  NSW: ['Australia/Sydney'],
  QLD: ['Australia/Brisbane'],
  WA: ['Australia/Perth'],
  SA: ['Australia/Adelaide'],
};

describe('seed', () => {
  it('the seeded configuration validates against ConfigSchema', () => {
    expect(v.safeParse(ConfigSchema, seedProviderConfig).success).toBe(true);
  });

  it('stores three regions and about twelve clinics with real places and zones', async () => {
    const regions = await db.query<{ slug: string; name: string }>('select slug, name from region order by sort_order');
    expect(regions.map((r) => r.name)).toEqual(['Sydney', 'Brisbane & Gold Coast', 'Perth & Adelaide']);

    const clinics = await db.query<{
      slug: string;
      region_slug: string;
      state: string;
      latitude: number;
      longitude: number;
      time_zone: string;
    }>('select slug, region_slug, state, latitude, longitude, time_zone from clinic');
    expect(clinics.length).toBeGreaterThanOrEqual(12);
    for (const clinic of clinics) {
      expect(clinic.latitude, clinic.slug).toBeGreaterThan(AUSTRALIA.minLat);
      expect(clinic.latitude, clinic.slug).toBeLessThan(AUSTRALIA.maxLat);
      expect(clinic.longitude, clinic.slug).toBeGreaterThan(AUSTRALIA.minLng);
      expect(clinic.longitude, clinic.slug).toBeLessThan(AUSTRALIA.maxLng);
      // A zone Intl does not know throws; one that does not match the state is a data mistake.
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: clinic.time_zone })).not.toThrow();
      expect(ZONE_OF_STATE[clinic.state], clinic.slug).toContain(clinic.time_zone);
    }
    for (const region of regions) expect(clinics.some((c) => c.region_slug === region.slug)).toBe(true);
    // Perth really is west of Adelaide, which is west of Sydney.
    const lng = (slug: string) => clinics.find((c) => c.slug === slug)!.longitude;
    expect(lng('perth-cbd')).toBeLessThan(lng('adelaide-cbd'));
    expect(lng('adelaide-cbd')).toBeLessThan(lng('parramatta'));
  });

  it('stores seven modalities, a dozen or more exams, and every clinic offers X-ray', async () => {
    expect(await db.query('select slug from modality')).toHaveLength(7);
    const exams = await db.query<{ slug: string; walk_in: boolean; prep_time: string | null }>('select slug, walk_in, prep_time from exam');
    expect(exams.length).toBeGreaterThanOrEqual(12);
    for (const exam of exams.filter((e) => e.walk_in)) expect(exam.prep_time).not.toBeNull();
    const withoutXray = await db.query(
      `select slug from clinic c where not exists (
         select 1 from clinic_exam ce join exam e on e.slug = ce.exam_slug
         where ce.clinic_slug = c.slug and e.modality_slug = 'xray')`,
    );
    expect(withoutXray).toEqual([]);
  });

  it('places every exam of the catalogue (list, group, body parts) and has 40 or more (issue 10)', async () => {
    expect(seedExams.length).toBeGreaterThanOrEqual(40);
    expect(seedExams.map((exam) => exam.slug).filter((slug) => !examPlacement[slug])).toEqual([]);
    expect(Object.keys(examPlacement).filter((slug) => !seedExams.some((exam) => exam.slug === slug))).toEqual([]);
    const parts = new Set(seedBodyParts.map((part) => part.slug));
    for (const placement of Object.values(examPlacement)) for (const part of placement.parts) expect(parts.has(part), part).toBe(true);
  });

  it('stores provider translations for every shipped locale', async () => {
    const rows = await db.query<{ locale: string }>('select distinct locale from translation_override');
    expect(rows.map((r) => r.locale).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('seeds only an empty database', async () => {
    expect(await seed(db)).toBe(false);
    expect(await db.query('select 1 from provider')).toHaveLength(1);
    expect(await db.query('select 1 from region')).toHaveLength(3);
  });
});

describe('the localities the seed reads', () => {
  it('are not kept by the server after a seed: each read is its own copy', () => {
    const first = ausLocalities();
    expect(first.length).toBeGreaterThan(18_000);
    expect(ausLocalities()).not.toBe(first);
  });
});
