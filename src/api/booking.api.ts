/**
 * The booking finder's calls (the paths are ours, written once here and in
 * src/api/API.md#booking-finder). Only the booking widget imports this module, so it stays out of the
 * shared runtime chunk.
 */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { SLUG_LIST_SEPARATOR } from '../constants';
import { request } from './client';
import {
  BodyFigureSchema,
  ClinicsResponseSchema,
  ExamListSchema,
  MobileLocationListSchema,
  ModalitySchema,
  PostalCodeListSchema,
  PostalCodeLocationSchema,
  RegionClinicsExamsSchema,
  RegionListSchema,
  type BodyFigure,
  type ClinicsResponse,
  type Exam,
  type MobileLocation,
  type Modality,
  type PostalCodeLocation,
  type Region,
  type RegionClinicsExams,
} from './schemas/booking.schema';

export type ExamListName = 'special' | 'general' | 'walk_in';

export const getExams = (api: KyInstance, list: ExamListName, signal?: AbortSignal): Promise<Exam[]> =>
  request(api, { path: `api/exams/${list}`, schema: ExamListSchema, signal });

export const getModalities = (api: KyInstance, signal?: AbortSignal): Promise<Modality[]> =>
  request(api, { path: 'api/modalities', schema: v.array(ModalitySchema), signal });

export const getBodyFigure = (api: KyInstance, signal?: AbortSignal): Promise<BodyFigure> =>
  request(api, { path: 'api/body_figure', schema: BodyFigureSchema, signal });

export const getRegions = (api: KyInstance, signal?: AbortSignal): Promise<Region[]> =>
  request(api, { path: 'api/regions', schema: RegionListSchema, signal });

export const getMobileLocations = (api: KyInstance, signal?: AbortSignal): Promise<MobileLocation[]> =>
  request(api, { path: 'api/mobile_locations', schema: MobileLocationListSchema, signal });

export const getRegionClinicsExams = (api: KyInstance, regionSlug: string, signal?: AbortSignal): Promise<RegionClinicsExams> =>
  request(api, { path: `api/regions/${encodeURIComponent(regionSlug)}/clinics_exams`, schema: RegionClinicsExamsSchema, signal });

export interface ClinicsSearch {
  examSlugs: string[];
  location?: { latitude: number; longitude: number } | null;
  regionSlug?: string | null;
  mobileLocationId?: number | null;
}

/** Clinics by exam and location: nearest first when a location is given. */
export function getClinics(api: KyInstance, search: ClinicsSearch, signal?: AbortSignal): Promise<ClinicsResponse> {
  const searchParams: Record<string, string> = { examSlug: search.examSlugs.join(SLUG_LIST_SEPARATOR) };
  if (search.location) {
    searchParams.lat = String(search.location.latitude);
    searchParams.lng = String(search.location.longitude);
  }
  if (search.regionSlug) searchParams.regionSlug = search.regionSlug;
  if (search.mobileLocationId != null) searchParams.mobileLocationId = String(search.mobileLocationId);
  return request(api, { path: 'api/clinics', searchParams, schema: ClinicsResponseSchema, signal });
}

/** GPS lookup: the locality nearest a point. */
export const getGpsLocation = (api: KyInstance, latitude: number, longitude: number, signal?: AbortSignal): Promise<PostalCodeLocation> =>
  request(api, { path: 'api/location/gps', searchParams: { lat: latitude, lng: longitude }, schema: PostalCodeLocationSchema, signal });

/** Postal code lookup: a postcode or the start of a suburb's name. */
export const searchPostalCodes = (api: KyInstance, query: string, signal?: AbortSignal): Promise<PostalCodeLocation[]> =>
  request(api, { path: 'api/location/postal_codes', searchParams: { query }, schema: PostalCodeListSchema, signal });

export const getPostalCode = (api: KyInstance, id: number, signal?: AbortSignal): Promise<PostalCodeLocation> =>
  request(api, { path: `api/location/postal_codes/${id}`, schema: PostalCodeLocationSchema, signal });
