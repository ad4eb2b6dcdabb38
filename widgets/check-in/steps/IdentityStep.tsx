import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useRuntime } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import { DateOfBirthInput, dateExample, type DateParts } from '../../../src/ui/DateOfBirthInput';
import { Field } from '../../../src/ui/Field';
import { StillWorking } from '../../../src/ui/Pending';
import type { CheckInFlow } from '../check-in-flow';
import { isoFromDateParts } from '../../../src/api/schemas/date-of-birth';
import { identityErrors, localToday } from '../check-in-form';
import { problemText } from '../../../src/api/problem';
import { StepHeading } from '../StepHeading';

/** Last name and date of birth (docs/rules.md#check-in-identity); then, if needed, the patient match form. */
export function IdentityStep({ flow }: { flow: CheckInFlow }) {
  useSignals();
  const { i18n } = useRuntime();
  const t = i18n.t;
  const locale = i18n.locale.value;
  const example = dateExample(locale);
  const [lastName, setLastName] = useState('');
  const [parts, setParts] = useState<DateParts>({ day: '', month: '', year: '' });
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? identityErrors(lastName, parts, localToday()) : {};
  const problem = problemText(t, flow.problem.value, { example });
  const matching = flow.needsMatch.value;
  const [matchError, setMatchError] = useState(false);

  return (
    <form
      className="check-in__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (matching) {
          const missing = !email.trim() && !phone.trim();
          setMatchError(missing);
          if (!missing) void flow.submitMatch({ email: email.trim(), phone: phone.replace(/\D/g, '') });
          return;
        }
        const found = identityErrors(lastName, parts, localToday());
        const iso = isoFromDateParts(parts);
        if (!found.lastName && !found.dateOfBirth && iso) void flow.submitIdentity({ lastName: lastName.trim(), dateOfBirth: iso });
      }}
    >
      <StepHeading>{t(matching ? 'check_in.match_title' : 'check_in.identity_title')}</StepHeading>
      <p>{t(matching ? 'check_in.match_intro' : 'check_in.identity_intro')}</p>
      {problem && <Banner tone="error">{problem}</Banner>}
      {!matching ? (
        <>
          <Field label={t('check_in.last_name')} error={errors.lastName ? t(errors.lastName) : null} required>
            <input
              className="rad-input"
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              maxLength={80}
              onChange={(event) => setLastName(event.currentTarget.value)}
            />
          </Field>
          <DateOfBirthInput
            legend={t('auth.date_of_birth')}
            labels={{ day: t('auth.day'), month: t('auth.month'), year: t('auth.year') }}
            hint={t('auth.date_of_birth_hint', { example })}
            locale={locale}
            value={parts}
            onChange={(part, value) => setParts((current) => ({ ...current, [part]: value }))}
            error={errors.dateOfBirth ? t(errors.dateOfBirth, { example }) : null}
          />
        </>
      ) : (
        <>
          <Field label={t('check_in.match_email')} error={matchError ? t('check_in.match_contact_required') : null}>
            <input
              className="rad-input"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          </Field>
          <Field label={t('check_in.match_phone')} hint={t('check_in.match_phone_hint')}>
            <input
              className="rad-input"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
          </Field>
        </>
      )}
      <StillWorking active={flow.busy.value} />
      <div className="check-in__actions">
        <button type="submit" className="rad-button" part="submit" aria-disabled={flow.busy.value || undefined}>
          {flow.busy.value ? t('check_in.checking') : t('action.continue')}
        </button>
      </div>
    </form>
  );
}
