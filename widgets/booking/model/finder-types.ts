/**
 * The booking finder's contracts: what it needs from the page (calls, geolocation, cookie, URL)
 * and the shapes its signals hold. Apart from the factories so that components and tests can
 * name them without reading any of the logic.
 */
import type { ClinicsSearch, ExamListName } from '../../../src/api/booking.api';
import type {
  BodyFigure,
  ClinicsResponse,
  Exam,
  GeoLocation,
  MobileLocation,
  Modality,
  PostalCodeLocation,
  Region,
  RegionClinicsExams,
} from '../../../src/api/schemas/booking.schema';
import type { LocationSource } from '../location-rules';
import type { BookingUrlState } from '../url-state';

export interface BookingApi {
  exams(list: ExamListName, signal?: AbortSignal): Promise<Exam[]>;
  modalities(signal?: AbortSignal): Promise<Modality[]>;
  bodyFigure(signal?: AbortSignal): Promise<BodyFigure>;
  regions(signal?: AbortSignal): Promise<Region[]>;
  mobileLocations(signal?: AbortSignal): Promise<MobileLocation[]>;
  clinics(search: ClinicsSearch, signal?: AbortSignal): Promise<ClinicsResponse>;
  gps(latitude: number, longitude: number, signal?: AbortSignal): Promise<PostalCodeLocation>;
  postalCode(id: number, signal?: AbortSignal): Promise<PostalCodeLocation>;
  searchPostalCodes(query: string, signal?: AbortSignal): Promise<PostalCodeLocation[]>;
  /** The clinics of a region with the exams each performs ("clinics exams by region", src/api/API.md#booking-finder). */
  regionClinicsExams(regionSlug: string, signal?: AbortSignal): Promise<RegionClinicsExams>;
}

export interface BookingSettings {
  kiosk: boolean;
  defaultLocation: GeoLocation;
  maxLocationDistanceKm: number;
  hidePostCodeDialog: boolean;
  mapsConfigured: boolean;
}

export interface BookingDeps {
  api: BookingApi;
  /** Resolves with the browser's position, rejects when denied, unavailable or timed out. */
  geolocate(): Promise<GeoLocation>;
  /** The remembered postalCodeLocationId cookie. */
  readPostalCookie(): number | null;
  writePostalCookie(id: number): void;
  /** Writes the state to the page's URL: push for a step, replace for a filter. */
  writeUrl(state: BookingUrlState, push: boolean): void;
  /** Tells the host the exams and clinic are chosen (issue 12 continues with the times). */
  clinicSelected(detail: ClinicSelection): void;
  settings: BookingSettings;
}

export interface ClinicSelection {
  examSlugs: string[];
  clinicSlug: string;
  clinicSlugs: string[];
  advanced: boolean;
  mobileLocationId: number | null;
}

export type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface Catalogue {
  general: Exam[];
  special: Exam[];
  walkIn: Exam[];
  modalities: Modality[];
  figure: BodyFigure;
  regions: Region[];
  mobileLocations: MobileLocation[];
}

export type LocationState = { source: 'none' } | { source: LocationSource; point: GeoLocation; label: string | null; reset?: boolean };

export type MapsStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * Where focus goes after a choice (docs/rules.md#a11y-focus): the new step's heading, or
 * the heading of the results a choice changed (the clinics of a region, the exams of a region).
 * `n` makes each request new, so the same target can be asked for twice.
 */
export interface FocusRequest {
  target: 'step' | 'results';
  n: number;
}

/** What a choice did, said once by the widget's polite live region (a translation key and its values). */
export interface Announcement {
  key: string;
  values: Record<string, string | number>;
  n: number;
}
