import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { sendCode, validateCode } from '../../src/api/auth.api';
import {
  getCheckInItems,
  getCurrentCheckIn,
  identifyForCheckIn,
  matchPatient,
  pollCheckIn,
  prepareCheckIn,
} from '../../src/api/check-in.api';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Spinner } from '../../src/ui/Spinner';
import { createCheckInFlow, requestedStep, type CheckInFlow } from './check-in-flow';
import './check-in.events';
import { KioskIdentityDialog } from './KioskIdentityDialog';
import { kioskVisitCookie, readKioskIdentity, writeKioskIdentity } from './kiosk-identity';
import { CompleteStep } from './steps/CompleteStep';
import { ConfirmStep } from './steps/ConfirmStep';
import { ErrorStep } from './steps/ErrorStep';
import { FeedbackStep } from './steps/FeedbackStep';
import { IdentityStep } from './steps/IdentityStep';
import { SuccessStep } from './steps/SuccessStep';
import { VerifyStep } from './steps/VerifyStep';

export interface CheckInProps extends BaseWidgetProps {
  /** The step to open on (read once): resumed only as far as the session has come, never past identity. */
  step?: string;
  /** `'true'`: the clinic's kiosk: large targets, device name, a clean start for each person. */
  kioskMode?: string;
  /** `feedback`: the person came to give feedback rather than to check in. */
  process?: string;
}

const PROGRESS_KEYS = {
  idle: '',
  'sending-form': 'check_in.progress_sending',
  preparing: 'check_in.progress_preparing',
  'checking-in': 'check_in.progress_checking_in',
} as const;

/** Digital check-in (/check-in and /kiosk; docs/rules.md#check-in): one step on screen at a time. */
export function CheckIn(props: CheckInProps) {
  useSignals();
  const runtime = useRuntime();
  const { i18n } = runtime;
  const { host } = useWidget();
  const kioskMode = props.kioskMode === 'true';
  const [api] = useState(() => runtime.api());
  const [flow] = useState<CheckInFlow>(() =>
    createCheckInFlow({
      identify: (body, kiosk) => identifyForCheckIn(api, body, kiosk),
      matchPatient: (body, kiosk) => matchPatient(api, body, kiosk),
      sendCode: (body) => sendCode(api, body),
      validateCode: (body) => validateCode(api, body),
      items: (key, signal) => getCheckInItems(api, key, signal),
      prepare: (slug, form) => prepareCheckIn(api, slug, form),
      poll: (slug, step, signal) => pollCheckIn(api, slug, step, signal),
      current: (signal) => getCurrentCheckIn(api, signal),
      kioskMode,
      kioskVisit: kioskVisitCookie,
      process: props.process,
      locale: () => i18n.locale.peek(),
      has: i18n.has,
    }),
  );
  const [device, setDevice] = useState<string | null>(() => (kioskMode ? readKioskIdentity() : null));
  // Polling stops when the element leaves the page (React unmounts it on disconnect).
  useEffect(() => () => flow.dispose(), [flow]);
  // The `step` (and `process`) query parameters (widgets/check-in/README.md): resume as far as the session has come, once, at the start.
  const [initialStep] = useState(() => requestedStep(props.step) ?? (props.process === 'feedback' ? 'feedback' : null));
  useEffect(() => {
    void flow.restore(initialStep);
  }, [flow, initialStep]);

  const step = flow.step.value;
  useEffect(() => {
    emit(host, 'rad-check-in-step', { step, kioskMode });
  }, [host, step, kioskMode]);

  const t = i18n.t;
  const progress = PROGRESS_KEYS[flow.progress.value];
  // Done at the kiosk (and after feedback): the server session goes too (the portal posts the
  // logout), the visit cookie is deleted, the next person starts with nothing.
  const finish = () => {
    if (kioskMode) runtime.store.auth.requestLogout();
    flow.restart();
  };
  return (
    <section
      className={kioskMode ? 'check-in check-in--kiosk' : 'check-in'}
      part="check-in"
      data-step={step}
      aria-busy={flow.busy.value || undefined}
    >
      {step === 'identity' &&
        (flow.restoring.value ? (
          <Spinner label={t('check_in.loading')} />
        ) : (
          <IdentityStep key={`identity-${flow.needsMatch.value}`} flow={flow} />
        ))}
      {step === 'confirm' && <ConfirmStep flow={flow} />}
      {step === 'verify-otp' && <VerifyStep flow={flow} />}
      {step === 'success' && <SuccessStep flow={flow} api={api} />}
      {step === 'complete' && <CompleteStep flow={flow} kioskMode={kioskMode} onDone={finish} />}
      {step === 'feedback' && <FeedbackStep flow={flow} api={api} onDone={finish} />}
      {step === 'error' && <ErrorStep flow={flow} />}
      <p className="check-in__live" role="status" part="status">
        {progress ? t(progress) : ''}
        {progress && flow.connectionTrouble.value ? ` ${t('check_in.connection_trouble')}` : ''}
      </p>
      {kioskMode && (
        <KioskIdentityDialog
          open={device === null}
          onSave={(name) => {
            writeKioskIdentity(name);
            setDevice(name);
          }}
        />
      )}
    </section>
  );
}
