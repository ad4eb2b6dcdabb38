/**
 * Asked in place of the share form when the server answers `403 sharing.code_required`: the
 * patient proves what opening their results takes (date of birth, then the one-time code), the
 * session gains the results grant, and the share is sent with what they had typed. Loaded only
 * when the server asks (React.lazy in ShareDialog): rad-appointments has no bytes to spare.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { authenticatePatient, sendCode, validateCode } from '../api/auth.api';
import { dateOfBirthPartsProblem, isoFromDateParts, localToday } from '../api/schemas/date-of-birth';
import { runtime } from '../runtime';
import { DateOfBirthInput, dateExample, type DateParts } from '../ui/DateOfBirthInput';
import { Field } from '../ui/Field';
import { StillWorking } from '../ui/Pending';
import { proveCode, proveDateOfBirth, resendCode, type UpgradeCalls, type UpgradeState } from './code-upgrade';

export interface CodePromptProps {
  bookingKey: string;
  /** The session now opens the results: send the share again. */
  onVerified: () => void;
}

export default function CodePrompt({ bookingKey, onVerified }: CodePromptProps) {
  const t = runtime.i18n.t;
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<UpgradeState>({ step: 'dob', problem: null });
  const [busy, setBusy] = useState(false);
  const [parts, setParts] = useState<DateParts>({ day: '', month: '', year: '' });
  const [dobChecked, setDobChecked] = useState(false);
  const [code, setCode] = useState('');
  const locale = runtime.i18n.locale.value;
  const example = dateExample(locale);

  const [calls] = useState<UpgradeCalls>(() => {
    const api = runtime.api();
    const link = () => ({ type: 'APPOINTMENT_RESULTS' as const, bookingKey, locale: runtime.i18n.locale.peek() });
    return {
      authenticate: (dateOfBirth) => authenticatePatient(api, { ...link(), dateOfBirth }),
      sendCode: () => sendCode(api, { ...link(), otpMethod: 'EMAIL' }),
      validateCode: (value) => validateCode(api, { ...link(), code: value }),
      has: runtime.i18n.has,
    };
  });

  // Focus goes to the step's first field when it appears and after every refusal (the error is read with it).
  useEffect(() => {
    if (state.step === 'done') return onVerified();
    ref.current?.querySelector<HTMLInputElement>('form:not([hidden]) input')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  async function run(next: () => Promise<UpgradeState>): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      setState(await next());
    } finally {
      setBusy(false);
    }
  }

  const dobRule = dateOfBirthPartsProblem(parts, localToday());
  const dobError = state.step === 'dob' && (dobChecked ? dobRule : null);
  const problem = state.step !== 'done' ? state.problem : null;
  const sent = state.step === 'code' ? state.sent : null;

  return (
    <section ref={ref} className="rad-sharing__verify" aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h3 id={`${id}-title`}>{t('sharing.code_title')}</h3>
      <p>{t('sharing.code_intro')}</p>
      <form
        hidden={state.step !== 'dob'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDobChecked(true);
          const iso = isoFromDateParts(parts);
          if (iso && !dobRule) void run(() => proveDateOfBirth(calls, iso));
        }}
      >
        <DateOfBirthInput
          legend={t('auth.date_of_birth')}
          labels={{ day: t('auth.day'), month: t('auth.month'), year: t('auth.year') }}
          hint={t('auth.date_of_birth_hint', { example })}
          locale={locale}
          value={parts}
          onChange={(part, value) => setParts((current) => ({ ...current, [part]: value }))}
          error={dobError ? t(dobError, { example }) : state.step === 'dob' && problem ? t(problem) : null}
        />
        <button type="submit" className="rad-button" aria-disabled={busy || undefined}>
          {t('auth.submit')}
        </button>
      </form>
      <form
        hidden={state.step !== 'code'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => proveCode(calls, code, sent));
        }}
      >
        <p role="status">
          {sent ? t(sent.channel === 'SMS' ? 'auth.otp_sent_sms' : 'auth.otp_sent_email', { destination: sent.destination }) : ''}
        </p>
        <Field label={t('auth.otp_label')} hint={t('auth.otp_hint')} error={state.step === 'code' && problem ? t(problem) : null}>
          <input
            className="rad-input"
            name="oneTimeCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        </Field>
        <div className="rad-dialog__actions">
          <button type="submit" className="rad-button" aria-disabled={busy || undefined}>
            {t('auth.otp_verify')}
          </button>
          <button
            type="button"
            className="rad-button rad-button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => void run(() => resendCode(calls))}
          >
            {t('auth.otp_resend')}
          </button>
        </div>
      </form>
      <StillWorking active={busy} />
    </section>
  );
}
