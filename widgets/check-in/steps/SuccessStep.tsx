import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { KyInstance } from 'ky';
import { answerConsentForms, getConsentForms, getReadiness, searchDoctors } from '../../../src/api/check-in.api';
import { useRuntime } from '../../../src/element/hooks';
import { useResource } from '../../../src/element/use-resource';
import { formatInClinicZone } from '../../../src/i18n/dates';
import { Banner } from '../../../src/ui/Banner';
import { Dialog } from '../../../src/ui/Dialog';
import { Spinner } from '../../../src/ui/Spinner';
import type { CheckInFlow } from '../check-in-flow';
import { CheckInForm } from '../CheckInForm';
import { ReferralUpload } from '../ReferralUpload';
import { StepHeading } from '../StepHeading';

/**
 * The code was right: today's appointment and its readiness (src/api/API.md#check-in); while a required
 * referral is missing, its upload. Once ready, the check-in form opens as the "digital check-in
 * form" modal; closing it keeps what was typed, and the step behind offers
 * it again. While the clinic's system prepares and checks in, the progress shows in its place.
 */
export function SuccessStep({ flow, api }: { flow: CheckInFlow; api: KyInstance }) {
  useSignals();
  const { i18n } = useRuntime();
  const t = i18n.t;
  const item = flow.items.value.find((candidate) => !candidate.checkInPreparedSent) ?? null;
  const [formOpen, setFormOpen] = useState(true);
  const slug = item?.slug ?? null;
  // A reload (after an upload) keeps what was shown until the new answer arrives.
  const loaded = useResource(
    slug
      ? async (signal) => {
          const [readiness, consent] = await Promise.all([getReadiness(api, slug, signal), getConsentForms(api, slug, signal)]);
          return { readiness, consent };
        }
      : null,
    [api, slug],
  );
  const load = loaded.status === 'error' ? null : (loaded.data ?? null);

  if (!item) return null;
  const progress = flow.progress.value;
  const working = progress === 'preparing' || progress === 'checking-in';
  const when = formatInClinicZone(i18n.intl.value, new Date(item.startsAt), item.timeZone, 'time');
  const ready = load?.readiness.ready ? load : null;

  return (
    <div className="check-in__step">
      <StepHeading>{t('check_in.success_title')}</StepHeading>
      <p part="appointment">{t('check_in.appointment_today', { exam: item.examName, clinic: item.clinicName, time: when })}</p>
      {working ? (
        <Spinner label={t(progress === 'checking-in' ? 'check_in.progress_checking_in' : 'check_in.progress_preparing')} />
      ) : loaded.status === 'error' ? (
        <>
          <Banner tone="error">{t('check_in.load_failed')}</Banner>
          <div className="check-in__actions">
            <button type="button" className="rad-button" onClick={loaded.retry}>
              {t('action.retry')}
            </button>
          </div>
        </>
      ) : !load ? (
        <Spinner label={t('check_in.loading')} />
      ) : !load.readiness.ready ? (
        <>
          <Banner tone="warning">{t(load.readiness.message ?? 'check_in.not_ready')}</Banner>
          {!load.readiness.requiredReferralUploaded && load.readiness.documentTypeId !== null && (
            <ReferralUpload
              api={api}
              bookingKey={item.bookingKey}
              documentTypeId={load.readiness.documentTypeId}
              onUploaded={loaded.retry}
            />
          )}
        </>
      ) : (
        <>
          <p>{t('check_in.form_intro')}</p>
          <div className="check-in__actions">
            <button type="button" className="rad-button" part="open-form" onClick={() => setFormOpen(true)}>
              {t('check_in.form_open')}
            </button>
          </div>
        </>
      )}
      {ready && (
        <Dialog
          open={formOpen && !working}
          title={t('check_in.form_title')}
          className="check-in__form-dialog"
          onClose={() => !flow.busy.value && setFormOpen(false)}
        >
          <CheckInForm
            flow={flow}
            item={item}
            consent={ready.consent}
            onCancel={() => setFormOpen(false)}
            searchDoctors={(text, exclude, signal) => searchDoctors(api, item.slug, text, exclude, signal)}
            saveConsent={async (answers) => {
              await answerConsentForms(api, item.slug, { consentFormAnswer: answers });
            }}
          />
        </Dialog>
      )}
    </div>
  );
}
