import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useRuntime } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import { Field } from '../../../src/ui/Field';
import { StillWorking } from '../../../src/ui/Pending';
import type { CheckInFlow } from '../check-in-flow';
import { problemText } from '../../../src/api/problem';
import { StepHeading } from '../StepHeading';

/**
 * The one-time code in one field, as authentication asks for it (docs/rules.md#a11y-code-field): digits only,
 * autocomplete="one-time-code" so the phone offers it and a pasted code arrives whole.
 */
export function VerifyStep({ flow }: { flow: CheckInFlow }) {
  useSignals();
  const t = useRuntime().i18n.t;
  const [code, setCode] = useState('');
  const sent = flow.codeSent.value;
  const problem = problemText(t, flow.problem.value);
  return (
    <form
      className="check-in__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submitCode(code);
      }}
    >
      <StepHeading>{t('check_in.verify_title')}</StepHeading>
      {sent && <p>{t(sent.channel === 'SMS' ? 'auth.otp_sent_sms' : 'auth.otp_sent_email', { destination: sent.destination })}</p>}
      <Field label={t('auth.otp_label')} hint={t('auth.otp_hint')} error={problem}>
        <input
          className="rad-input check-in__code"
          name="oneTimeCode"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        />
      </Field>
      {flow.problem.value === null && flow.busy.value && <Banner tone="info">{t('check_in.verifying')}</Banner>}
      <StillWorking active={flow.busy.value} />
      <div className="check-in__actions">
        <button type="button" className="rad-button rad-button--secondary" part="back" onClick={() => flow.back()}>
          {t('check_in.back')}
        </button>
        <button type="submit" className="rad-button" part="submit" aria-disabled={flow.busy.value || undefined}>
          {t('auth.otp_verify')}
        </button>
      </div>
    </form>
  );
}
