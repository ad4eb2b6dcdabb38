/**
 * The booking request on screen, as the header needs it (widgets/portal/README.md#behaviour): whether
 * it has an exam (the booking info button shows only when it has none) and its referral document,
 * if any. The booking-requests widget fills it when it loads a request and empties it on leaving.
 */
import { signal } from '@preact/signals-core';

export interface BookingRequestSummary {
  slug: string;
  hasExam: boolean;
  /** `canView`: the file can be shown in the browser (a PDF), so the link says View, not Download. */
  referral: { id: string; canView: boolean } | null;
}

export type BookingRequestModel = ReturnType<typeof createBookingRequestModel>;

export function createBookingRequestModel() {
  const summary = signal<BookingRequestSummary | null>(null);
  return {
    summary,
    summaryLoaded(next: BookingRequestSummary | null): void {
      summary.value = next;
    },
  };
}
