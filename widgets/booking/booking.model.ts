/**
 * The booking finder of one rad-booking element (spec 001 §2–§4, issue 10): the catalogue, the
 * URL state, the clinic search and the patient's location. Signals and actions only, no DOM: the
 * calls, the browser's geolocation, the cookie and the URL are injected, so every rule is a unit
 * test. Clinic requests are cancellable; a newer search or a path with the `booking` segment
 * aborts the one in flight, and a late answer is never applied.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { ApiError } from '../../src/api/errors';
import type { ClinicsSearch, ExamListName } from '../../src/api/booking.api';
import type {
  BodyFigure,
  Clinic,
  ClinicsResponse,
  Exam,
  GeoLocation,
  MobileLocation,
  Modality,
  PostalCodeLocation,
  Region,
  RegionClinicsExams,
} from '../../src/api/schemas/booking.schema';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_REGION_SELECT, MAP_ZOOM_RESET, SELECT_REGION } from '../../src/constants';
import { filterExams, type ExamListTab } from './exam-filter';
import { limitDistance, onGeolocationFailure, type LocationSource } from './location-rules';
import { cancelsPendingRequests, chosenRegion, EMPTY_STATE, type BookingUrlState, type UrlProblem } from './url-state';

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
  /** The clinics of a region with the exams each performs (spec 001 §7 "clinics exams by region"). */
  regionClinicsExams(regionSlug: string, signal?: AbortSignal): Promise<RegionClinicsExams>;
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
  settings: {
    kiosk: boolean;
    defaultLocation: GeoLocation;
    maxLocationDistanceKm: number;
    hidePostCodeDialog: boolean;
    mapsConfigured: boolean;
  };
}

