/**
 * The booking finder of one rad-booking element, composed of one small
 * model per concern in `model/`: the URL state, the exam catalogue, the patient's location, the
 * clinic search, the map, and the choices of exams and clinics. Signals and actions only, no DOM:
 * the calls, the browser's geolocation, the cookie and the URL are injected, so every rule is a
 * unit test. This file wires them and keeps the one public shape the components read.
 */
import { batch } from '@preact/signals-core';
import { createClinicChoice } from './model/clinic-choice';
import { createClinicSearch } from './model/clinic-search';
import { createExamCatalogue } from './model/exam-catalogue';
import { createExamChoice } from './model/exam-choice';
import { createFinderCues } from './model/finder-cues';
import type { BookingDeps } from './model/finder-types';
import { createFinderUrl } from './model/finder-url';
import { createMapView, mapCenter } from './model/map-view';
import { createPatientLocation } from './model/patient-location';
import { cancelsPendingRequests, type BookingUrlState, type UrlProblem } from './url-state';

export type {
  Announcement,
  BookingApi,
  BookingDeps,
  Catalogue,
  ClinicSelection,
  FocusRequest,
  LocationState,
  MapsStatus,
} from './model/finder-types';

/** A translation key, or the server's own words. */
export type Problem = import('../../src/api/problem').Problem;

export type BookingModel = ReturnType<typeof createBookingModel>;

export function createBookingModel(deps: BookingDeps, initial: { state: BookingUrlState; problems: UrlProblem[] }) {
  const finder = createFinderUrl(initial, deps.writeUrl);
  const { url } = finder;
  const cues = createFinderCues();
  const exams = createExamCatalogue(deps.api, finder);
  const map = createMapView(deps.settings.mapsConfigured, initial.state);
  // The location asks for clinics near it, and the clinics are searched around the location:
  // the call goes through a function because `clinics` does not exist yet.
  const here = createPatientLocation(deps, finder, map.zoom, () => void clinics.load());
  const clinics = createClinicSearch(deps.api, finder, exams, here.location, map.zoom);
  const examChoice = createExamChoice({ api: deps.api, finder, cues, exams, here, clinics });
  const clinicChoice = createClinicChoice({ finder, cues, exams, clinics, zoom: map.zoom, clinicSelected: deps.clinicSelected });
  const reloadAfterCatalogue = () => Promise.all([clinics.load(), exams.loadRegionExams()]);

  /** The page's URL changed (back/forward, or the portal moved): follow it. */
  function urlChanged(pathname: string, next: { state: BookingUrlState; problems: UrlProblem[] }): void {
    if (cancelsPendingRequests(pathname)) {
      clinics.abort();
      clinics.requestsPaused.value = true;
      return;
    }
    clinics.requestsPaused.value = false;
    const before = url.value;
    const stepBefore = clinics.step.peek();
    batch(() => {
      url.value = next.state;
      finder.urlProblems.value = next.problems;
      if (next.state.advanced) examChoice.ticked.value = next.state.examSlugs;
      here.followUrl(next.state);
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
      void clinics.load();
    }
    if (before.regionSlug !== next.state.regionSlug) void exams.loadRegionExams();
    // Back and Forward move between steps too: focus follows, as after a choice.
    if (clinics.step.peek() !== stepBefore || pending(before) !== pending(next.state)) cues.requestFocus('step');
  }

  // Each concern exposes what the components read and call; the rest stays between the models.
  return {
    url,
    urlProblems: finder.urlProblems,
    ...cues.exposed,
    ...exams.exposed,
    ...here.exposed,
    ...clinics.exposed,
    ...map.exposed,
    center: mapCenter(url, clinics.clinics, here.location, deps.settings.defaultLocation),
    ...examChoice,
    ...clinicChoice,
    /** Loads the catalogue, the remembered postcode, then the clinics the URL asks for. */
    async start(): Promise<void> {
      await Promise.all([exams.load(), here.restoreRememberedPostcode()]);
      if (exams.catalogueStatus.value !== 'ready') return;
      here.kioskLocateIfUnknown();
      await reloadAfterCatalogue();
    },
    retryCatalogue: () => exams.load().then(reloadAfterCatalogue),
    urlChanged,
    /** Leaving the finder (unmount): nothing in flight may land afterwards. */
    dispose(): void {
      clinics.abort();
      exams.dispose();
    },
  };
}
