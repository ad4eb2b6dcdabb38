import { useState } from 'react';
import { dateOfBirthPartsProblem, isoFromDateParts, localToday } from '../../src/api/schemas/date-of-birth';
import { useRuntime } from '../../src/element/hooks';
import { DateOfBirthInput, dateExample, type DateParts } from '../../src/ui/DateOfBirthInput';
import { Field } from '../../src/ui/Field';
import { StillWorking } from '../../src/ui/Pending';
import { Spinner } from '../../src/ui/Spinner';
import type { AuthFlow } from './auth-flow';
import { AuthDialog } from './AuthDialog';
import { problemText, translatable } from '../../src/api/problem';
import { contactNumberError } from './validators';

interface Props {
  flow: AuthFlow;
  open: boolean;
  titleKey: string;
  messageKey: string;
  /** What follows the date of birth (the server's requirements): said before it is typed. */
  nextKey: string | null;
  contactNumberEnabled: boolean;
  onDismiss: () => void;
}

/**
 * Date of birth required, a real date, not in the future (docs/rules.md#booking-date-of-birth),
 * submit disabled while invalid; contact number only when the provider asks
 * (docs/rules.md#booking-contact-number). What was typed stays after a failure.
 */
export function DateOfBirthDialog({ flow, open, titleKey, messageKey, nextKey, contactNumberEnabled, onDismiss }: Props) {
  const { i18n } = useRuntime();
  const t = i18n.t;
  const [parts, setParts] = useState<DateParts>({ day: '', month: '', year: '' });
  const [contact, setContact] = useState('');
  const [touched, setTouched] = useState({ date: false, contact: false });
  const locale = i18n.locale.value;
  const example = dateExample(locale);
  const dateError = dateOfBirthPartsProblem(parts, localToday());
  const contactError = contactNumberEnabled ? contactNumberError(contact) : null;
  const busy = flow.phase.value === 'authenticating';

  return (
    <AuthDialog
      open={open}
      title={t(titleKey)}
      message={nextKey ? `${t(messageKey)} ${t(nextKey)}` : t(messageKey)}
      problem={problemText(i18n.t, translatable(flow.dobProblem.value, i18n.has))}
      busy={busy}
      onDismiss={onDismiss}
      onSubmit={() => {
        setTouched({ date: true, contact: true });
        const iso = isoFromDateParts(parts);
        if (!iso || dateError || contactError) return;
        void flow.submitDateOfBirth(iso, contactNumberEnabled ? contact.trim() : '');
      }}
    >
      <DateOfBirthInput
        legend={t('auth.date_of_birth')}
        labels={{ day: t('auth.day'), month: t('auth.month'), year: t('auth.year') }}
        hint={t('auth.date_of_birth_hint', { example })}
        locale={locale}
        value={parts}
        onChange={(part, value) => setParts((current) => ({ ...current, [part]: value }))}
        onBlur={() => setTouched((current) => ({ ...current, date: true }))}
        error={touched.date && dateError ? t(dateError, { example }) : null}
      />
      {contactNumberEnabled && (
        <Field
          label={t('auth.contact_number')}
          hint={t('auth.contact_number_hint')}
          error={touched.contact && contactError ? t(contactError.key) : null}
        >
          <input
            className="rad-input"
            name="contactNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={contact}
            onChange={(event) => setContact(event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, contact: true }))}
          />
        </Field>
      )}
      {busy && <Spinner label={t('auth.authenticating')} />}
      <StillWorking active={busy} />
      <div className="rad-dialog__actions">
        <button
          type="submit"
          className="rad-button"
          part="submit"
          disabled={Boolean(dateError || contactError)}
          // Not disabled while checking: a disabled button would drop the focus it holds.
          aria-disabled={busy || undefined}
        >
          {t('auth.submit')}
        </button>
      </div>
    </AuthDialog>
  );
}
