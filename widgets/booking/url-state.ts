/**
 * The booking finder's state as a URL and back (its paths and query parameters:
 * widgets/booking/README.md), pure so a test can hold every parameter to its round trip. A link or a reload
 * restores exactly what the patient had chosen.
 *
 * Two forms of one state:
 * - `path` inside the portal: `/` (exams), `/select-clinic/{examSlugs}`, `/advanced-booking/{examSlugs}/{clinicSlugs}`
 *   (several exams; clinic slugs comma-joined), under the frame prefix when framed. Exam slugs are
 *   joined by SLUG_LIST_SEPARATOR.
 * - `query` on any other page (a CMS page owns its path): the same facts as `examSlug`,
 *   `advancedBooking` and `clinicSlugs` query parameters.
 * Every other fact is the spec's query parameter of the same name in both forms.
 */
import { SELECT_REGION, SLUG_LIST_SEPARATOR } from '../../src/constants';

export type ProcedureTab = 'single' | 'multiple';
export type UrlMode = 'path' | 'query';

export interface BookingUrlState {
  examSlugs: string[];
  /** Several exams booked together (the advanced-booking path). */
  advanced: boolean;
  /** Advanced booking: the clinics chosen, in order. */
  clinicSlugs: string[];
  selectedClinic: string | null;
  /** The patient's point (their location or the postcode they chose). */
  lat: number | null;
  lng: number | null;
  /** The map's centre when it was moved to a clinic. */
  clat: number | null;
  clng: number | null;
  navigateFromClinic: boolean;
  /** A region slug, or 'select-region' while the patient is asked to pick one. */
  regionSlug: string | null;
  modality: string | null;
  groupName: string | null;
  procedureTab: ProcedureTab;
  mobileLocationId: number | null;
  separateBooking: boolean;
  /** The body-figure part that filters the exam list (ours; the spec has no name for it). */
  bodyPart: string | null;
  changedExamSlug: string | null;
  /* ---- where the slot grid is (query parameters) ---- */
  /** WEEK or MONTH; absent: WEEK. */
  slotsView: 'WEEK' | 'MONTH' | null;
  /** The view's start day (week start; today when absent). */
  week: string | null;
  /** The chosen day. */
  date: string | null;
  /** `HH:mm` bounds of the times shown, in the clinic's zone. */
  startTime: string | null;
  endTime: string | null;
  /** morning, afternoon, evening (a comma list). */
  timeOfDay: string[];
  /** `upload=true`: the form opens with the referral upload. */
  upload: boolean;
}

/** What the URL held that could not be read: the widget says so instead of silently ignoring it. */
export type UrlProblem = 'examSlug' | 'clinicSlug' | 'location' | 'mapCentre' | 'regionSlug' | 'mobileLocationId';

export const EMPTY_STATE: BookingUrlState = {
  examSlugs: [],
  advanced: false,
  clinicSlugs: [],
  selectedClinic: null,
  lat: null,
  lng: null,
  clat: null,
  clng: null,
  navigateFromClinic: false,
  regionSlug: null,
  modality: null,
  groupName: null,
  procedureTab: 'single',
  mobileLocationId: null,
  separateBooking: false,
  bodyPart: null,
  changedExamSlug: null,
  slotsView: null,
  week: null,
  date: null,
  startTime: null,
  endTime: null,
  timeOfDay: [],
  upload: false,
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'];

/** A real calendar day `yyyy-MM-dd`, or null. */
function readDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}
const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;
const CLINIC_SEPARATOR = ',';
const FRAME_PREFIX = '/iframe';

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/** A coordinate pair from two strings, or null when either is missing or nonsense. */
export function readLatLng(lat: string | null, lng: string | null): { lat: number; lng: number } | null | 'invalid' {
  if (lat === null && lng === null) return null;
  if (lat === null || lng === null || !DECIMAL.test(lat) || !DECIMAL.test(lng)) return 'invalid';
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return 'invalid';
  return { lat: latitude, lng: longitude };
}

function slugList(value: string | undefined, separator: string, problems: Set<UrlProblem>, problem: UrlProblem): string[] {
  if (!value) return [];
  const parts = decodeURIComponent(value).split(separator).filter(Boolean);
  const good = parts.filter(isSlug);
  if (good.length !== parts.length) problems.add(problem);
  return [...new Set(good)];
}

