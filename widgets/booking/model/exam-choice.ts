/**
 * Choosing the exams: one exam (after its booking request info, when it has one),
 * several ticked together or booked separately, an exam change in place or after an outcome, back
 * to the list and start over. Each choice writes the URL, moves focus, says what it did and asks
 * for the clinics.
 */
import { batch, signal } from '@preact/signals-core';
import type { Exam } from '../../../src/api/schemas/booking.schema';
import { SELECT_REGION } from '../../../src/constants';
import { EMPTY_STATE, type BookingUrlState, type UrlProblem } from '../url-state';
import type { ClinicSearch } from './clinic-search';
import type { ExamCatalogue } from './exam-catalogue';
import type { BookingApi } from './finder-types';
import type { FinderCues } from './finder-cues';
import type { FinderUrl } from './finder-url';
import type { PatientLocation } from './patient-location';

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

export function createExamChoice(parts: {
  api: BookingApi;
  finder: FinderUrl;
  cues: FinderCues;
  exams: ExamCatalogue;
  here: PatientLocation;
  clinics: ClinicSearch;
}) {
  const { api, finder, cues, exams, here, clinics } = parts;
  const { url, update } = finder;
  const { examsBySlug } = exams;
  /** Multiple-procedures tab: exams ticked but not yet confirmed. */
  const ticked = signal<string[]>(url.peek().advanced ? url.peek().examSlugs : []);
  const examInfo = signal<Exam | null>(null);
  /** An exam with showBookingRequestInfoModal waits here until the patient has read the info. */
  const bookingRequestInfo = signal<Exam | null>(null);
  /** The exams chosen before the patient went back to change them (an exam change). */
  let changingFrom: string[] = [];

  /** An exam change: the exams differ from those chosen before, so the URL names the new one. */
  function changedExam(slugs: string[]): string | null {
    const before = changingFrom.length ? changingFrom : url.value.examSlugs;
    return before.length > 0 && before.join() !== slugs.join() ? slugs[0]! : url.value.changedExamSlug;
  }

  /** Exams chosen without a place: the patient is asked for a region first. */
  const regionOrAsk = () => url.value.regionSlug ?? (here.location.value.source === 'none' ? SELECT_REGION : null);

  function onToClinics(settled: UrlProblem | null, names: string): void {
    if (settled) finder.settle(settled);
    changingFrom = [];
    cues.requestFocus('step');
    cues.announce('booking.announce_exam', { exams: names });
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
          regionSlug: regionOrAsk(),
        },
        true,
      );
      onToClinics('examSlug', exam.name);
    });
    void clinics.load();
    here.kioskLocateIfUnknown();
  }

  return {
    ticked,
    examInfo,
    bookingRequestInfo,
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
      const chosen = ticked.value.map((slug) => examsBySlug.value.get(slug)).filter((exam): exam is Exam => !!exam);
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
            groupName: chosen[0]?.groupName || null,
            changedExamSlug: changedExam(ticked.value),
            regionSlug: regionOrAsk(),
          },
          true,
        );
        onToClinics(null, chosen.map((exam) => exam.name).join(', '));
      });
      void clinics.load();
      here.kioskLocateIfUnknown();
    },
    /**
     * Exam change in place: another exam of the same group replaces the chosen one;
     * region and location stay, the URL gains groupName and changedExamSlug.
     */
    changeExam(slug: string): void {
      const exam = examsBySlug.value.get(slug);
      if (!exam || url.value.examSlugs.join() === slug) return;
      batch(() => {
        update(urlAfterExamChange(slug, exam.groupName), true);
        cues.announce('booking.announce_exam', { exams: exam.name });
      });
      void clinics.load();
    },
    backToExams(): void {
      clinics.abort();
      batch(() => {
        if (url.value.examSlugs.length > 0) changingFrom = url.value.examSlugs;
        update(
          { examSlugs: [], advanced: false, clinicSlugs: [], selectedClinic: null, clat: null, clng: null, navigateFromClinic: false },
          true,
        );
        clinics.clinicsStatus.value = 'idle';
        cues.requestFocus('step');
      });
    },
    startOver(): void {
      clinics.abort();
      batch(() => {
        exams.search.value = '';
        ticked.value = [];
        finder.urlProblems.value = [];
        changingFrom = [];
        // The region carries on (the portal carries regionSlug, CARRIED_QUERY in src/router/routes.ts):
        // a patient who chose it keeps it.
        update({ ...EMPTY_STATE, regionSlug: url.value.regionSlug }, true);
        cues.requestFocus('step');
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
      const answer = exam ? await api.clinics({ examSlugs: [slug], location: clinics.searchOf().location }).catch(() => null) : null;
      if (!exam || !answer || answer.clinics.some((item) => item.slug === clinic.slug)) return true;
      batch(() => {
        update(urlAfterExamChange(slug, exam.groupName), true);
        cues.requestFocus('step');
        cues.announce('booking.announce_not_offered', { clinic: clinic.name, exam: exam.name });
      });
      void clinics.load();
      return false;
    },
    /** An exam change adds groupName and changedExamSlug to the URL; the chosen exams stay in it. */
    setChangedExam(slug: string): void {
      update({ changedExamSlug: slug, groupName: examsBySlug.value.get(slug)?.groupName || url.value.groupName });
    },
    /* ---- end issue 12 ---- */
  };
}
