/**
 * Loads the booking a key names (document 001 §3 "Appointment summary"), again on `reload()`
 * (Retry, or after a change the widget cannot read back); useResource drops a slow old answer.
 */
import { getAppointmentSummary } from '../../../src/api/appointments.api';
import { ApiError } from '../../../src/api/errors';
import type { AppointmentSummary } from '../../../src/api/schemas/appointments.schema';
import { useRuntime } from '../../../src/element/hooks';
import { useResource } from '../../../src/element/use-resource';

export type SummaryState =
  { status: 'loading' } | { status: 'error'; messageKey: string } | { status: 'ready'; summary: AppointmentSummary };

export interface LoadedSummary {
  state: SummaryState;
  /** A change the server answered with the booking as it now stands. */
  show: (summary: AppointmentSummary) => void;
  reload: () => void;
}

export function useAppointmentSummary(bookingKey: string): LoadedSummary {
  const runtime = useRuntime();
  const summary = useResource(bookingKey ? (signal) => getAppointmentSummary(runtime.api(), bookingKey, signal) : null, [
    runtime,
    bookingKey,
  ]);
  const state: SummaryState =
    summary.status === 'ready'
      ? { status: 'ready', summary: summary.data }
      : summary.status === 'error'
        ? { status: 'error', messageKey: summary.error instanceof ApiError ? summary.error.messageKey : 'error.request_failed' }
        : { status: 'loading' };
  return { state, show: summary.set, reload: summary.retry };
}
