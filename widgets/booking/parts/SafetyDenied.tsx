/**
 * A booking an answer denied (docs/rules.md#questionnaire-deny): the
 * provider's reason (the deny page's own element, by the message's id), then what the patient can
 * do, since a deny page alone was a dead end: call the clinic (its phone from the clinic data the
 * booking has), leave a number for a call back (a callback request), or go back to the
 * exams. Nobody is said to be calling until a number was left. Its own chunk: few bookings need it.
 */
import { createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../../src/element/hooks';
import type { CallbackRequest } from '../../../src/api/schemas/slots.schema';
import type { DenyReason } from '../appointment-flow';
import type { ContactApi } from '../booking-create.api';

const ContactDialog = lazy(() => import('./ContactDialog'));

export default function SafetyDenied({
  reason,
  exams,
  examSlug,
  clinicSlug,
  clinic,
  level,
  api,
  onBack,
}: {
  reason: DenyReason;
  exams: string;
  examSlug?: string | undefined;
  clinicSlug?: string | undefined;
  clinic: { name: string; phone: string } | null;
  level: number;
  api: ContactApi;
  onBack(): void;
}) {
  const t = useRuntime().i18n.t;
  const heading = useRef<HTMLHeadingElement>(null);
  const [deny, setDeny] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [sent, setSent] = useState(false);

  // The questions' dialog has closed and the form is gone: this heading is where the patient is now.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    import('../../deny/index').then(
      () => live && setDeny('ready'),
      () => live && setDeny('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  const phone = clinic?.phone.trim();
  return (
    <section className="denied" part="denied" aria-labelledby="booking-denied-title">
      {createElement(
        `h${Math.min(6, Math.max(1, level))}`,
        { id: 'booking-denied-title', className: 'booking__title', tabIndex: -1, ref: heading },
        t('booking.denied_heading', { exams }),
      )}
      {deny === 'ready' && (
        <rad-deny
          heading-level={Math.min(6, level + 1)}
          {...(reason.messageId ? { 'message-id': reason.messageId } : { message: reason.message ?? 'message.deny_restrict' })}
        />
      )}
      {deny === 'failed' && <p>{t('booking.denied_by_answers')}</p>}
      {clinic && phone && (
        <p className="denied__call">
          {t('booking.denied_call', { clinic: clinic.name })}{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="denied__phone">
            {phone}
          </a>
        </p>
      )}
      <p>{t('booking.denied_callback_text')}</p>
      <div className="denied__actions">
        <button
          type="button"
          className="rad-button"
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          {t('booking.contact_callback')}
        </button>
        <button type="button" className="rad-button rad-button--secondary" onClick={onBack}>
          {t('booking.denied_back')}
        </button>
      </div>
      <p role="status" className="denied__sent">
        {sent ? t('booking.contact_callback_sent') : ''}
      </p>
      {wanted && (
        <Suspense fallback={null}>
          <ContactDialog
            kind={open ? 'callback' : null}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
            send={(_kind, values) =>
              api.callback({
                name: values.name,
                phone: values.phone,
                timeOfDay: values.timeOfDay as CallbackRequest['timeOfDay'],
                ...(examSlug ? { examSlug } : {}),
                ...(clinicSlug ? { clinicSlug } : {}),
                ...(values.message.trim() ? { note: values.message.trim() } : {}),
              })
            }
          />
        </Suspense>
      )}
    </section>
  );
}
