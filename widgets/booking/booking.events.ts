/**
 * The events rad-booking emits, added to the shared event map by declaration merging
 * (src/element/events.ts). Details carry slugs only: no personal data reaches a host's analytics.
 */
import type { ClinicSelection } from './booking.model';

declare module '../../src/element/events' {
  interface RadEventMap {
    /** Exams and clinic are chosen; the times for that clinic come next (issue 12). */
    'rad-booking-clinic-selected': ClinicSelection;
    /** An appointment was booked: counts only, so a host's analytics get nothing personal. */
    'rad-booking-created': BookingCreatedDetail;
  }
}

export type BookingClinicSelectedDetail = ClinicSelection;

export interface BookingCreatedDetail {
  /** REQUESTED: an enquiry was sent (booking requests; staff confirm the times). */
  status: 'BOOKED' | 'PENDING' | 'REQUESTED' | 'FAILED';
  /** Exams booked and exams that could not be. */
  booked: number;
  failed: number;
}
