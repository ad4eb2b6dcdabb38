/**
 * The booking finder's routes on a seeded PGlite: what a patient's search gets back, checked with
 * the same schemas the widget uses, and a clear 400 or 404 for every kind of nonsense.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BodyFigureSchema,
  ClinicsResponseSchema,
  ExamListSchema,
  MobileLocationListSchema,
  PostalCodeListSchema,
  PostalCodeLocationSchema,
  RegionClinicsExamsSchema,
  RegionListSchema,
} from '../../../../src/api/schemas/booking.schema';
import { greatCircleKm } from '../../../../src/api/geo';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { loadMigrations } from '../../db/migrate';
import { openTestDb } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
}, 120_000);
afterAll(async () => db?.close());

async function get<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return v.parse(schema, await response.json());
}

async function problem(path: string): Promise<{ status: number; body: { message: string; code?: string } }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as { message: string; code?: string } };
}

const PARRAMATTA = { lat: -33.815, lng: 151.0011 };

describe('exam catalogue', () => {
  it('has 40+ exams across the seven modalities, in special, general and walk-in lists', async () => {
    const special = await get('/api/exams/special', ExamListSchema);
    const general = await get('/api/exams/general', ExamListSchema);
    const walkIn = await get('/api/exams/walk_in', ExamListSchema);
    expect(special.length + general.length).toBeGreaterThanOrEqual(40);
    expect(new Set([...special, ...general].map((exam) => exam.modalityId))).toEqual(
      new Set(['xray', 'ultrasound', 'ct', 'mri', 'mammography', 'nuclear-medicine', 'bone-densitometry']),
    );
    expect(special.every((exam) => exam.category === 'special')).toBe(true);
    expect(special.map((exam) => exam.slug)).toContain('mammogram-screening');
    expect(walkIn.length).toBeGreaterThan(5);
    for (const exam of walkIn) {
      expect(exam.walkIn).toBe(true);
      expect(exam.prepTime).not.toBeNull();
      expect(exam.minutesPrior).toBeGreaterThanOrEqual(0);
    }
    const knee = general.find((exam) => exam.slug === 'mri-knee')!;
    expect(knee).toMatchObject({
      modalityName: 'MRI',
      nameWithModality: 'MRI knee (MRI)',
      groupName: 'Joints and limbs',
      bodyParts: ['knees'],
    });
    expect(general.every((exam) => exam.groupName !== '')).toBe(true);
  });

  it('lists seven modalities and a body figure with front and back parts every exam part names', async () => {
    const modalities = await (await app.request('/api/modalities')).json();
    expect(modalities).toHaveLength(7);
    const figure = await get('/api/body_figure', BodyFigureSchema);
    expect(new Set(figure.parts.map((part) => part.side))).toEqual(new Set(['front', 'back']));
    const exams = [...(await get('/api/exams/special', ExamListSchema)), ...(await get('/api/exams/general', ExamListSchema))];
    const partSlugs = new Set(figure.parts.map((part) => part.slug));
    for (const exam of exams) for (const part of exam.bodyParts) expect(partSlugs.has(part), `${exam.slug} → ${part}`).toBe(true);
    // Every part leads to at least one exam: no dead control on the figure.
    for (const part of partSlugs)
      expect(
        exams.some((exam) => exam.bodyParts.includes(part)),
        part,
      ).toBe(true);
  });
});

describe('regions and clinics', () => {
  it('lists regions and a region’s clinics with the exams each performs and their opening hours', async () => {
    const regions = await get('/api/regions', RegionListSchema);
    expect(regions.map((region) => region.slug)).toEqual(['sydney', 'brisbane-gold-coast', 'perth-adelaide']);
    const sydney = await get('/api/regions/sydney/clinics_exams', RegionClinicsExamsSchema);
    expect(sydney.region.name).toBe('Sydney');
    expect(sydney.clinics.every((clinic) => clinic.regionSlug === 'sydney')).toBe(true);
    const parramatta = sydney.clinics.find((clinic) => clinic.slug === 'parramatta')!;
    expect(parramatta.examSlugs).toContain('mri-knee');
    expect(parramatta.openingHours[0]).toEqual({ weekday: 1, opens: '08:00', closes: '17:30' });
  });

  it('orders clinics nearest first by great-circle distance and names the nearest locality', async () => {
    const found = await get(`/api/clinics?examSlug=xray-chest&lat=${PARRAMATTA.lat}&lng=${PARRAMATTA.lng}`, ClinicsResponseSchema);
    expect(found.clinics[0]!.slug).toBe('parramatta');
    const distances = found.clinics.map((clinic) => clinic.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const perth = found.clinics.find((clinic) => clinic.slug === 'perth-cbd')!;
    expect(perth.distanceKm).toBeCloseTo(greatCircleKm({ latitude: PARRAMATTA.lat, longitude: PARRAMATTA.lng }, perth), 0);
    expect(perth.distanceKm).toBeGreaterThan(3000);
    expect(found.pcl).toMatchObject({ suburb: 'Parramatta', state: 'NSW', country: 'AU' });
    expect(found.defaultLocation).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('keeps to the region and to clinics that perform every exam asked (several joined by +)', async () => {
    const inRegion = await get('/api/clinics?examSlug=xray-chest&regionSlug=brisbane-gold-coast', ClinicsResponseSchema);
    expect(inRegion.clinics.map((clinic) => clinic.slug).sort()).toEqual(['brisbane-city', 'chermside', 'southport']);
    expect(inRegion.clinics[0]!.distanceKm).toBeNull();
    const both = await get('/api/clinics?examSlug=mri-knee%2Bmammogram-screening&regionSlug=select-region', ClinicsResponseSchema);
    expect(both.clinics.map((clinic) => clinic.slug).sort()).toEqual([
      'adelaide-cbd',
      'brisbane-city',
      'chatswood',
      'parramatta',
      'perth-cbd',
    ]);
    const typed = await get('/api/clinics?examSlug=mri-knee+mammogram-screening', ClinicsResponseSchema); // + reads as a space
    expect(typed.clinics).toHaveLength(5);
    const van = await get('/api/clinics?examSlug=mammogram-screening&mobileLocationId=1', ClinicsResponseSchema);
    expect(van.clinics.map((clinic) => clinic.slug)).toEqual(['parramatta']);
  });

  it('lists the mobile van with the exams it performs', async () => {
    const vans = await get('/api/mobile_locations', MobileLocationListSchema);
    expect(vans).toEqual([expect.objectContaining({ id: 1, regionSlug: 'sydney', clinicSlug: 'parramatta' })]);
    // The mammography van performs its clinic's mammography exams, and nothing else Parramatta does.
    expect(vans[0]!.examSlugs).toContain('mammogram-screening');
    expect(vans[0]!.examSlugs).not.toContain('mri-knee');
  });

  it('offers a van only for exams it performs: an MRI gets no mammography van (issue 24 item 8)', async () => {
    expect(await get('/api/mobile_locations?examSlug=mri-knee', MobileLocationListSchema)).toEqual([]);
    expect((await get('/api/mobile_locations?examSlug=mammogram-screening', MobileLocationListSchema)).map((van) => van.id)).toEqual([1]);
    // Every exam asked: a mammogram and an MRI together are not the van's.
    expect(await get('/api/mobile_locations?examSlug=mammogram-screening%2Bmri-knee', MobileLocationListSchema)).toEqual([]);
    expect((await problem('/api/mobile_locations?examSlug=no-such-exam')).status).toBe(404);
    // Whatever a client sends: the van's clinic is not offered for an exam the van does not perform.
    const mriAtVan = await get('/api/clinics?examSlug=mri-knee&mobileLocationId=1', ClinicsResponseSchema);
    expect(mriAtVan.clinics).toEqual([]);
  });

  it('a demo database seeded before vans had exams gets the van’s mammography exams from migration 180', async () => {
    const before = (await get('/api/mobile_locations', MobileLocationListSchema))[0]!.examSlugs;
    await db.query('delete from mobile_location_exam');
    expect((await get('/api/mobile_locations', MobileLocationListSchema))[0]!.examSlugs).toEqual([]);
    const migration = (await loadMigrations()).find((m) => m.name === '180_mobile_location_exams.sql')!;
    await db.exec(migration.sql.replace(/create (table|index) /g, 'create $1 if not exists '));
    expect((await get('/api/mobile_locations', MobileLocationListSchema))[0]!.examSlugs).toEqual(before);
  });

  it('answers unknown exams and regions with 404 and nonsense with a 400 that says what is wrong', async () => {
    expect(await problem('/api/clinics?examSlug=no-such-exam')).toEqual({
      status: 404,
      body: { message: 'booking.unknown_exam', code: 'unknown_exam' },
    });
    expect((await problem('/api/clinics?examSlug=xray-chest&regionSlug=atlantis')).body.code).toBe('unknown_region');
    expect((await problem('/api/regions/atlantis/clinics_exams')).status).toBe(404);
    expect(await problem('/api/clinics?examSlug=xray-chest&lat=abc&lng=151')).toEqual({
      status: 400,
      body: { message: 'lat: lat must be a decimal number', code: 'invalid_query' },
    });
    expect((await problem('/api/clinics?examSlug=xray-chest&lat=95&lng=151')).body.message).toBe('lat: lat must be between -90 and 90');
    expect((await problem('/api/clinics?examSlug=xray-chest&lat=-33')).body.message).toBe('lat and lng come together');
    expect((await problem('/api/clinics')).status).toBe(400);
    expect((await problem('/api/clinics?examSlug=<script>')).status).toBe(400);
  });
});

describe('location', () => {
  it('finds the locality nearest a point (GPS lookup)', async () => {
    const place = await get(`/api/location/gps?lat=${PARRAMATTA.lat}&lng=${PARRAMATTA.lng}`, PostalCodeLocationSchema);
    expect(place).toMatchObject({ suburb: 'Parramatta', state: 'NSW', country: 'AU' });
    expect(place.code).toMatch(/^21\d\d$/);
    expect((await problem('/api/location/gps?lat=-33.8&lng=200')).body.message).toBe('lng: lng must be between -180 and 180');
    expect((await problem('/api/location/gps?lat=NaN&lng=151')).status).toBe(400);
  });

  it('looks postcodes up by code or suburb prefix, from the full Australian list', async () => {
    const [count] = await db.query<{ count: string | number }>('select count(*) as count from postal_code');
    expect(Number(count!.count)).toBeGreaterThan(15_000);
    const byCode = await get('/api/location/postal_codes?query=2150', PostalCodeListSchema);
    expect(byCode.map((place) => place.suburb)).toContain('Parramatta');
    const bySuburb = await get('/api/location/postal_codes?query=glenel', PostalCodeListSchema);
    // Real data: there is a Glenelg in New South Wales too.
    expect(bySuburb).toContainEqual(expect.objectContaining({ suburb: 'Glenelg', code: '5045', state: 'SA' }));
    expect(bySuburb.every((place) => place.suburb.toLowerCase().startsWith('glenel'))).toBe(true);
    const one = await get(`/api/location/postal_codes/${bySuburb[0]!.id}`, PostalCodeLocationSchema);
    expect(one).toEqual(bySuburb[0]);
    expect(await problem('/api/location/postal_codes?query=20a0')).toEqual({
      status: 400,
      body: { message: 'query: a postcode is 4 digits; a suburb is letters', code: 'invalid_query' },
    });
    expect((await problem('/api/location/postal_codes/999999999')).status).toBe(404);
  });
});

describe('offline map', () => {
  it('serves a style with only its own GeoJSON sources (no tiles, glyphs or sprites) and the land as GeoJSON', async () => {
    const style = (await (await app.request('http://127.0.0.1:8080/api/maps/style.json')).json()) as Record<string, unknown>;
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style.sources)).not.toMatch(/tiles|https:/);
    const land = await app.request('/api/maps/land.geojson');
    expect(land.headers.get('content-type')).toMatch(/geo\+json/);
    const body = (await land.json()) as { type: string; features?: unknown[]; geometry?: unknown };
    expect(['FeatureCollection', 'Feature']).toContain(body.type);
  });

  it('draws state lines from a kept data set: the line between New South Wales and Queensland is there', async () => {
    const style = (await (await app.request('http://127.0.0.1:8080/api/maps/style.json')).json()) as {
      sources: Record<string, { data: string }>;
      layers: Array<{ id: string; source?: string }>;
    };
    expect(style.sources.states!.data).toBe('http://127.0.0.1:8080/api/maps/states.geojson');
    expect(style.layers.map((layer) => layer.id)).toEqual(['water', 'land', 'states', 'borders']);
    const answer = await app.request('/api/maps/states.geojson');
    expect(answer.headers.get('content-type')).toMatch(/geo\+json/);
    const states = (await answer.json()) as { type: string; coordinates: number[][][] };
    expect(states.type).toBe('MultiLineString');
    // The NSW–Queensland border runs west from the coast near 28.2° S, 153.5° E (Point Danger).
    const nearBorder = states.coordinates.flat().some(([lng, lat]) => Math.abs(lat! + 28.17) < 0.1 && Math.abs(lng! - 153.5) < 0.2);
    expect(nearBorder).toBe(true);
    // Lines between states, not coastlines: nothing runs along Sydney's coast (33.87° S, 151.3° E).
    const onSydneyCoast = states.coordinates.flat().some(([lng, lat]) => Math.abs(lat! + 33.87) < 0.3 && Math.abs(lng! - 151.3) < 0.3);
    expect(onSydneyCoast).toBe(false);
  });
});
