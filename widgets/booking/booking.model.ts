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
export type Problem = { key: string } | { text: string };

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

function problemOf(error: unknown, fallback: string): Problem {
  if (error instanceof ApiError) return error.serverMessage ? { text: error.serverMessage } : { key: error.messageKey };
  return { key: fallback };
}

const isAbort = (error: unknown) => error instanceof ApiError && error.kind === 'aborted';

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
  let clinicsController: AbortController | null = null;
  let catalogueController: AbortController | null = null;

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
    return filterExams(pool, { modality: url.value.modality, bodyPart: url.value.bodyPart, search: search.value });
  });
  const chosenExams = computed(() => url.value.examSlugs.map((slug) => examsBySlug.value.get(slug)).filter((exam): exam is Exam => !!exam));
  /** Exam slugs from the URL that the catalogue does not know (a stale or mistyped link). */
  const unknownExamSlugs = computed(() => (catalogue.value ? url.value.examSlugs.filter((slug) => !examsBySlug.value.has(slug)) : []));
  const regionUnknown = computed(() => {
    const region = chosenRegion(url.value);
    return !!region && !!catalogue.value && !catalogue.value.regions.some((item) => item.slug === region);
  });
  const step = computed<'exams' | 'clinics' | 'chosen'>(() => {
    if (url.value.examSlugs.length === 0 || unknownExamSlugs.value.length > 0) return 'exams';
    const clinic = url.value.advanced ? url.value.clinicSlugs[0] : url.value.selectedClinic;
    return clinic && clinics.value.some((item) => item.slug === clinic) && !url.value.navigateFromClinic ? 'chosen' : 'clinics';
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
    return {
      examSlugs: url.value.examSlugs,
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
      const answer = await api.clinics(searchOf(), controller.signal);
      if (controller.signal.aborted) return;
      batch(() => {
        clinics.value = answer.clinics;
        pcl.value = answer.pcl;
        clinicsStatus.value = 'ready';
        const here = location.value;
        if (here.source !== 'none' && answer.pcl && !here.label)
          location.value = { ...here, label: `${answer.pcl.suburb} ${answer.pcl.code}` };
        // The selected clinic is cleared when it is absent from the answer (spec 001 §4 Map).
        const state = url.value;
        if (state.selectedClinic && !answer.clinics.some((clinic) => clinic.slug === state.selectedClinic)) {
          update({ selectedClinic: null, clat: null, clng: null, clinicSlugs: [] });
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

  function proceedWithExam(exam: Exam): void {
    batch(() => {
      update(
        {
          examSlugs: [exam.slug],
          advanced: false,
          clinicSlugs: [],
          groupName: exam.groupName || null,
          selectedClinic: null,
          clat: null,
          clng: null,
          navigateFromClinic: false,
          regionSlug: url.value.regionSlug ?? (location.value.source === 'none' ? SELECT_REGION : null),
        },
        true,
      );
      urlProblems.value = urlProblems.value.filter((problem) => problem !== 'examSlug');
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

    /** Loads the catalogue, the remembered postcode, then the clinics the URL asks for. */
    async start(): Promise<void> {
      await Promise.all([loadCatalogue(), restoreRememberedPostcode()]);
      if (catalogueStatus.value !== 'ready') return;
      kioskLocateIfUnknown();
      await loadClinics();
    },
    retryCatalogue: () => loadCatalogue().then(() => loadClinics()),
    retryClinics: loadClinics,

    /** The page's URL changed (back/forward, or the portal moved): follow it. */
    urlChanged(pathname: string, next: { state: BookingUrlState; problems: UrlProblem[] }): void {
      if (cancelsPendingRequests(pathname)) {
        clinicsController?.abort();
        clinicsController = null;
        return;
      }
      const before = url.value;
      batch(() => {
        url.value = next.state;
        urlProblems.value = next.problems;
        if (next.state.advanced) ticked.value = next.state.examSlugs;
      });
      if (
        before.examSlugs.join() !== next.state.examSlugs.join() ||
        before.regionSlug !== next.state.regionSlug ||
        before.mobileLocationId !== next.state.mobileLocationId
      ) {
        void loadClinics();
      }
    },
    /** Leaving the finder (unmount): nothing in flight may land afterwards. */
    dispose(): void {
      clinicsController?.abort();
      catalogueController?.abort();
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
    /** Multiple procedures: the ticked exams go on together (advanced booking). */
    continueWithTicked(separateBooking = false): void {
      if (ticked.value.length === 0) return;
      const first = examsBySlug.value.get(ticked.value[0]!);
      update(
        {
          examSlugs: ticked.value,
          advanced: true,
          clinicSlugs: [],
          selectedClinic: null,
          separateBooking,
          groupName: first?.groupName || null,
          regionSlug: url.value.regionSlug ?? (location.value.source === 'none' ? SELECT_REGION : null),
        },
        true,
      );
      void loadClinics();
      kioskLocateIfUnknown();
    },
    backToExams(): void {
      clinicsController?.abort();
      update(
        { examSlugs: [], advanced: false, clinicSlugs: [], selectedClinic: null, clat: null, clng: null, navigateFromClinic: false },
        true,
      );
      clinicsStatus.value = 'idle';
    },
    startOver(): void {
      clinicsController?.abort();
      search.value = '';
      ticked.value = [];
      urlProblems.value = [];
      update({ ...EMPTY_STATE }, true);
    },

    /** Selecting a region resets the zoom and loads its clinics (spec 001 §4 Map). */
    chooseRegion(slug: string | null): void {
      zoom.value = MAP_ZOOM_REGION_SELECT;
      update({ regionSlug: slug ?? SELECT_REGION, clat: null, clng: null, navigateFromClinic: false });
      urlProblems.value = urlProblems.value.filter((problem) => problem !== 'regionSlug');
      void loadClinics();
    },
    chooseMobileLocation(id: number | null): void {
      update({ mobileLocationId: id });
      void loadClinics();
    },

    /** A clinic is chosen: the finder's work is done; the times come next (issue 12). */
    chooseClinic(slug: string): void {
      const clinic = clinics.value.find((item) => item.slug === slug);
      if (!clinic) return;
      zoom.value = MAP_ZOOM_DEFAULT;
      const state = url.value;
      update(
        {
          selectedClinic: slug,
          clat: clinic.latitude,
          clng: clinic.longitude,
          navigateFromClinic: false,
          ...(state.advanced ? { clinicSlugs: [slug] } : {}),
        },
        true,
      );
      deps.clinicSelected({
        examSlugs: state.examSlugs,
        clinicSlug: slug,
        clinicSlugs: state.advanced ? [slug] : [],
        advanced: state.advanced,
        mobileLocationId: state.mobileLocationId,
      });
    },
    /* ---- issue 12: a questionnaire outcome changed an exam ---- */
    /** A catalogue exam by slug (an outcome's new exam), or undefined. */
    examBySlug(slug: string): Exam | undefined {
      return examsBySlug.value.get(slug);
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
    /** Back from "clinic chosen" to the list, keeping the clinic highlighted. */
    changeClinic(): void {
      update({ navigateFromClinic: true }, true);
    },
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