const flag = (value: string | null) => value === 'true';

/** Reads a booking URL (pathname and search) into the state, with what could not be read. */
export function parseBookingUrl(pathname: string, search: string): { state: BookingUrlState; problems: UrlProblem[] } {
  const query = new URLSearchParams(search);
  const problems = new Set<UrlProblem>();
  const state: BookingUrlState = { ...EMPTY_STATE };

  const inner = pathname.startsWith(`${FRAME_PREFIX}/`) || pathname === FRAME_PREFIX ? pathname.slice(FRAME_PREFIX.length) : pathname;
  const segments = inner.split('/').filter(Boolean);
  if (segments[0] === 'select-clinic' || segments[0] === 'advanced-booking') {
    state.examSlugs = slugList(segments[1], SLUG_LIST_SEPARATOR, problems, 'examSlug');
    if (segments[0] === 'advanced-booking') {
      state.advanced = true;
      state.clinicSlugs = slugList(segments[2], CLINIC_SEPARATOR, problems, 'clinicSlug');
    }
  } else {
    // A literal + in a query string reads as a space: a link typed by hand (`examSlug=a+b`) still works.
    state.examSlugs = slugList(query.get('examSlug')?.replaceAll(' ', SLUG_LIST_SEPARATOR), SLUG_LIST_SEPARATOR, problems, 'examSlug');
    state.advanced = flag(query.get('advancedBooking'));
    state.clinicSlugs = slugList(query.get('clinicSlugs') ?? undefined, CLINIC_SEPARATOR, problems, 'clinicSlug');
  }

  const point = readLatLng(query.get('lat'), query.get('lng'));
  if (point === 'invalid') problems.add('location');
  else if (point) Object.assign(state, point);
  const centre = readLatLng(query.get('clat'), query.get('clng'));
  if (centre === 'invalid') problems.add('mapCentre');
  else if (centre) [state.clat, state.clng] = [centre.lat, centre.lng];

  const selected = query.get('selectedClinic');
  if (selected !== null) {
    if (isSlug(selected)) state.selectedClinic = selected;
    else problems.add('clinicSlug');
  }
  const region = query.get('regionSlug');
  if (region !== null) {
    if (isSlug(region)) state.regionSlug = region;
    else problems.add('regionSlug');
  }
  const mobile = query.get('mobileLocationId');
  if (mobile !== null) {
    if (/^\d{1,9}$/.test(mobile)) state.mobileLocationId = Number(mobile);
    else problems.add('mobileLocationId');
  }
  const modality = query.get('modality');
  if (modality && isSlug(modality)) state.modality = modality;
  const bodyPart = query.get('bodyPart');
  if (bodyPart && isSlug(bodyPart)) state.bodyPart = bodyPart;
  const changed = query.get('changedExamSlug');
  if (changed && isSlug(changed)) state.changedExamSlug = changed;
  const group = query.get('groupName');
  if (group) state.groupName = group.slice(0, 100);
  state.procedureTab = query.get('procedureTab') === 'multiple' ? 'multiple' : 'single';
  state.navigateFromClinic = flag(query.get('navigateFromClinic'));
  state.separateBooking = flag(query.get('separateBooking'));
  // The slot grid's place (issue 12): nonsense is dropped, the grid starts as it would without it.
  const view = query.get('slotsView');
  state.slotsView = view === 'WEEK' || view === 'MONTH' ? view : null;
  state.week = readDay(query.get('week'));
  state.date = readDay(query.get('date'));
  const startTime = query.get('startTime');
  const endTime = query.get('endTime');
  state.startTime = startTime && TIME.test(startTime) ? startTime : null;
  state.endTime = endTime && TIME.test(endTime) ? endTime : null;
  state.timeOfDay = [...new Set((query.get('timeOfDay') ?? '').split(',').filter((part) => TIMES_OF_DAY.includes(part)))];
  state.upload = flag(query.get('upload'));
  return { state, problems: [...problems] };
}

/** Query parameters this module writes; anything else on the page's URL is left as it was. */
export const OWN_QUERY = [
  'examSlug',
  'advancedBooking',
  'clinicSlugs',
  'lat',
  'lng',
  'clat',
  'clng',
  'navigateFromClinic',
  'selectedClinic',
  'regionSlug',
  'modality',
  'groupName',
  'procedureTab',
  'mobileLocationId',
  'separateBooking',
  'bodyPart',
  'changedExamSlug',
  'slotsView',
  'week',
  'date',
  'startTime',
  'endTime',
  'timeOfDay',
  'upload',
] as const;

