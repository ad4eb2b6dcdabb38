import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { KyInstance } from 'ky';
import { answerConsentForms, getConsentForms, getReadiness, searchDoctors } from '../../../src/api/check-in.api';
import type { CheckInReadiness, ConsentForms } from '../../../src/api/schemas/check-in.schema';
import { useRuntime } from '../../../src/element/hooks';
import { formatInClinicZone } from '../../../src/i18n/dates';
import { Banner } from '../../../src/ui/Banner';
import { Spinner } from '../../../src/ui/Spinner';
import type { CheckInFlow } from '../check-in-flow';
import { CheckInForm } from '../CheckInForm';
import { StepHeading } from '../StepHeading';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; readiness: CheckInReadiness; consent: ConsentForms };

/**
 * The code was right: today's appointment, its readiness (document 001 §3), then the check-in
 * form. While the clinic's system prepares and checks in, the form gives way to the progress.
 */
export function SuccessStep({ flow, api }: { flow: CheckInFlow; api: KyInstance }) {
  useSignals();
  const { i18n } = useRuntime();
  const t = i18n.t;
  const item = flow.items.value.find((candidate) => !candidate.checkInPreparedSent) ?? null;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const slug = item?.slug ?? null;

  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    Promise.all([getReadiness(api, slug, controller.signal), getConsentForms(api, slug, controller.signal)]).then(
      ([readiness, consent]) => !controller.signal.aborted && setLoad({ state: 'ready', readiness, consent }),
      () => !controller.signal.aborted && setLoad({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [api, slug, attempt]);

  if (!item) return null;
  const progress = flow.progress.value;
  const when = formatInClinicZone(i18n.intl.value, new Date(item.startsAt), item.timeZone, 'time');

  return (
    <div className="check-in__step">
      <StepHeading>{t('check_in.success_title')}</StepHeading>
      <p part="appointment">{t('check_in.appointment_today', { exam: item.examName, clinic: item.clinicName, time: when })}</p>
      {progress === 'preparing' || progress === 'checking-in' || progress === 'sending-form' ? (
        <Spinner label={t(progress === 'checking-in' ? 'check_in.progress_checking_in' : 'check_in.progress_preparing')} />
      ) : load.state === 'loading' ? (
        <Spinner label={t('check_in.loading')} />
      ) : load.state === 'failed' ? (
        <>
          <Banner tone="error">{t('check_in.load_failed')}</Banner>
          <button type="button" className="rad-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('action.retry')}
          </button>
        </>
      ) : !load.readiness.ready ? (
        // The referral upload control comes with the attachments area (issue 13); until then the person is told what is missing.
        <Banner tone="warning">{t(load.readiness.message ?? 'check_in.not_ready')}</Banner>
      ) : (
        <CheckInForm
          flow={flow}
          item={item}
          consent={load.consent}
          searchDoctors={(text, exclude, signal) => searchDoctors(api, item.slug, text, exclude, signal)}
          saveConsent={async (answers) => {
            await answerConsentForms(api, item.slug, { consentFormAnswer: answers });
          }}
        />
      )}
    </div>
  );
}
