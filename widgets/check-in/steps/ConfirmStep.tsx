import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { OtpMethod } from '../../../src/api/schemas/auth.schema';
import { useRuntime } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import { StillWorking } from '../../../src/ui/Pending';
import type { CheckInFlow } from '../check-in-flow';
import { problemText } from '../../../src/api/problem';
import { StepHeading } from '../StepHeading';

/** We found today's booking: the person confirms it is theirs by asking for a code (e-mail or SMS). */
export function ConfirmStep({ flow }: { flow: CheckInFlow }) {
  useSignals();
  const t = useRuntime().i18n.t;
  const [method, setMethod] = useState<OtpMethod>('EMAIL');
  const problem = problemText(t, flow.problem.value);
  return (
    <form
      className="check-in__step"
      onSubmit={(event) => {
        event.preventDefault();
        void flow.sendCode(method);
      }}
    >
      <StepHeading>{t('check_in.confirm_title')}</StepHeading>
      <p>{t('check_in.confirm_intro')}</p>
      {problem && <Banner tone="error">{problem}</Banner>}
      <fieldset className="check-in__choices">
        <legend>{t('check_in.code_channel')}</legend>
        {(['EMAIL', 'SMS'] as const).map((value) => (
          <label key={value} className="check-in__choice">
            <input type="radio" name="otpMethod" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {t(value === 'EMAIL' ? 'check_in.code_by_email' : 'check_in.code_by_sms')}
          </label>
        ))}
      </fieldset>
      <StillWorking active={flow.busy.value} />
      <div className="check-in__actions">
        <button type="button" className="rad-button rad-button--secondary" part="back" onClick={() => flow.back()}>
          {t('check_in.back')}
        </button>
        <button type="submit" className="rad-button" part="submit" aria-disabled={flow.busy.value || undefined}>
          {flow.busy.value ? t('check_in.sending_code') : t('check_in.send_code')}
        </button>
      </div>
    </form>
  );
}
