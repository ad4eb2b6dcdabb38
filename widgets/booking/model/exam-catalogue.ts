/**
 * The exam catalogue of the finder (src/api/API.md#booking-finder): the lists, modalities, body figure, regions
 * and mobile locations loaded once, the filters over them (search, list tab, modality, body part),
 * and the narrowing to what a chosen region's clinics perform. A newer load aborts the older one,
 * and a late answer is never applied.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { Exam } from '../../../src/api/schemas/booking.schema';
import type { Problem } from '../booking.model';
import { filterExams, type ExamListTab } from '../exam-filter';
import { chosenRegion } from '../url-state';
import type { BookingApi, Catalogue, Status } from './finder-types';
import type { FinderUrl } from './finder-url';
import { isAbort, problemOf } from './load-outcome';

export type ExamCatalogue = ReturnType<typeof createExamCatalogue>;

export function createExamCatalogue(api: BookingApi, { url, update }: FinderUrl) {
  const catalogueStatus = signal<Status>('idle');
  const catalogue = signal<Catalogue | null>(null);
  const catalogueProblem = signal<Problem | null>(null);
  const search = signal('');
  const listTab = signal<ExamListTab>('general');
  const figureSide = signal<'front' | 'back'>('front');
  /** The exams the chosen region's clinics perform (clinics exams by region); null = no region. */
  const regionExamSlugs = signal<ReadonlySet<string> | null>(null);
  const regionExamsStatus = signal<Status>('idle');
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

  async function load(): Promise<void> {
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

  return {
    /** What the components read and call. */
    exposed: {
      catalogueStatus,
      catalogue,
      catalogueProblem,
      search,
      listTab,
      figureSide,
      regionExamSlugs,
      regionExamsStatus,
      allExams,
      visibleExams,
      chosenExams,
      unknownExamSlugs,
      regionUnknown,
      retryRegionExams: loadRegionExams,
      ...filters(),
    },
    catalogueStatus,
    search,
    examsBySlug,
    unknownExamSlugs,
    regionUnknown,
    load,
    loadRegionExams,
    dispose(): void {
      catalogueController?.abort();
      regionController?.abort();
    },
  };

  /** The list's filters; those a link should keep (modality, body part, tabs) live in the URL. */
  function filters() {
    return {
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
    };
  }
}
