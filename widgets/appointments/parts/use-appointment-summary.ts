/**
 * Loads the booking a key names (`GET …/summary`, src/api/API.md#appointments) through `useResource`, again
 * on `reload()` (Retry, or after a change the widget cannot read back). A newer load aborts the
 * older one, so a slow answer never overwrites a fresh one.
 *
 * Each exam's consent forms (shown inside the exam's card, above the booking's buttons) are asked
 * for as soon as the summary names the exams, and the page is drawn once they are in: drawn before,
 * their panel would push "Confirm my appointment" down the screen as the patient reaches for it
 * (issue 25, layout shift). A slow answer does not hold the page longer than CONSENT_WAIT_MS; it
 * is shown when it comes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAppointmentSummary } from '../../../src/api/appointments.api';
import { getConsentForms } from '../../../src/api/check-in.api';
import { ApiError } from '../../../src/api/errors';
import type { AppointmentSummary } from '../../../src/api/schemas/appointments.schema';
import type { ConsentForms } from '../../../src/api/schemas/check-in.schema';
import { useRuntime } from '../../../src/element/hooks';
import { useResource, type Resource } from '../../../src/element/use-resource';

export type SummaryState =
  { status: 'loading' } | { status: 'error'; messageKey: string } | { status: 'ready'; summary: AppointmentSummary };

/** An exam's consent forms by item slug: null when they could not be read (nothing is shown), absent while asked. */
export type ConsentByItem = Readonly<Record<string, ConsentForms | null>>;

export interface LoadedSummary {
  state: SummaryState;
  consent: ConsentByItem;
  /** A change the server answered with the booking as it now stands. */
  show: (summary: AppointmentSummary) => void;
  reload: () => void;
}

/** How long a slow consent answer may hold the first drawing of the page. */
export const CONSENT_WAIT_MS = 3000;

/** The exams whose card shows consent forms: those still to happen in a booking that stands. */
export function consentSlugs(summary: AppointmentSummary): string[] {
  if (summary.status === 'CANCELED') return [];
  return summary.items.filter((item) => item.status !== 'CANCELED' && item.status !== 'PENDING').map((item) => item.slug);
}

export function useAppointmentSummary(bookingKey: string): LoadedSummary {
  const runtime = useRuntime();
  const [consent, setConsent] = useState<ConsentByItem>({});
  const asked = useRef(new Set<string>());

  const loadConsent = useCallback(
    (slugs: readonly string[], signal: AbortSignal): Promise<unknown> =>
      Promise.all(
        slugs
          .filter((slug) => !asked.current.has(slug))
          .map((slug) => {
            asked.current.add(slug);
            return getConsentForms(runtime.api(), slug, signal)
              .catch((error: unknown) => {
                if (!(error instanceof ApiError) && !signal.aborted) console.error(error);
                return null;
              })
              .then((forms) => {
                if (signal.aborted) asked.current.delete(slug);
                else setConsent((current) => ({ ...current, [slug]: forms }));
              });
          }),
      ),
    [runtime],
  );

  const resource = useResource(
    bookingKey
      ? async (signal) => {
          setConsent({});
          asked.current.clear();
          const summary = await getAppointmentSummary(runtime.api(), bookingKey, signal);
          let waited: ReturnType<typeof setTimeout> | undefined;
          await Promise.race([
            loadConsent(consentSlugs(summary), signal),
            new Promise((resolve) => (waited = setTimeout(resolve, CONSENT_WAIT_MS))),
          ]);
          clearTimeout(waited);
          return summary;
        }
      : null,
    [runtime, bookingKey, loadConsent],
  );

  // A change can bring an exam the page has not asked about (a reschedule to another exam).
  const shown = resource.status === 'ready' ? resource.data : null;
  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    void loadConsent(consentSlugs(shown), controller.signal);
    return () => controller.abort();
  }, [shown, loadConsent]);

  return { state: summaryState(resource), consent, show: resource.set, reload: resource.retry };
}

/** The page shows a spinner while any load runs (a reload after a change included), as it always has. */
function summaryState(resource: Resource<AppointmentSummary>): SummaryState {
  if (resource.status === 'ready') return { status: 'ready', summary: resource.data };
  if (resource.status === 'error') {
    return { status: 'error', messageKey: resource.error instanceof ApiError ? resource.error.messageKey : 'error.request_failed' };
  }
  return { status: 'loading' };
}
