import { useState } from 'react';
import { useRuntime } from '../../src/element/hooks';
import { Field } from '../../src/ui/Field';
import { StillWorking } from '../../src/ui/Pending';
import { Spinner } from '../../src/ui/Spinner';
import type { AuthFlow } from './auth-flow';
import { AuthDialog } from './AuthDialog';
import { problemText, translatable } from '../../src/api/problem';
import { codeError, normaliseCode } from './validators';

interface Props {
  flow: AuthFlow;
  open: boolean;
  onDismiss: () => void;
}

/**
 * One field, digits only, exactly 6 (docs/rules.md#sign-in-code-format), resend disabled for the
 * configured seconds with a countdown (docs/rules.md#sign-in-code-resend). One box with autocomplete="one-time-code" so the phone offers the code and paste
 * works whole (WCAG 3.3.8 accessible authentication).
 */
export function CodeDialog({ flow, open, onDismiss }: Props) {
  const { i18n } = useRuntime();
  const t = i18n.t;
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const sent = flow.codeSent.value;
  const verifying = flow.phase.value === 'code-verifying';
  const localError = codeError(code);
  const resendIn = flow.resendIn.value;

  return (
    <AuthDialog
      open={open}
      title={t('auth.otp_title')}
      message={sent ? t(sent.channel === 'SMS' ? 'auth.otp_sent_sms' : 'auth.otp_sent_email', { destination: sent.destination }) : null}
      problem={problemText(i18n.t, translatable(flow.codeProblem.value, i18n.has))}
      busy={verifying}
      onDismiss={onDismiss}
      onSubmit={() => {
        setSubmitted(true);
        if (!localError) void flow.submitCode(code);
      }}
    >
      <Field label={t('auth.otp_label')} hint={t('auth.otp_hint')} error={submitted && localError ? t(localError.key) : null}>
        <input
          className="rad-input auth-code"
          name="oneTimeCode"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(normaliseCode(event.currentTarget.value))}
        />
      </Field>
      <p className="auth-resend" part="resend-status">
        {resendIn > 0 ? t('auth.otp_resend_in', { seconds: resendIn }) : null}
      </p>
      <p className="auth-resent" role="status">
        {flow.resent.value ? t('auth.otp_resent') : null}
      </p>
      {verifying && <Spinner label={t('auth.authenticating')} />}
      <StillWorking active={verifying || flow.sending.value} />
      <div className="rad-dialog__actions">
        <button
          type="button"
          className="rad-button rad-button--secondary"
          part="resend"
          // aria-disabled, not disabled: the countdown starts on click and must not drop the focus.
          aria-disabled={resendIn > 0 || verifying || flow.sending.value || undefined}
          onClick={() => {
            if (resendIn === 0 && !verifying) void flow.resendCode();
          }}
        >
          {t('auth.otp_resend')}
        </button>
        <button type="submit" className="rad-button" part="verify" aria-disabled={verifying || undefined}>
          {t('auth.otp_verify')}
        </button>
      </div>
    </AuthDialog>
  );
}
