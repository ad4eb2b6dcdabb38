/**
 * The booking team's dialogs (parts/ContactTeam.tsx): a call back, or an e-mail. Loaded when first
 * opened. Each checks its fields (valibot), keeps what was typed when sending fails, and shows a
 * refusal of the server (the 400 issues) at its field.
 */
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { problemKey } from '../../../src/api/errors';
import { fieldProblems } from '../../../src/api/field-problems';
import { useRuntime } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import { Dialog } from '../../../src/ui/Dialog';
import { Field } from '../../../src/ui/Field';

export type Kind = 'callback' | 'email';
export type ContactValues = { name: string; phone: string; timeOfDay: string; email: string; message: string };
type Errors = Partial<Record<keyof ContactValues, string>>;

const EMPTY: ContactValues = { name: '', phone: '', timeOfDay: 'any', email: '', message: '' };
const TIMES = ['any', 'morning', 'afternoon', 'evening'] as const;

const name = v.pipe(v.string(), v.trim(), v.minLength(1, 'booking.contact_name_required'), v.maxLength(200, 'booking_form.too_long'));
const SCHEMAS = {
  callback: v.object({
    name,
    phone: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,10}$/, 'booking.contact_phone_invalid')),
    timeOfDay: v.picklist(TIMES),
    message: v.pipe(v.string(), v.maxLength(500, 'booking_form.too_long')),
  }),
  email: v.object({
    name,
    email: v.pipe(v.string(), v.trim(), v.email('booking_form.email_invalid'), v.maxLength(254, 'booking_form.email_invalid')),
    message: v.pipe(v.string(), v.trim(), v.minLength(1, 'booking.contact_message_required'), v.maxLength(1000, 'booking_form.too_long')),
  }),
};

export default function ContactDialog({
  kind,
  onClose,
  onSent,
  send,
}: {
  kind: Kind | null;
  onClose(): void;
  onSent(kind: Kind): void;
  send(kind: Kind, values: ContactValues): Promise<unknown>;
}) {
  const { t, has } = useRuntime().i18n;
  const [values, setContactValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'sending' | { failed: string }>('idle');
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof ContactValues, value: string) => {
    setContactValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const error = (field: keyof ContactValues) => (errors[field] ? t(errors[field]!) : null);

  /** Each message at its field, the first of them focused; false when none is one of the form's. */
  function showErrors(found: Errors): boolean {
    const first = (Object.keys(EMPTY) as (keyof ContactValues)[]).find((field) => found[field]);
    if (!first) return false;
    setErrors(found);
    form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
    return true;
  }

  async function submit(): Promise<void> {
    if (!kind || state === 'sending') return;
    const checked = v.safeParse(SCHEMAS[kind], values, { abortPipeEarly: true });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.issues) {
        const field = issue.path?.[0]?.key as keyof ContactValues | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      showErrors(found);
      return;
    }
    setState('sending');
    try {
      await send(kind, values);
      setState('idle');
      setContactValues((current) => ({ ...current, message: '' }));
      onSent(kind);
    } catch (failure) {
      // Refused field by field (the agreed 400 issues): at the fields; else what happened.
      if (showErrors(fieldProblems(failure, has))) setState('idle');
      else setState({ failed: problemKey(failure, has) });
    }
  }

  return (
    <Dialog
      open={kind !== null}
      title={t(kind === 'email' ? 'booking.contact_email' : 'booking.contact_callback')}
      onClose={onClose}
      actions={
        <>
          <button type="submit" form="booking-contact-form" className="rad-button" aria-disabled={state === 'sending' || undefined}>
            {t(state === 'sending' ? 'booking.contact_sending' : 'booking.contact_send')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={onClose}>
            {t('action.close')}
          </button>
        </>
      }
    >
      <form
        id="booking-contact-form"
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {typeof state === 'object' && (
          <Banner tone="error">
            <p>{t(state.failed)}</p>
            <p>{t('booking_form.kept')}</p>
          </Banner>
        )}
        <div data-field="name">
          <Field label={t('booking.contact_name')} error={error('name')} required>
            <input autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
          </Field>
        </div>
        {kind === 'callback' ? (
          <>
            <div data-field="phone">
              <Field label={t('auth.contact_number')} hint={t('auth.contact_number_hint')} error={error('phone')} required>
                <input
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={values.phone}
                  onChange={(e) => set('phone', e.target.value)}
                />
              </Field>
            </div>
            <div data-field="timeOfDay">
              <Field label={t('booking.contact_time_of_day')}>
                <select value={values.timeOfDay} onChange={(e) => set('timeOfDay', e.target.value)}>
                  {TIMES.map((time) => (
                    <option key={time} value={time}>
                      {t(time === 'any' ? 'booking.contact_any_time' : `slots.${time}`)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </>
        ) : (
          <div data-field="email">
            <Field label={t('booking_form.email')} error={error('email')} required>
              <input type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
            </Field>
          </div>
        )}
        <div data-field="message">
          <Field
            label={t(kind === 'email' ? 'booking.contact_message' : 'booking.contact_note')}
            error={error('message')}
            required={kind === 'email'}
          >
            <textarea rows={4} value={values.message} onChange={(e) => set('message', e.target.value)} />
          </Field>
        </div>
      </form>
    </Dialog>
  );
}