export interface ClinicSelection {
  examSlugs: string[];
  clinicSlug: string;
  clinicSlugs: string[];
  advanced: boolean;
  mobileLocationId: number | null;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';
/** A translation key, or the server's own words. */
export type Problem = import('../../src/api/problem').Problem;

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
 * Where focus goes after a choice (GUIDE §9: focus follows the steps): the new step's heading, or
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

/** The message for what happened to a load (its status's, offline, unreadable); never the server's words. */
function problemOf(error: unknown, fallback: string): Problem {
  return { key: error instanceof ApiError ? error.messageKey : fallback };
}

const isAbort = (error: unknown) => error instanceof ApiError && error.kind === 'aborted';

/** The URL after an answer changed the exam: that exam alone, its group, no clinic chosen yet. */
function urlAfterExamChange(slug: string, groupName: string | undefined | null): Partial<BookingUrlState> {
  return {
    examSlugs: [slug],
    advanced: false,
    clinicSlugs: [],
    selectedClinic: null,
    navigateFromClinic: false,
    groupName: groupName || null,
    changedExamSlug: slug,
  };
}

export type BookingModel = ReturnType<typeof createBookingModel>;

export function createBookingModel(deps: BookingDeps, initial: { state: BookingUrlState; problems: UrlProblem[] }) {
  const { api, settings } = deps;
  const url = signal<BookingUrlState>(initial.state);
  const urlProblems = signal<UrlProblem[]>(initial.problems);
  const catalogueStatus = signal<Status>('idle');
  const catalogue = signal<Catalogue | null>(null);
  const catalogueProblem = signal<Problem | null>(null);
  const search = signal('');
  const listTab = signal<ExamListTab>('general');
  const figureSide = signal<'front' | 'back'>('front');
  /** Multiple-procedures tab: exams ticked but not yet confirmed. */
  const ticked = signal<string[]>(initial.state.advanced ? initial.state.examSlugs : []);
  const clinicsStatus = signal<Status>('idle');
  /** The page is on a `booking` path (001 §4): the times step makes no slot request until it leaves. */
  const requestsPaused = signal(false);
  const clinics = signal<Clinic[]>([]);
  const clinicsProblem = signal<Problem | null>(null);
  const pcl = signal<PostalCodeLocation | null>(null);
  const location = signal<LocationState>(
    initial.state.lat !== null && initial.state.lng !== null
      ? { source: 'url', point: { latitude: initial.state.lat, longitude: initial.state.lng }, label: null }
      : { source: 'none' },
  );
  const locating = signal(false);
  const locationProblem = signal<Problem | null>(null);
  const postcodeDialogOpen = signal(false);
  const examInfo = signal<Exam | null>(null);
  /** An exam with showBookingRequestInfoModal waits here until the patient has read the info. */
  const bookingRequestInfo = signal<Exam | null>(null);
  const maps = signal<MapsStatus>(settings.mapsConfigured ? 'loading' : 'off');
  const view = signal<'list' | 'map'>('list');
  const zoom = signal(initial.state.selectedClinic ? MAP_ZOOM_DEFAULT : MAP_ZOOM_RESET);
  /** Every clinic an answer has named, by slug: separate booking shows the clinics chosen for earlier exams. */
  const knownClinics = signal<ReadonlyMap<string, Clinic>>(new Map());
  /** The exams the chosen region's clinics perform (clinics exams by region); null = no region. */
  const regionExamSlugs = signal<ReadonlySet<string> | null>(null);
  const regionExamsStatus = signal<Status>('idle');
  const focusRequest = signal<FocusRequest | null>(null);
  const announcement = signal<Announcement | null>(null);
  /** The exams chosen before the patient went back to change them (an exam change, spec 001 §2). */
  let changingFrom: string[] = [];
  /** `exam|clinic` pairs an answer has shown: that clinic performs that exam. */
  const performs = signal<ReadonlySet<string>>(new Set());
  let requests = 0;
  let clinicsController: AbortController | null = null;
  let catalogueController: AbortController | null = null;
  let regionController: AbortController | null = null;

  const allExams = computed(() => {
    const loaded = catalogue.value;
    if (!loaded) return [];
    const seen = new Map<string, Exam>();
    for (const exam of [...loaded.general, ...loaded.special, ...loaded.walkIn]) if (!seen.has(exam.slug)) seen.set(exam.slug, exam);
    return [...seen.values()];
  });
  const examsBySlug = computed(() => new Map(allExams.value.map((exam) => [exam.slug, exam])));
  const visibleExams = computed(() => {
    const loaded = catalogue.value;
    if (!loaded) return [];
    const list = listTab.value === 'special' ? loaded.special : listTab.value === 'walk-in' ? loaded.walkIn : loaded.general;
    // Typing searches every list: a patient who types "mammogram" finds it wherever it lives.
    const pool = search.value.trim() ? allExams.value : list;
    const found = filterExams(pool, { modality: url.value.modality, bodyPart: url.value.bodyPart, search: search.value });
    // A chosen region shows only what its clinics perform (while the answer is out, everything).
    const inRegion = regionExamSlugs.value;
    return inRegion ? found.filter((exam) => inRegion.has(exam.slug)) : found;
  });
  const chosenExams = computed(() => url.value.examSlugs.map((slug) => examsBySlug.value.get(slug)).filter((exam): exam is Exam => !!exam));
  /** Exam slugs from the URL that the catalogue does not know (a stale or mistyped link). */
  const unknownExamSlugs = computed(() => (catalogue.value ? url.value.examSlugs.filter((slug) => !examsBySlug.value.has(slug)) : []));
  const regionUnknown = computed(() => {
    const region = chosenRegion(url.value);
    return !!region && !!catalogue.value && !catalogue.value.regions.some((item) => item.slug === region);
  });
  /** Separate booking (spec 001 §2 separateBooking): several exams, a clinic chosen for each in turn. */
  const separate = computed(() => url.value.advanced && url.value.separateBooking && url.value.examSlugs.length > 1);
  /** The exam whose clinic is being chosen: in a separate booking the first without one, else all of them together. */
  const pendingExamIndex = computed(() => (separate.value ? Math.min(url.value.clinicSlugs.length, url.value.examSlugs.length) : 0));
  const step = computed<'exams' | 'clinics' | 'chosen'>(() => {
    const state = url.value;
    if (state.examSlugs.length === 0 || unknownExamSlugs.value.length > 0) return 'exams';
    if (separate.value) {
      // Each clinic known to perform its own exam (a link's slugs are checked before the times show).
      const all =
        state.clinicSlugs.length >= state.examSlugs.length &&
        state.examSlugs.every((exam, index) => performs.value.has(`${exam}|${state.clinicSlugs[index]}`));
      return all ? 'chosen' : 'clinics';
    }
    const clinic = state.advanced ? state.clinicSlugs[0] : state.selectedClinic;
    return clinic && clinics.value.some((item) => item.slug === clinic) && !state.navigateFromClinic ? 'chosen' : 'clinics';
  });
  /** The clinic chosen for each exam, in the exams' order (one clinic serves all unless booked separately). */
  const clinicsPerExam = computed<Array<Clinic | null>>(() => {
    const state = url.value;
    const first = state.advanced ? state.clinicSlugs[0] : state.selectedClinic;
    return state.examSlugs.map((_slug, index) => {
      const slug = separate.value ? state.clinicSlugs[index] : first;
      return (slug && knownClinics.value.get(slug)) || null;
    });
  });
  const selectedClinic = computed(() => clinics.value.find((clinic) => clinic.slug === url.value.selectedClinic) ?? null);
  const center = computed<GeoLocation>(() => {
    const state = url.value;
    if (state.clat !== null && state.clng !== null) return { latitude: state.clat, longitude: state.clng };
    // A chosen region shows its clinics: the centre of the clinics found there.
    if (chosenRegion(state) && clinics.value.length > 0) {
      const list = clinics.value;
      return {
        latitude: list.reduce((sum, clinic) => sum + clinic.latitude, 0) / list.length,
        longitude: list.reduce((sum, clinic) => sum + clinic.longitude, 0) / list.length,
      };
    }
    const here = location.value;
    if (here.source !== 'none') return here.point;
    const first = clinics.value[0];
    return first ? { latitude: first.latitude, longitude: first.longitude } : settings.defaultLocation;
  });

  function update(patch: Partial<BookingUrlState>, push = false): void {
    url.value = { ...url.value, ...patch };
    deps.writeUrl(url.value, push);
  }

  function requestFocus(target: FocusRequest['target']): void {
    focusRequest.value = { target, n: ++requests };
  }

  function announce(key: string, values: Record<string, string | number> = {}): void {
    announcement.value = { key, values, n: ++requests };
  }

  function remember(list: readonly Clinic[], examSlugs: readonly string[]): void {
    if (list.length === 0) return;
    const pairs = new Set(performs.value);
    for (const clinic of list) for (const exam of examSlugs) pairs.add(`${exam}|${clinic.slug}`);
    performs.value = pairs;
    const next = new Map(knownClinics.value);
    for (const clinic of list) next.set(clinic.slug, clinic);
    knownClinics.value = next;
  }

  /** Exams offered in the chosen region (clinics exams by region); a newer region aborts the older call. */
  async function loadRegionExams(): Promise<void> {
    regionController?.abort();
    const region = chosenRegion(url.value);
    if (!region || !catalogue.value || regionUnknown.value) {
      batch(() => {
        regionExamSlugs.value = null;
        regionExamsStatus.value = 'idle';
      });
      return;
    }
    const controller = (regionController = new AbortController());
    batch(() => {
      // Another region's exams are not this one's: nothing is narrowed until the answer is in.
      regionExamSlugs.value = null;
      regionExamsStatus.value = 'loading';
    });
    try {
      const answer = await api.regionClinicsExams(region, controller.signal);
      if (controller.signal.aborted) return;
      batch(() => {
        regionExamSlugs.value = new Set(answer.clinics.flatMap((clinic) => clinic.examSlugs));
        regionExamsStatus.value = 'ready';
      });
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      // Without the answer every exam is shown, and the patient is told the list is not narrowed.
      batch(() => {
        regionExamSlugs.value = null;
        regionExamsStatus.value = 'error';
      });
    }
  }

  /** Separate booking: the clinics chosen for earlier exams, looked up once each (a reload knows only their slugs). */
  async function resolveChosenClinics(signal: AbortSignal): Promise<void> {
    const state = url.value;
    for (const [index, slug] of state.clinicSlugs.slice(0, state.examSlugs.length).entries()) {
      const exam = state.examSlugs[index]!;
      if (knownClinics.value.has(slug) && performs.value.has(`${exam}|${slug}`)) continue;
      const answer = await api.clinics({ examSlugs: [exam], location: searchOf().location }, signal);
      if (signal.aborted) return;
      remember(answer.clinics, [exam]);
      if (!answer.clinics.some((clinic) => clinic.slug === slug)) {
        // A clinic that does not perform this exam (a stale link): choose again from here.
        batch(() => {
          update({ clinicSlugs: state.clinicSlugs.slice(0, index) });
          if (!urlProblems.value.includes('clinicSlug')) urlProblems.value = [...urlProblems.value, 'clinicSlug'];
        });
        return;
      }
    }
  }

  async function loadCatalogue(): Promise<void> {
    catalogueController?.abort();
    const controller = (catalogueController = new AbortController());
    const signal = controller.signal;
    batch(() => {
      catalogueStatus.value = 'loading';
      catalogueProblem.value = null;
    });
    try {
      const [general, special, walkIn, modalities, figure, regions, mobileLocations] = await Promise.all([
        api.exams('general', signal),
        api.exams('special', signal),
        api.exams('walk_in', signal),
        api.modalities(signal),
        api.bodyFigure(signal),
        api.regions(signal),
        api.mobileLocations(signal),
      ]);
      if (signal.aborted) return;
      batch(() => {
        catalogue.value = { general, special, walkIn, modalities, figure, regions, mobileLocations };
        catalogueStatus.value = 'ready';
        if (url.value.bodyPart && !figure.parts.some((part) => part.slug === url.value.bodyPart)) update({ bodyPart: null });
        const part = figure.parts.find((item) => item.slug === url.value.bodyPart);
        if (part) figureSide.value = part.side;
      });
    } catch (error) {
      if (signal.aborted || isAbort(error)) return;
      batch(() => {
        catalogueStatus.value = 'error';
        catalogueProblem.value = problemOf(error, 'error.request_failed');
      });
    }
  }

  function searchOf(): ClinicsSearch {
    const here = location.value;
    const pending = url.value.examSlugs[pendingExamIndex.value];
    return {
      examSlugs: separate.value && pending ? [pending] : url.value.examSlugs,
      location: here.source === 'none' ? null : here.point,
      regionSlug: chosenRegion(url.value),
      mobileLocationId: url.value.mobileLocationId,
    };
  }

  /** Loads the clinics for the chosen exams; a newer call aborts an older one. */
  async function loadClinics(): Promise<void> {
    clinicsController?.abort();
    if (url.value.examSlugs.length === 0 || unknownExamSlugs.value.length > 0 || regionUnknown.value) {
      clinicsStatus.value = 'idle';
      return;
    }
    const controller = (clinicsController = new AbortController());
    batch(() => {
      clinicsStatus.value = 'loading';
      clinicsProblem.value = null;
    });
    try {
      if (separate.value) {
        await resolveChosenClinics(controller.signal);
        if (controller.signal.aborted) return;
        if (pendingExamIndex.value >= url.value.examSlugs.length) {
          clinicsStatus.value = 'ready';
          return;
        }
      }
      const search = searchOf();
      const answer = await api.clinics(search, controller.signal);
      if (controller.signal.aborted) return;
      batch(() => {
        remember(answer.clinics, search.examSlugs);
        clinics.value = answer.clinics;
        pcl.value = answer.pcl;
        clinicsStatus.value = 'ready';
        const here = location.value;
        if (here.source !== 'none' && answer.pcl && !here.label)
          location.value = { ...here, label: `${answer.pcl.suburb} ${answer.pcl.code}` };
        // The selected clinic is cleared when it is absent from the answer (spec 001 §4 Map).
        const state = url.value;
        if (state.selectedClinic && !answer.clinics.some((clinic) => clinic.slug === state.selectedClinic)) {
          // A separate booking keeps the clinics chosen for the earlier exams.
          update({ selectedClinic: null, clat: null, clng: null, ...(separate.value ? {} : { clinicSlugs: [] }) });
          zoom.value = MAP_ZOOM_RESET;
        }
      });
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      batch(() => {
        clinicsStatus.value = 'error';
        clinicsProblem.value = problemOf(error, 'error.request_failed');
      });
    } finally {
      if (clinicsController === controller) clinicsController = null;
    }
  }

  /** An exam change (spec 001 §2): the exams differ from those chosen before, so the URL names the new one. */
  function changedExam(slugs: string[]): string | null {
    const before = changingFrom.length ? changingFrom : url.value.examSlugs;
    return before.length > 0 && before.join() !== slugs.join() ? slugs[0]! : url.value.changedExamSlug;
  }

  function proceedWithExam(exam: Exam): void {
    batch(() => {
      update(
        {
          examSlugs: [exam.slug],
          advanced: false,
          clinicSlugs: [],
          groupName: exam.groupName || null,
          changedExamSlug: changedExam([exam.slug]),
          selectedClinic: null,
          clat: null,
          clng: null,
          navigateFromClinic: false,
          regionSlug: url.value.regionSlug ?? (location.value.source === 'none' ? SELECT_REGION : null),
        },
        true,
      );
      urlProblems.value = urlProblems.value.filter((problem) => problem !== 'examSlug');
      changingFrom = [];
      requestFocus('step');
      announce('booking.announce_exam', { exams: exam.name });
    });
    void loadClinics();
    kioskLocateIfUnknown();
  }

  /** Browser geolocation, then the nearest clinics; failure explains and offers the postcode. */
  async function locate(): Promise<void> {
    locating.value = true;
    locationProblem.value = null;
    try {
      const found = await deps.geolocate();
      const { point, reset } = settings.kiosk
        ? limitDistance(found, settings.defaultLocation, settings.maxLocationDistanceKm)
        : { point: found, reset: false };
      batch(() => {
        location.value = { source: reset ? 'default' : 'gps', point, label: null, reset };
        update({ lat: point.latitude, lng: point.longitude, clat: null, clng: null });
        zoom.value = MAP_ZOOM_RESET;
      });
      void api.gps(point.latitude, point.longitude).then(
        (place) => {
          const here = location.value;
          if (here.source !== 'none' && here.point === point) location.value = { ...here, label: `${place.suburb} ${place.code}` };
        },
        () => undefined, // the label is a nicety; the clinics do not need it
      );
      void loadClinics();
    } catch {
      const here = location.value;
      const atDefault = here.source === 'none' || here.source === 'default';
      batch(() => {
        locationProblem.value = { key: 'message.cant_locate' };
        if (
          onGeolocationFailure({ kiosk: settings.kiosk, atDefault, hidePostCodeDialog: settings.hidePostCodeDialog }) ===
          'open-postcode-dialog'
        ) {
          postcodeDialogOpen.value = true;
        } else if (settings.kiosk && here.source === 'none') {
          location.value = { source: 'default', point: settings.defaultLocation, label: null };
        }
      });
      if (settings.kiosk) void loadClinics();
    } finally {
      locating.value = false;
    }
  }

  /**
   * A kiosk has no patient to press "Use my location": on reaching the clinics without a location
   * it asks the browser once, and the kiosk rules (reset when too far, postcode dialog on failure)
   * follow. Not on the exam list: a dialog there would stand between the patient and the exams.
   */
  function kioskLocateIfUnknown(): void {
    if (settings.kiosk && location.value.source === 'none' && url.value.examSlugs.length > 0) void locate();
  }

  /** Separate booking: choose the clinic of exam `index` again (and of the exams after it). */
  function reopenClinic(index: number): void {
    const state = url.value;
    if (!separate.value || index < 0 || index >= state.clinicSlugs.length) return;
    batch(() => {
      update({ clinicSlugs: state.clinicSlugs.slice(0, index), selectedClinic: state.clinicSlugs[index] ?? null }, true);
      requestFocus('step');
    });
    void loadClinics();
  }

  async function restoreRememberedPostcode(): Promise<void> {
    if (location.value.source !== 'none') return;
    const id = deps.readPostalCookie();
    if (id === null) return;
    try {
      const place = await api.postalCode(id);
      if (location.value.source !== 'none') return;
      location.value = {
        source: 'postcode',
        point: { latitude: place.latitude, longitude: place.longitude },
        label: `${place.suburb} ${place.code}`,
      };
    } catch {
      // A forgotten or unknown id: the patient simply has no remembered postcode.
    }
  }

  return {
    url,
    urlProblems,
    requestsPaused,
    catalogueStatus,
    catalogue,
    catalogueProblem,
    search,
    listTab,
    figureSide,
    ticked,
    clinicsStatus,
    clinics,
    clinicsProblem,
    pcl,
    location,
    locating,
    locationProblem,
    postcodeDialogOpen,
    examInfo,
    bookingRequestInfo,
    maps,
    view,
    zoom,
    allExams,
    visibleExams,
    chosenExams,
    unknownExamSlugs,
    regionUnknown,
    step,
    selectedClinic,
    center,
    separate,
    pendingExamIndex,
    clinicsPerExam,
    knownClinics,
    regionExamSlugs,
    regionExamsStatus,
    focusRequest,
    announcement,

    /** Loads the catalogue, the remembered postcode, then the clinics the URL asks for. */
    async start(): Promise<void> {
      await Promise.all([loadCatalogue(), restoreRememberedPostcode()]);
      if (catalogueStatus.value !== 'ready') return;
      kioskLocateIfUnknown();
      await Promise.all([loadClinics(), loadRegionExams()]);
    },
    retryCatalogue: () => loadCatalogue().then(() => Promise.all([loadClinics(), loadRegionExams()])),
    retryClinics: loadClinics,
    retryRegionExams: loadRegionExams,
    /** The focus request was carried out (or has no target any more). */
    focusDone(): void {
      focusRequest.value = null;
    },

    /** The page's URL changed (back/forward, or the portal moved): follow it. */
    urlChanged(pathname: string, next: { state: BookingUrlState; problems: UrlProblem[] }): void {
      if (cancelsPendingRequests(pathname)) {
        clinicsController?.abort();
        clinicsController = null;
        requestsPaused.value = true;
        return;
      }
      requestsPaused.value = false;
      const before = url.value;
      const stepBefore = step.peek();
      batch(() => {
        url.value = next.state;
        urlProblems.value = next.problems;
        if (next.state.advanced) ticked.value = next.state.examSlugs;
        if (next.state.lat !== null && next.state.lng !== null) {
          const here = location.peek();
          const moved = here.source === 'none' || here.point.latitude !== next.state.lat || here.point.longitude !== next.state.lng;
          if (moved) location.value = { source: 'url', point: { latitude: next.state.lat, longitude: next.state.lng }, label: null };
        }
      });
      const pending = (state: BookingUrlState) => (state.separateBooking ? state.clinicSlugs.length : 0);
      if (
        before.examSlugs.join() !== next.state.examSlugs.join() ||
        before.regionSlug !== next.state.regionSlug ||
        before.mobileLocationId !== next.state.mobileLocationId ||
        before.lat !== next.state.lat ||
        before.lng !== next.state.lng ||
        pending(before) !== pending(next.state)
      ) {
        void loadClinics();
      }
      if (before.regionSlug !== next.state.regionSlug) void loadRegionExams();
      // Back and Forward move between steps too: focus follows, as after a choice.
      if (step.peek() !== stepBefore || pending(before) !== pending(next.state)) requestFocus('step');
    },
    /** Leaving the finder (unmount): nothing in flight may land afterwards. */
    dispose(): void {
      clinicsController?.abort();
      catalogueController?.abort();
      regionController?.abort();
    },

    setSearch(text: string): void {
      search.value = text;
    },
    setListTab(tab: ExamListTab): void {
      listTab.value = tab;
    },
    setModality(modality: string | null): void {
      update({ modality });
    },
    setProcedureTab(tab: 'single' | 'multiple'): void {
      update({ procedureTab: tab });
    },
    setSeparateBooking(separateBooking: boolean): void {
      update({ separateBooking });
    },
    setFigureSide(side: 'front' | 'back'): void {
      figureSide.value = side;
    },
    /** Choosing the selected part again clears the filter. */
    toggleBodyPart(slug: string): void {
      update({ bodyPart: url.value.bodyPart === slug ? null : slug });
    },
    clearFilters(): void {
      search.value = '';
      update({ bodyPart: null, modality: null });
    },

    /** Single procedure: the exam is chosen (after its booking request info, when it has one). */
    chooseExam(exam: Exam): void {
      if (exam.showBookingRequestInfoModal) {
        bookingRequestInfo.value = exam;
        return;
      }
      proceedWithExam(exam);
    },
    confirmBookingRequestInfo(): void {
      const exam = bookingRequestInfo.value;
      bookingRequestInfo.value = null;
      if (exam) proceedWithExam(exam);
    },
    dismissBookingRequestInfo(): void {
      bookingRequestInfo.value = null;
    },
    showExamInfo(exam: Exam | null): void {
      examInfo.value = exam;
    },
    toggleTicked(slug: string): void {
      ticked.value = ticked.value.includes(slug) ? ticked.value.filter((item) => item !== slug) : [...ticked.value, slug];
    },
    /**
     * Multiple procedures: the ticked exams go on together (advanced booking), at one clinic, or
     * with `separateBooking` a clinic chosen for each exam in turn.
     */
    continueWithTicked(separateBooking = false): void {
      if (ticked.value.length === 0) return;
      const exams = ticked.value.map((slug) => examsBySlug.value.get(slug)).filter((exam): exam is Exam => !!exam);
      batch(() => {
        update(
          {
            examSlugs: ticked.value,
            advanced: true,
            clinicSlugs: [],
            selectedClinic: null,
            clat: null,
            clng: null,
            navigateFromClinic: false,
            separateBooking,
            groupName: exams[0]?.groupName || null,
            changedExamSlug: changedExam(ticked.value),
            regionSlug: url.value.regionSlug ?? (location.value.source === 'none' ? SELECT_REGION : null),
          },
          true,
        );
        changingFrom = [];
        requestFocus('step');
        announce('booking.announce_exam', { exams: exams.map((exam) => exam.name).join(', ') });
      });
      void loadClinics();
      kioskLocateIfUnknown();
    },
    /**
     * Exam change in place (spec 001 §2): another exam of the same group replaces the chosen one;
     * region and location stay, the URL gains groupName and changedExamSlug.
     */
    changeExam(slug: string): void {
      const exam = examsBySlug.value.get(slug);
      if (!exam || url.value.examSlugs.join() === slug) return;
      batch(() => {
        update(urlAfterExamChange(slug, exam.groupName), true);
        announce('booking.announce_exam', { exams: exam.name });
      });
      void loadClinics();
    },
    backToExams(): void {
      clinicsController?.abort();
      batch(() => {
        if (url.value.examSlugs.length > 0) changingFrom = url.value.examSlugs;
        update(
          { examSlugs: [], advanced: false, clinicSlugs: [], selectedClinic: null, clat: null, clng: null, navigateFromClinic: false },
          true,
        );
        clinicsStatus.value = 'idle';
        requestFocus('step');
      });
    },
    startOver(): void {
      clinicsController?.abort();
      batch(() => {
        search.value = '';
        ticked.value = [];
        urlProblems.value = [];
        changingFrom = [];
        // The region carries on (spec 000 §2 carries regionSlug): a patient who chose it keeps it.
        update({ ...EMPTY_STATE, regionSlug: url.value.regionSlug }, true);
        requestFocus('step');
      });
    },

    /**
     * Selecting a region resets the zoom and loads its clinics (spec 001 §4 Map), and narrows the
     * exam list to what the region's clinics perform. Focus goes to the results it changed.
     */
    chooseRegion(slug: string | null): void {
      batch(() => {
        zoom.value = MAP_ZOOM_REGION_SELECT;
        update({ regionSlug: slug ?? SELECT_REGION, clat: null, clng: null, navigateFromClinic: false });
        urlProblems.value = urlProblems.value.filter((problem) => problem !== 'regionSlug');
        requestFocus('results');
      });
      void loadClinics();
      void loadRegionExams();
    },
    chooseMobileLocation(id: number | null): void {
      update({ mobileLocationId: id });
      void loadClinics();
    },

    /**
     * A clinic is chosen. For one clinic (or the last exam of a separate booking) the finder's work
     * is done and the times come next (issue 12); in a separate booking the next exam's clinics load.
     */
    chooseClinic(slug: string): void {
      const clinic = clinics.value.find((item) => item.slug === slug);
      if (!clinic) return;
      const state = url.value;
      const index = pendingExamIndex.value;
      const clinicSlugs = separate.value ? [...state.clinicSlugs.slice(0, index), slug] : state.advanced ? [slug] : [];
      const done = !separate.value || clinicSlugs.length >= state.examSlugs.length;
      batch(() => {
        zoom.value = MAP_ZOOM_DEFAULT;
        update(
          {
            // A separate booking's earlier choices are not "the" selected clinic of the next exam's
            // list, nor where its map looks: that shows the next exam's clinics.
            selectedClinic: done ? slug : null,
            clat: done ? clinic.latitude : null,
            clng: done ? clinic.longitude : null,
            navigateFromClinic: false,
            ...(state.advanced ? { clinicSlugs } : {}),
          },
          true,
        );
        requestFocus('step');
        const exam = examsBySlug.value.get(state.examSlugs[index] ?? '');
        announce(separate.value && exam ? 'booking.announce_clinic_for' : 'booking.announce_clinic', {
          clinic: clinic.name,
          exam: exam?.name ?? '',
        });
      });
      if (!done) {
        void loadClinics();
        return;
      }
      deps.clinicSelected({
        examSlugs: state.examSlugs,
        clinicSlug: clinicSlugs[0] ?? slug,
        clinicSlugs,
        advanced: state.advanced,
        mobileLocationId: state.mobileLocationId,
      });
    },
    /* ---- issue 12: a questionnaire outcome changed an exam ---- */
    /** A catalogue exam by slug (an outcome's new exam), or undefined. */
    examBySlug(slug: string): Exam | undefined {
      return examsBySlug.value.get(slug);
    },
    /**
     * An outcome's new exam at a clinic that does not perform it (issue 24 item 3): the clinics that
     * do, for that exam (region and location kept), said and focused. True when the clinic offers it
     * (or it cannot be told: the times then say what they find), and nothing moves.
     */
    async moveIfNotOffered(slug: string, clinic: { slug: string; name: string }): Promise<boolean> {
      const exam = examsBySlug.value.get(slug);
      const answer = exam ? await api.clinics({ examSlugs: [slug], location: searchOf().location }).catch(() => null) : null;
      if (!exam || !answer || answer.clinics.some((item) => item.slug === clinic.slug)) return true;
      batch(() => {
        update(urlAfterExamChange(slug, exam.groupName), true);
        requestFocus('step');
        announce('booking.announce_not_offered', { clinic: clinic.name, exam: exam.name });
      });
      void loadClinics();
      return false;
    },
    /** 001 §2: "an exam change adds groupName and changedExamSlug"; the chosen exams stay in the URL. */
    setChangedExam(slug: string): void {
      update({ changedExamSlug: slug, groupName: examsBySlug.value.get(slug)?.groupName || url.value.groupName });
    },
    /** Where the slot grid is (view, week, day, times of day): in the URL so a reload or link restores it. */
    setSlotPlace(place: { view: 'WEEK' | 'MONTH'; start: string; day: string | null; timeOfDay: readonly string[] }): void {
      update({ slotsView: place.view, week: place.start, date: place.day, timeOfDay: [...place.timeOfDay] });
    },
    /* ---- end issue 12 ---- */
    /**
     * Back from "clinic chosen" to the list, keeping the clinic highlighted; in a separate booking,
     * back to the last exam's clinic (the earlier choices stay).
     */
    changeClinic(): void {
      if (separate.value) {
        reopenClinic(url.value.examSlugs.length - 1);
        return;
      }
      update({ navigateFromClinic: true }, true);
      requestFocus('step');
    },
    reopenClinic,
    /** The map showed a clinic without choosing it (a marker focused): the map centres there. */
    focusClinic(slug: string): void {
      const clinic = clinics.value.find((item) => item.slug === slug);
      if (clinic) update({ clat: clinic.latitude, clng: clinic.longitude });
    },

    locate,
    openPostcodeDialog(): void {
      postcodeDialogOpen.value = true;
    },
    closePostcodeDialog(): void {
      postcodeDialogOpen.value = false;
    },
    /** A postcode from the locator: remembered in the postalCodeLocationId cookie. */
    choosePostalCode(place: PostalCodeLocation): void {
      deps.writePostalCookie(place.id);
      batch(() => {
        const point = { latitude: place.latitude, longitude: place.longitude };
        location.value = { source: 'postcode', point, label: `${place.suburb} ${place.code}` };
        locationProblem.value = null;
        postcodeDialogOpen.value = false;
        zoom.value = MAP_ZOOM_RESET;
        update({ lat: point.latitude, lng: point.longitude, clat: null, clng: null });
      });
      void loadClinics();
    },

    /** The post-code locator's search (the dialog owns its own cancellation). */
    searchPostalCodes(query: string, signal?: AbortSignal): Promise<PostalCodeLocation[]> {
      return api.searchPostalCodes(query, signal);
    },

    setView(next: 'list' | 'map'): void {
      view.value = next;
    },
    mapsLoaded(ok: boolean): void {
      maps.value = ok ? 'ready' : 'failed';
      if (!ok) view.value = 'list';
    },
  };
}
