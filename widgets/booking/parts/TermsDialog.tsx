/**
 * The consent modal of the booking form (parts/BookingForm.tsx): the provider's terms, loaded when
 * it first opens, shown through SafeHtml; Accept ticks the form's consent.
 */
import { useState } from 'react';
import { getTerms } from '../../../src/api/config.api';
import { useRuntime } from '../../../src/element/hooks';
import { useResource } from '../../../src/element/use-resource';
import { Dialog } from '../../../src/ui/Dialog';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { Spinner } from '../../../src/ui/Spinner';

export default function ConsentDialog({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: () => void }) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  // Mounted on the first opening; each later opening asks again, showing the last terms meanwhile.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  const terms = useResource(async (signal) => (await getTerms(runtime.api(), signal)).terms, [runtime, openings]);
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
      {terms.status === 'loading' && terms.data === undefined && <Spinner label={t('message.loading')} />}
      {terms.status === 'error' && <p>{t('booking_form.terms_failed')}</p>}
      {terms.status !== 'error' && terms.data !== undefined && <SafeHtml html={terms.data} className="booking-form__terms" />}
    </Dialog>
  );
}
