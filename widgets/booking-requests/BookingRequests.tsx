/**
 * <rad-booking-requests>: the booking request a secure link opens: its status
 * (waiting, BOOKED, CANCELED), the exam once the clinic chose it, cancel behind a confirmation
 * modal, the booking request info modal and the documents the clinic asks for (exam document
 * types). It tells the portal header about the request (exam chosen, referral) while it shows.
 */
import { useEffect, useState } from 'react';
import { getBookingRequestSummary, setBookingRequestStatus } from '../../src/api/booking-requests.api';
import { ApiError } from '../../src/api/errors';
import { AttachmentsPanel } from '../../src/attachments';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Dialog } from '../../src/ui/Dialog';
import { Spinner } from '../../src/ui/Spinner';
import { bookingRequestKeyOf } from './booking-request-path';
import './booking-requests.events';
import { ConfirmDialog } from './ConfirmDialog';
import { insidePortal, ReferralLink } from './ReferralLink';

export interface BookingRequestsProps extends BaseWidgetProps {
  bookingKey?: string;
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function BookingRequests(props: BookingRequestsProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const t = runtime.i18n.t;
  const bookingKey = props.bookingKey || (typeof location === 'undefined' ? null : bookingRequestKeyOf(location.pathname)) || '';
  const state = useResource(
    bookingKey
      ? async (signal) => {
          const summary = await getBookingRequestSummary(runtime.api(), bookingKey, signal);
          if (!signal.aborted) {
            runtime.store.bookingRequest.summaryLoaded({
              slug: summary.slug,
              hasExam: summary.exam !== null,
              referral: summary.hasReferral ? { id: summary.bookingKey, canView: true } : null,
            });
          }
          return summary;
        }
      : null,
    [runtime, bookingKey],
  );
  const [confirming, setConfirming] = useState(false);
  const [info, setInfo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Leaving the page empties what the header shows about this request.
  useEffect(() => () => runtime.store.bookingRequest.summaryLoaded(null), [runtime]);

  // Every state has the page's heading: a screen-reader user lands on it whatever the load did.
  const framed = (content: React.ReactNode) => (
    <section className="booking-requests" part="booking-request" aria-labelledby="booking-request-page-title">
      <h1 id="booking-request-page-title">{t('page.booking_requests_title')}</h1>
      {content}
    </section>
  );

  if (!bookingKey) {
    return framed(
      <Banner tone="error">
        <p>{t('booking_requests.no_booking')}</p>
      </Banner>,
    );
  }
  if (state.status === 'idle' || state.status === 'loading') return framed(<Spinner label={t('booking_requests.loading')} />);
  if (state.status === 'error') {
    return framed(
      <Banner tone="error">
        <p>{t(notFound(state.error) ? 'booking_requests.not_found' : 'booking_requests.load_failed')}</p>
        <button type="button" className="rad-button rad-button--secondary" onClick={state.retry}>
          {t('action.retry')}
        </button>
      </Banner>,
    );
  }

  const summary = state.data;
  const offerReferral =
    summary.hasReferral &&
    runtime.store.config.config.value?.bookingRequest.bookingRequestsDownloadReferralEnabled === true &&
    !insidePortal(host);
  async function cancel(): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      const next = await setBookingRequestStatus(runtime.api(), summary.bookingKey, { status: 'CANCELED' });
      state.set(next);
      setConfirming(false);
      emit(host, 'rad-booking-request-cancelled', { bookingKey: next.bookingKey });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      setFailure(message?.startsWith('booking_requests.') ? t(message) : t('booking_requests.cancel_failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="booking-requests" part="booking-request" aria-labelledby="booking-request-title">
      <h1 id="booking-request-title">{t('booking_requests.title', { name: summary.patient.firstName })}</h1>
      <p className={`booking-requests__status booking-requests__status--${summary.status.toLowerCase()}`} part="status">
        {t(`booking_requests.status.${summary.status}`)}
      </p>
      <p>{summary.exam ? t('booking_requests.exam', { exam: summary.exam.name }) : t('booking_requests.no_exam')}</p>
      <div className="booking-requests__actions" part="actions">
        <button type="button" className="rad-button rad-button--secondary" onClick={() => setInfo(true)}>
          {t('booking_requests.info')}
        </button>
        {offerReferral && <ReferralLink bookingKey={summary.bookingKey} />}
        {summary.status === 'PENDING' && (
          <button type="button" className="rad-button rad-button--secondary" onClick={() => setConfirming(true)}>
            {t('booking_requests.cancel')}
          </button>
        )}
      </div>
      {summary.status !== 'CANCELED' && <AttachmentsPanel target={{ kind: 'booking-request', id: summary.bookingKey }} />}
      <ConfirmDialog
        open={confirming}
        title={t('booking_requests.cancel_title')}
        message={t('booking_requests.cancel_message')}
        confirmLabel={t('booking_requests.cancel')}
        dismissLabel={t('booking_requests.keep')}
        busy={busy}
        error={failure}
        onConfirm={() => void cancel()}
        onDismiss={() => {
          setConfirming(false);
          setFailure(null);
        }}
      />
      <Dialog
        open={info}
        title={t('booking_requests.info_title')}
        onClose={() => setInfo(false)}
        actions={
          <button type="button" className="rad-button" onClick={() => setInfo(false)}>
            {t('action.close')}
          </button>
        }
      >
        <p>{t('booking_requests.info_text')}</p>
      </Dialog>
    </section>
  );
}
