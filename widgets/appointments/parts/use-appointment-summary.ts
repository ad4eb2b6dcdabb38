/**
 * Loads the booking a key names (document 001 §3 "Appointment summary"), again on `reload()`
 * (Retry, or after a change the widget cannot read back). A newer load aborts the older one, so a
 * slow answer never overwrites a fresh one.
 */
import { useEffect, useState } from 'react';
import { getAppointmentSummary } from '../../../src/api/appointments.api';
import { ApiError } from '../../../src/api/errors';
import type { AppointmentSummary } from '../../../src/api/schemas/appointments.schema';
import { useRuntime } from '../../../src/element/hooks';

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
  const [state, setState] = useState<SummaryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!bookingKey) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getAppointmentSummary(runtime.api(), bookingKey, controller.signal).then(
      (summary) => !controller.signal.aborted && setState({ status: 'ready', summary }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', messageKey: error instanceof ApiError ? error.messageKey : 'error.request_failed' });
      },
    );
    return () => controller.abort();
  }, [runtime, bookingKey, attempt]);

  return {
    state,
    show: (summary) => setState({ status: 'ready', summary }),
    reload: () => setAttempt((n) => n + 1),
  };
}
