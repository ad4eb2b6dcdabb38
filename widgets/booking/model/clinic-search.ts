/**
 * The clinics for the chosen exams (docs/rules.md#booking-finder-lists): searched around the patient's place, in the
 * chosen region or mobile location; in a separate booking, for each exam in turn. A newer search,
 * or a path with the `booking` segment, aborts the one in flight, and a late answer is never
 * applied. It also keeps every clinic an answer named, so the finder knows which step it is on.
 */
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { ClinicsSearch } from '../../../src/api/booking.api';
import type { Clinic, PostalCodeLocation } from '../../../src/api/schemas/booking.schema';
import { MAP_ZOOM_RESET } from '../../../src/constants';
import type { Problem } from '../booking.model';
import { chosenRegion } from '../url-state';
import type { ExamCatalogue } from './exam-catalogue';
import type { BookingApi, LocationState, Status } from './finder-types';
import type { FinderUrl } from './finder-url';
import { isAbort, problemOf } from './load-outcome';

export type ClinicSearch = ReturnType<typeof createClinicSearch>;

export function createClinicSearch(
  api: BookingApi,
  finder: FinderUrl,
  exams: Pick<ExamCatalogue, 'unknownExamSlugs' | 'regionUnknown'>,
  location: Signal<LocationState>,
  zoom: Signal<number>,
) {
  const { url, update } = finder;
  const clinicsStatus = signal<Status>('idle');
  const clinics = signal<Clinic[]>([]);
  const clinicsProblem = signal<Problem | null>(null);
  const pcl = signal<PostalCodeLocation | null>(null);
  /** The page is on a `booking` path (cancelsPendingRequests in url-state.ts): the times step makes no slot request until it leaves. */
  const requestsPaused = signal(false);
  /** Every clinic an answer has named, by slug: separate booking shows the clinics chosen for earlier exams. */
  const knownClinics = signal<ReadonlyMap<string, Clinic>>(new Map());
  /** `exam|clinic` pairs an answer has shown: that clinic performs that exam. */
  const performs = signal<ReadonlySet<string>>(new Set());
  let controller: AbortController | null = null;

  /** Separate booking (the `separateBooking` query, widgets/booking/README.md): several exams, a clinic chosen for each in turn. */
  const separate = computed(() => url.value.advanced && url.value.separateBooking && url.value.examSlugs.length > 1);
  /** The exam whose clinic is being chosen: in a separate booking the first without one, else all of them together. */
  const pendingExamIndex = computed(() => (separate.value ? Math.min(url.value.clinicSlugs.length, url.value.examSlugs.length) : 0));
  const step = finderStep(url, exams.unknownExamSlugs, separate, performs, clinics);
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

  function remember(list: readonly Clinic[], examSlugs: readonly string[]): void {
    if (list.length === 0) return;
    const pairs = new Set(performs.value);
    for (const clinic of list) for (const exam of examSlugs) pairs.add(`${exam}|${clinic.slug}`);
    performs.value = pairs;
    const next = new Map(knownClinics.value);
    for (const clinic of list) next.set(clinic.slug, clinic);
    knownClinics.value = next;
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
          finder.raise('clinicSlug');
        });
        return;
      }
    }
  }

  /** The answer is in: shown, remembered, and the selected clinic cleared when it is absent. */
  function apply(answer: { clinics: Clinic[]; pcl: PostalCodeLocation | null }, examSlugs: readonly string[]): void {
    batch(() => {
      remember(answer.clinics, examSlugs);
      clinics.value = answer.clinics;
      pcl.value = answer.pcl;
      clinicsStatus.value = 'ready';
      const here = location.value;
      if (here.source !== 'none' && answer.pcl && !here.label)
        location.value = { ...here, label: `${answer.pcl.suburb} ${answer.pcl.code}` };
      const state = url.value;
      if (state.selectedClinic && !answer.clinics.some((clinic) => clinic.slug === state.selectedClinic)) {
        // A separate booking keeps the clinics chosen for the earlier exams.
        update({ selectedClinic: null, clat: null, clng: null, ...(separate.value ? {} : { clinicSlugs: [] }) });
        zoom.value = MAP_ZOOM_RESET;
      }
    });
  }

  /** Loads the clinics for the chosen exams; a newer call aborts an older one. */
  async function load(): Promise<void> {
    controller?.abort();
    if (url.value.examSlugs.length === 0 || exams.unknownExamSlugs.value.length > 0 || exams.regionUnknown.value) {
      clinicsStatus.value = 'idle';
      return;
    }
    const current = (controller = new AbortController());
    batch(() => {
      clinicsStatus.value = 'loading';
      clinicsProblem.value = null;
    });
    try {
      if (separate.value) {
        await resolveChosenClinics(current.signal);
        if (current.signal.aborted) return;
        if (pendingExamIndex.value >= url.value.examSlugs.length) {
          clinicsStatus.value = 'ready';
          return;
        }
      }
      const search = searchOf();
      const answer = await api.clinics(search, current.signal);
      if (current.signal.aborted) return;
      apply(answer, search.examSlugs);
    } catch (error) {
      if (current.signal.aborted || isAbort(error)) return;
      batch(() => {
        clinicsStatus.value = 'error';
        clinicsProblem.value = problemOf(error, 'error.request_failed');
      });
    } finally {
      if (controller === current) controller = null;
    }
  }

  return {
    /** What the components read and call. */
    exposed: {
      clinicsStatus,
      clinics,
      clinicsProblem,
      pcl,
      requestsPaused,
      knownClinics,
      separate,
      pendingExamIndex,
      step,
      clinicsPerExam,
      selectedClinic,
      retryClinics: load,
    },
    clinicsStatus,
    clinics,
    requestsPaused,
    separate,
    pendingExamIndex,
    step,
    searchOf,
    load,
    /** Nothing in flight may land: the patient left the clinics (or the finder). */
    abort(): void {
      controller?.abort();
      controller = null;
    },
  };
}

/** Which step the finder is on: exams until they are known, clinics until each exam has one it performs. */
function finderStep(
  url: FinderUrl['url'],
  unknownExamSlugs: ReadonlySignal<string[]>,
  separate: ReadonlySignal<boolean>,
  performs: ReadonlySignal<ReadonlySet<string>>,
  clinics: ReadonlySignal<Clinic[]>,
) {
  return computed<'exams' | 'clinics' | 'chosen'>(() => {
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
}