/** Six decimals is about 10 cm: enough for a map, short in a link. */
const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * The URL of a state. `current` is the page's URL: in `query` mode its path and foreign query
 * parameters stay; in `path` mode the frame prefix stays.
 */
export function formatBookingUrl(state: BookingUrlState, mode: UrlMode, current: { pathname: string; search: string }): string {
  const query = new URLSearchParams(current.search);
  for (const name of OWN_QUERY) query.delete(name);
  const exams = state.examSlugs.join(SLUG_LIST_SEPARATOR);
  const clinics = state.clinicSlugs.join(CLINIC_SEPARATOR);
  let pathname = current.pathname;
  if (mode === 'path') {
    const prefix = current.pathname === FRAME_PREFIX || current.pathname.startsWith(`${FRAME_PREFIX}/`) ? FRAME_PREFIX : '';
    if (state.advanced) pathname = `${prefix}/advanced-booking${exams ? `/${exams}` : ''}${exams && clinics ? `/${clinics}` : ''}`;
    else if (exams) pathname = `${prefix}/select-clinic/${exams}`;
    else pathname = `${prefix}/`;
  } else {
    if (exams) query.set('examSlug', exams);
    if (state.advanced) query.set('advancedBooking', 'true');
    if (clinics) query.set('clinicSlugs', clinics);
  }
  if (state.lat !== null && state.lng !== null) {
    query.set('lat', coordinate(state.lat));
    query.set('lng', coordinate(state.lng));
  }
  if (state.clat !== null && state.clng !== null) {
    query.set('clat', coordinate(state.clat));
    query.set('clng', coordinate(state.clng));
  }
  if (state.navigateFromClinic) query.set('navigateFromClinic', 'true');
  if (state.selectedClinic) query.set('selectedClinic', state.selectedClinic);
  if (state.regionSlug) query.set('regionSlug', state.regionSlug);
  if (state.modality) query.set('modality', state.modality);
  if (state.groupName) query.set('groupName', state.groupName);
  if (state.procedureTab === 'multiple') query.set('procedureTab', 'multiple');
  if (state.mobileLocationId !== null) query.set('mobileLocationId', String(state.mobileLocationId));
  if (state.separateBooking) query.set('separateBooking', 'true');
  if (state.bodyPart) query.set('bodyPart', state.bodyPart);
  if (state.changedExamSlug) query.set('changedExamSlug', state.changedExamSlug);
  if (state.slotsView) query.set('slotsView', state.slotsView);
  if (state.week) query.set('week', state.week);
  if (state.date) query.set('date', state.date);
  if (state.startTime) query.set('startTime', state.startTime);
  if (state.endTime) query.set('endTime', state.endTime);
  if (state.timeOfDay.length) query.set('timeOfDay', state.timeOfDay.join(','));
  if (state.upload) query.set('upload', 'true');
  const search = query.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
}

/** Going to any path with the segment `booking` cancels pending clinic requests (widgets/booking/README.md). */
export function cancelsPendingRequests(pathname: string): boolean {
  return pathname.split('/').includes('booking');
}

/** The booking's own path segments: what follows a clinicPath. */
const BOOKING_SEGMENTS = new Set(['select-clinic', 'booking', 'advanced-booking', 'kiosk', 'select-region']);

/**
 * The clinicPath of a booking page: what precedes the booking's own segments, which
 * the pages after a booking keep (`{clinicPath}/appointments/{bookingKey}`, `{clinicPath}/booking-requests/…`).
 * Empty when the path contains `advanced-booking`, and on the home path.
 */
export function clinicPathOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.includes('advanced-booking')) return '';
  const own = segments.findIndex((segment) => BOOKING_SEGMENTS.has(segment));
  return own > 0 ? `/${segments.slice(0, own).join('/')}` : '';
}

/** `select-region` is a region slug that asks the patient to choose (no region yet). */
export function chosenRegion(state: Pick<BookingUrlState, 'regionSlug'>): string | null {
  return state.regionSlug && state.regionSlug !== SELECT_REGION ? state.regionSlug : null;
}
