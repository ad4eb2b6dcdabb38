import { lazy, Suspense, useState } from 'react';
import { useRuntime } from '../../../src/element/hooks';
import type { CallbackRequest } from '../../../src/api/schemas/slots.schema';
import type { ContactApi } from '../booking-create.api';
import type { ContactValues, Kind } from './ContactDialog';

/**
 * When no time suits (docs/rules.md#rate-booking-contact): ask the booking team to
 * call back, or write to them. The dialogs load when first opened (most patients never need them);
 * their fields keep what was typed when sending fails; the server stores the callback and mails
 * the team (the browser never picks the address).
 */
const ContactDialog = lazy(() => import('./ContactDialog'));

export function ContactTeam({
  api,
  examSlug,
  clinicSlug,
  headingLevel,
}: {
  api: ContactApi;
  examSlug: string;
  clinicSlug?: string | undefined;
  headingLevel: number;
}) {
  const t = useRuntime().i18n.t;
  const Heading = `h${Math.min(6, Math.max(1, headingLevel))}` as 'h3';
  const [open, setOpen] = useState<Kind | null>(null);
  // Mounted from the first opening on, so what was typed stays when the dialog closes and opens again.
  const [wanted, setWanted] = useState(false);
  const show = (kind: Kind) => {
    setWanted(true);
    setOpen(kind);
  };
  const [sent, setSent] = useState<Kind | null>(null);
  return (
    <section className="contact-team" part="contact-team" aria-labelledby="booking-contact-title">
      <Heading id="booking-contact-title" className="contact-team__title">
        {t('booking.contact_heading')}
      </Heading>
      <p>{t('booking.contact_text')}</p>
      <div className="contact-team__actions">
        <button type="button" className="rad-button rad-button--secondary" onClick={() => show('callback')}>
          {t('booking.contact_callback')}
        </button>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => show('email')}>
          {t('booking.contact_email')}
        </button>
      </div>
      <p role="status" className="contact-team__sent">
        {sent ? t(sent === 'callback' ? 'booking.contact_callback_sent' : 'booking.contact_email_sent') : ''}
      </p>
      {wanted && (
        <Suspense fallback={null}>
          <ContactDialog
            kind={open}
            onClose={() => setOpen(null)}
            onSent={(kind) => {
              setOpen(null);
              setSent(kind);
            }}
            send={(kind: Kind, values: ContactValues) =>
              kind === 'callback'
                ? api.callback({
                    name: values.name,
                    phone: values.phone,
                    timeOfDay: values.timeOfDay as CallbackRequest['timeOfDay'],
                    examSlug,
                    ...(clinicSlug ? { clinicSlug } : {}),
                    ...(values.message.trim() ? { note: values.message.trim() } : {}),
                  })
                : api.emailTeam({
                    name: values.name,
                    email: values.email,
                    message: values.message,
                    examSlug,
                    ...(clinicSlug ? { clinicSlug } : {}),
                  })
            }
          />
        </Suspense>
      )}
    </section>
  );
}
