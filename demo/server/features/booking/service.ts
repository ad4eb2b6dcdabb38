/**
 * Rules of the booking finder: which clinics answer a search and in what order, where a point is,
 * and the query checks (every query is read through a shared valibot schema; nonsense is a 400
 * that says what was wrong).
 */
import * as v from 'valibot';
import type { Context } from 'hono';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { requireProvider } from '../../provider-lookup';
import { greatCircleKm, type LatLng } from '../../../../src/api/geo';
import type { ClinicsResponse, ClinicWithExams, RegionClinicsExams } from '../../../../src/api/schemas/booking.schema';
import { SELECT_REGION } from '../../../../src/constants';
import type { AppEnv } from '../../app-env';
import { existingExamSlugs, findRegion, listClinics, listMobileLocations, nearestPostalCode, type ClinicBase } from './queries';

/** The query string read through `schema`; the first problem is the 400's message. */
export function readQuery<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  const parsed = v.safeParse(schema, c.req.query());
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue?.path?.map((item) => String(item.key)).join('.') ?? 'query';
    throw new ApiError(400, `${field}: ${issue?.message ?? 'invalid'}`, 'invalid_query');
  }
  return parsed.output;
}

function withDistance(clinic: ClinicBase, from: LatLng | undefined): ClinicWithExams {
  return { ...clinic, distanceKm: from ? Math.round(greatCircleKm(from, clinic) * 10) / 10 : null };
}

/** Nearest first when a point is known, else by name (as the query orders them). */
function byDistance<T extends { distanceKm: number | null }>(clinics: T[]): T[] {
  return [...clinics].sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}

function strip({ examSlugs: _examSlugs, ...clinic }: ClinicWithExams) {
  return clinic;
}

export interface ClinicsSearch {
  examSlug: string[];
  lat?: number;
  lng?: number;
  regionSlug?: string;
  mobileLocationId?: number;
}

/**
 * Clinics by exam and location (docs/rules.md#booking-finder-lists): the clinics that perform every
 * asked exam, in the region when one is named (`select-region` means none yet), nearest first from
 * the point when lat and lng are given; `pcl` is the locality nearest that point.
 */
export async function clinicsByExam(db: Db, c: Context<AppEnv>, search: ClinicsSearch): Promise<ClinicsResponse> {
  if ((search.lat === undefined) !== (search.lng === undefined)) throw new ApiError(400, 'lat and lng come together', 'invalid_query');
  const known = await existingExamSlugs(db, search.examSlug);
  const unknown = search.examSlug.filter((slug) => !known.includes(slug));
  if (unknown.length > 0) throw new ApiError(404, 'booking.unknown_exam', 'unknown_exam');
  const regionSlug = search.regionSlug === SELECT_REGION ? undefined : search.regionSlug;
  if (regionSlug && !(await findRegion(db, regionSlug))) throw new ApiError(404, `Unknown region: ${regionSlug}`, 'unknown_region');

  let clinicSlugs: string[] | undefined;
  if (search.mobileLocationId !== undefined) {
    const [van] = await listMobileLocations(db, { id: search.mobileLocationId });
    if (!van) throw new ApiError(404, 'Unknown mobile location', 'unknown_mobile_location');
    // A van that does not perform every asked exam offers no clinic, though its clinic might.
    clinicSlugs = search.examSlug.every((exam) => van.examSlugs.includes(exam)) ? [van.clinicSlug] : [];
  }
  const point = search.lat !== undefined && search.lng !== undefined ? { latitude: search.lat, longitude: search.lng } : undefined;
  const clinics = await listClinics(db, {
    examSlugs: search.examSlug,
    ...(regionSlug ? { regionSlug } : {}),
    ...(clinicSlugs ? { clinicSlugs } : {}),
  });
  const provider = await requireProvider(c);
  return {
    clinics: byDistance(clinics.map((clinic) => withDistance(clinic, point))).map(strip),
    pcl: point ? ((await nearestPostalCode(db, point.latitude, point.longitude)) ?? null) : null,
    defaultLocation: provider.config.maps.defaultLocation,
  };
}

/** Vans, or with `examSlugs` the vans that perform every one of them (unknown exams: 404, as for clinics). */
export async function mobileLocationsByExam(db: Db, examSlugs: string[] | undefined) {
  if (examSlugs) {
    const known = await existingExamSlugs(db, examSlugs);
    if (examSlugs.some((slug) => !known.includes(slug))) throw new ApiError(404, 'booking.unknown_exam', 'unknown_exam');
  }
  return listMobileLocations(db, examSlugs ? { examSlugs } : {});
}

/** Clinics of a region with the exams each performs ("clinics exams by region", src/api/API.md#booking-finder). */
export async function clinicsExamsByRegion(db: Db, slug: string): Promise<RegionClinicsExams> {
  const region = await findRegion(db, slug);
  if (!region) throw new ApiError(404, `Unknown region: ${slug}`, 'unknown_region');
  const clinics = await listClinics(db, { regionSlug: slug });
  return { region, clinics: clinics.map((clinic) => withDistance(clinic, undefined)) };
}
