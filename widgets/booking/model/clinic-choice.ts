/**
 * Choosing where: a region, a mobile location, a clinic (or one per exam in a
 * separate booking), going back to change it, and where the times grid stands. Choosing the last
 * clinic tells the host the finder's work is done; the times come next (issue 12).
 */
import { batch, type Signal } from '@preact/signals-core';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_REGION_SELECT, SELECT_REGION } from '../../../src/constants';
import type { ClinicSearch } from './clinic-search';
import type { ExamCatalogue } from './exam-catalogue';
import type { ClinicSelection } from './finder-types';
import type { FinderCues } from './finder-cues';
import type { FinderUrl } from './finder-url';

export function createClinicChoice(parts: {
  finder: FinderUrl;
  cues: FinderCues;
  exams: ExamCatalogue;
  clinics: ClinicSearch;
  zoom: Signal<number>;
  clinicSelected(detail: ClinicSelection): void;
}) {
  const { finder, cues, exams, clinics, zoom } = parts;
  const { url, update } = finder;
  const { separate } = clinics;

  /** Separate booking: choose the clinic of exam `index` again (and of the exams after it). */
  function reopenClinic(index: number): void {
    const state = url.value;
    if (!separate.value || index < 0 || index >= state.clinicSlugs.length) return;
    batch(() => {
      update({ clinicSlugs: state.clinicSlugs.slice(0, index), selectedClinic: state.clinicSlugs[index] ?? null }, true);
      cues.requestFocus('step');
    });
    void clinics.load();
  }

  /** For one clinic, or the last exam of a separate booking, the times come next; else the next exam's clinics. */
  function chooseClinic(slug: string): void {
    const clinic = clinics.clinics.value.find((item) => item.slug === slug);
    if (!clinic) return;
    const state = url.value;
    const index = clinics.pendingExamIndex.value;
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
      cues.requestFocus('step');
      const exam = exams.examsBySlug.value.get(state.examSlugs[index] ?? '');
      cues.announce(separate.value && exam ? 'booking.announce_clinic_for' : 'booking.announce_clinic', {
        clinic: clinic.name,
        exam: exam?.name ?? '',
      });
    });
    if (!done) {
      void clinics.load();
      return;
    }
    parts.clinicSelected({
      examSlugs: state.examSlugs,
      clinicSlug: clinicSlugs[0] ?? slug,
      clinicSlugs,
      advanced: state.advanced,
      mobileLocationId: state.mobileLocationId,
    });
  }

  return {
    /**
     * Selecting a region resets the zoom and loads its clinics (docs/rules.md#display-map), and narrows the
     * exam list to what the region's clinics perform. Focus goes to the results it changed.
     */
    chooseRegion(slug: string | null): void {
      batch(() => {
        zoom.value = MAP_ZOOM_REGION_SELECT;
        update({ regionSlug: slug ?? SELECT_REGION, clat: null, clng: null, navigateFromClinic: false });
        finder.settle('regionSlug');
        cues.requestFocus('results');
      });
      void clinics.load();
      void exams.loadRegionExams();
    },
    chooseMobileLocation(id: number | null): void {
      update({ mobileLocationId: id });
      void clinics.load();
    },
    chooseClinic,
    /** Where the slot grid is (view, week, day, times of day): in the URL so a reload or link restores it. */
    setSlotPlace(place: { view: 'WEEK' | 'MONTH'; start: string; day: string | null; timeOfDay: readonly string[] }): void {
      update({ slotsView: place.view, week: place.start, date: place.day, timeOfDay: [...place.timeOfDay] });
    },
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
      cues.requestFocus('step');
    },
    reopenClinic,
    /** The map showed a clinic without choosing it (a marker focused): the map centres there. */
    focusClinic(slug: string): void {
      const clinic = clinics.clinics.value.find((item) => item.slug === slug);
      if (clinic) update({ clat: clinic.latitude, clng: clinic.longitude });
    },
  };
}
