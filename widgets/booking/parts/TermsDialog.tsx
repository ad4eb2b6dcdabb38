/**
 * The consent modal of the booking form (parts/BookingForm.tsx): the provider's terms, loaded when
 * it first opens, shown through SafeHtml; Accept ticks the form's consent.
 */
import { useEffect, useState } from 'react';
import { getTerms } from '../../../src/api/config.api';
import { useRuntime } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { Spinner } from '../../../src/ui/Spinner';

export default function ConsentDialog({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: () => void }) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const [terms, setTerms] = useState<{ status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' }>({
    status: 'loading',
  });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    getTerms(runtime.api(), controller.signal).then(
      (answer) => setTerms({ status: 'ready', html: answer.terms }),
      () => {
        if (!controller.signal.aborted) setTerms({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [open, runtime]);
  return (
    <Dialog
      open={open}
      title={t('booking_form.terms_title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="rad-button" onClick={onAccept}>
            {t('booking_form.accept_terms')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={onClose}>
            {t('action.close')}
          </button>
        </>
      }
    >
      {terms.status === 'loading' && <Spinner label={t('message.loading')} />}
      {terms.status === 'error' && <p>{t('booking_form.terms_failed')}</p>}
      {terms.status === 'ready' && <SafeHtml html={terms.html} className="booking-form__terms" />}
    </Dialog>
  );
}
