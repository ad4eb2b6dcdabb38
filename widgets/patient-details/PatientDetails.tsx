/**
 * <rad-patient-details>: the patient asks the clinic to change their details
 * (src/api/API.md#patient-details), reached from the booking form or the
 * confirmation page. The current details fill the form; ethnicities and insurance types fill two
 * choices (a failed lookup leaves its choice out, silently). Success: a modal whose message says
 * where the patient came from; Close dismisses every modal and goes back to that origin. Failure:
 * a modal with the server's message, or the default one; nothing typed is lost.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, problemKey } from '../../src/api/errors';
import { fieldProblems } from '../../src/api/field-problems';
import {
  createChangeRequest,
  getEthnicities,
  getInsuranceTypes,
  getPatientDetails,
  type DetailsOwner,
} from '../../src/api/patient-details.api';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { backLabelKey } from './back-label';
import { backPath, changedFields, detailsOriginOf, fromBookingForm, validateDetails, type DetailsErrors } from '../../src/patient-details';
import { Banner } from '../../src/ui/Banner';
import { Dialog } from '../../src/ui/Dialog';
import { Spinner } from '../../src/ui/Spinner';
import { DetailsForm } from './DetailsForm';
import { localToday, toDetails, toValues, type DetailsValues } from './details-values';
import './patient-details.events';

export interface PatientDetailsProps extends BaseWidgetProps {
  bookingKey?: string;
  bookingRequest?: boolean;
  origin?: string;
  returnUrl?: string;
}

type Modal = null | { kind: 'success' } | { kind: 'error'; message: string };

export function PatientDetails(props: PatientDetailsProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const t = runtime.i18n.t;
  const here = typeof location === 'undefined' ? { pathname: '/', search: '', origin: 'http://localhost' } : location;
  const origin = detailsOriginOf(props, here.pathname, here.search);
  const returnUrl = props.returnUrl ?? new URLSearchParams(here.search).get('returnUrl');
  const owner: DetailsOwner | null = origin && {
    kind: origin.kind === 'booking-request' ? 'booking-request' : 'appointment',
    bookingKey: origin.bookingKey,
  };
  const ownerKey = owner ? `${owner.kind}:${owner.bookingKey}` : '';
  // Retry asks for the lookups again too: a network that failed them may be back.
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [modal, setModal] = useState<Modal>(null);
  const [checks, setChecks] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useResource(
    owner &&
      (async (signal) => {
        try {
          return toValues(await getPatientDetails(runtime.api(), owner, signal));
        } catch (error) {
          throw error instanceof ApiError && error.status !== undefined && error.status >= 500
            ? error.messageKey
            : 'patient_details.load_failed';
        }
      }),
    // ownerKey stands for owner.
    [runtime, ownerKey, attempt],
  );
  // A lookup failure is ignored silently (its choice is left out).
  const ethnicities = useResource(owner && ((signal) => getEthnicities(runtime.api(), signal)), [runtime, ownerKey, attempt]).data ?? null;
  const insuranceTypes =
    useResource(owner && ((signal) => getInsuranceTypes(runtime.api(), signal)), [runtime, ownerKey, attempt]).data ?? null;
  const current = load.status === 'ready' ? load.data : null;

  useEffect(() => {
    if (load.status === 'ready') heading.current?.focus();
  }, [load.status]);

  const back = origin ? backPath(origin, returnUrl, here.origin) : '/';
  function goBack(): void {
    setModal(null); // "closing dismisses all modals and returns to the origin"
    if (emit(host, 'rad-navigate', { path: back }, true)) location.assign(back);
  }

  async function submit(values: DetailsValues): Promise<void> {
    if (!owner || !origin || !current || sending) return;
    setFormProblem(null);
    const check = validateDetails(toDetails(values), localToday());
    if (!check.success) {
      setErrors(check.errors);
      setChecks((n) => n + 1);
      return;
    }
    setErrors({});
    if (changedFields(toDetails(current), check.output).length === 0) {
      setFormProblem(t('patient_details.no_changes'));
      return;
    }
    setSending(true);
    try {
      const answer = await createChangeRequest(
        runtime.api(),
        owner,
        check.output,
        origin.kind === 'appointment' ? 'APPOINTMENT' : 'CONFIRMATION',
      );
      setModal({ kind: 'success' });
      emit(host, 'rad-patient-details-requested', { origin: answer.origin, changedFields: answer.changedFields });
    } catch (error) {
      // The server's message (a key the dictionary has, never its own words) or the default;
      // a body refused field by field (the agreed 400 issues) shows each at its field instead.
      const byField = fieldProblems(error, runtime.i18n.has, 'details.');
      if (Object.keys(byField).length) {
        setErrors(byField);
        setChecks((n) => n + 1);
      } else setModal({ kind: 'error', message: t(problemKey(error, runtime.i18n.has, 'patient_details.error_default')) });
    } finally {
      setSending(false);
    }
  }

  const page = (content: React.ReactNode) => (
    <section className="patient-details" part="patient-details" aria-labelledby="patient-details-title">
      {origin && (
        <a
          className="patient-details__back"
          part="back"
          href={back}
          onClick={(event) => {
            event.preventDefault();
            goBack();
          }}
        >
          {t(backLabelKey(origin, back))}
        </a>
      )}
      <h1 id="patient-details-title" ref={heading} tabIndex={-1}>
        {t('patient_details.title')}
      </h1>
      {content}
    </section>
  );

  if (!origin || !owner) {
    return page(
      <Banner tone="error">
        <p>{t('patient_details.no_booking')}</p>
      </Banner>,
    );
  }
  if (load.status === 'idle' || load.status === 'loading') return page(<Spinner label={t('patient_details.loading')} />);
  if (load.status === 'error') {
    return page(
      <Banner tone="error">
        <p>{t(String(load.error))}</p>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('action.retry')}
        </button>
      </Banner>,
    );
  }

  return page(
    <>
      <p>{t('patient_details.intro')}</p>
      <DetailsForm
        initial={load.data}
        errors={errors}
        checks={checks}
        problem={formProblem}
        ethnicities={ethnicities}
        insuranceTypes={insuranceTypes}
        sending={sending}
        onSubmit={(values) => void submit(values)}
      />
      <Dialog
        open={modal?.kind === 'success'}
        title={t('patient_details.success_title')}
        onClose={goBack}
        actions={
          <button type="button" className="rad-button" onClick={goBack}>
            {t('action.close')}
          </button>
        }
      >
        <p>{t(fromBookingForm(origin) ? 'patient_details.success_booking_form' : 'patient_details.success_confirmation')}</p>
      </Dialog>
      <Dialog
        open={modal?.kind === 'error'}
        title={t('patient_details.error_title')}
        onClose={() => setModal(null)}
        actions={
          <button type="button" className="rad-button" onClick={() => setModal(null)}>
            {t('action.close')}
          </button>
        }
      >
        <p>{modal?.kind === 'error' ? modal.message : ''}</p>
      </Dialog>
    </>,
  );
}
