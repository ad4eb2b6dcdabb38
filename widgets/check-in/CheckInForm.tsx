import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { GENDERS, type CheckInItem, type ConsentForms, type Doctor } from '../../src/api/schemas/check-in.schema';
import { problemKey } from '../../src/api/errors';
import { formatMedicare } from '../../src/api/schemas/medicare';
import { useRuntime } from '../../src/element/hooks';
import { Banner } from '../../src/ui/Banner';
import { Field } from '../../src/ui/Field';
import { StillWorking } from '../../src/ui/Pending';
import type { CheckInFlow } from './check-in-flow';
import {
  emptyForm,
  FIELD_ORDER,
  localToday,
  toPayload,
  validateCheckInForm,
  type CheckInFormErrors,
  type CheckInFormValues,
} from './check-in-form';
import { ConsentFields } from './ConsentFields';
import { DoctorField } from './DoctorField';
import { problemText } from '../../src/api/problem';

interface Props {
  flow: CheckInFlow;
  item: CheckInItem;
  consent: ConsentForms;
  searchDoctors(text: string, exclude: readonly number[], signal: AbortSignal): Promise<Doctor[]>;
  saveConsent(answers: { id: number; answer: boolean }[]): Promise<void>;
  /** Closes the modal; what was typed stays for when it opens again. */
  onCancel(): void;
}

/**
 * The digital check-in form (docs/rules.md#check-in-form). Errors show after the first submit, each tied to
 * its field; the first wrong field gets the focus. What was typed stays when a request fails.
 */
export function CheckInForm({ flow, item, consent, searchDoctors, saveConsent, onCancel }: Props) {
  useSignals();
  const { t, has } = useRuntime().i18n;
  const [values, setValues] = useState<CheckInFormValues>(() => ({
    ...emptyForm(item.patientMedicareNumber ? formatMedicare(item.patientMedicareNumber) : null),
  }));
  const [answers, setAnswers] = useState<Record<number, boolean | undefined>>(() =>
    Object.fromEntries(consent.appointmentConsentForms.map((form) => [form.id, form.consentFormAnswer ?? undefined])),
  );
  const [errors, setErrors] = useState<CheckInFormErrors | null>(null);
  const [consentMissing, setConsentMissing] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [savingConsent, setSavingConsent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localToday();
  const set = <K extends keyof CheckInFormValues>(key: K, value: CheckInFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const refused = flow.fieldErrors.value;
  const shown: CheckInFormErrors = { ...refused, ...errors };
  useEffect(() => {
    // The server refused fields: focus the first, as for the form's own checks.
    const first = FIELD_ORDER.find((field) => refused[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, button)`)?.focus();
  }, [refused]);
  const busy = flow.busy.value || savingConsent;
  const problem = saveProblem ?? problemText(t, flow.problem.value);

  async function submit(): Promise<void> {
    flow.fieldErrors.value = {};
    const found = validateCheckInForm(values, { showGenderSelection: item.showGenderSelection, today });
    const unanswered = consent.appointmentConsentForms.some((form) => answers[form.id] === undefined);
    setErrors(found);
    setConsentMissing(unanswered);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, button)`)?.focus();
      return;
    }
    if (unanswered) {
      formRef.current?.querySelector<HTMLElement>('.check-in__consent input')?.focus();
      return;
    }
    setSaveProblem(null);
    if (consent.appointmentConsentForms.length > 0) {
      setSavingConsent(true);
      try {
        await saveConsent(consent.appointmentConsentForms.map((form) => ({ id: form.id, answer: answers[form.id]! })));
      } catch (error) {
        setSaveProblem(t(problemKey(error, has, 'check_in.consent_save_failed')));
        return;
      } finally {
        setSavingConsent(false);
      }
    }
    await flow.submitForm(item.slug, toPayload(values, item.slug, item.showGenderSelection));
  }

  return (
    <form
      ref={formRef}
      className="check-in__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      {problem && <Banner tone="error">{problem}</Banner>}
      <div data-field="referrer">
        <DoctorField
          chosen={values.referrer}
          manual={values.manualReferrer}
          manualName={values.referrerName}
          error={shown.referrer ? t(shown.referrer) : null}
          search={searchDoctors}
          onChoose={(doctor) => set('referrer', doctor)}
          onManual={(manual) => set('manualReferrer', manual)}
          onManualName={(name) => set('referrerName', name)}
        />
      </div>
      <div data-field="dateOfReferral">
        <Field label={t('check_in.referral_date')} error={shown.dateOfReferral ? t(shown.dateOfReferral) : null} required>
          <input
            className="rad-input"
            name="dateOfReferral"
            type="date"
            max={today}
            value={values.dateOfReferral}
            onChange={(event) => set('dateOfReferral', event.currentTarget.value)}
          />
        </Field>
      </div>
      <div data-field="medicareNumber">
        <Field
          label={t('check_in.medicare')}
          hint={t('check_in.medicare_hint')}
          error={shown.medicareNumber ? t(shown.medicareNumber) : null}
          required
        >
          <input
            className="rad-input"
            name="medicareNumber"
            inputMode="numeric"
            autoComplete="off"
            value={values.medicareNumber}
            maxLength={16}
            onChange={(event) => set('medicareNumber', event.currentTarget.value)}
            onBlur={() => set('medicareNumber', formatMedicare(values.medicareNumber))}
          />
        </Field>
      </div>
      <div data-field="referenceNumber">
        <Field
          label={t('check_in.reference')}
          hint={t('check_in.reference_hint')}
          error={shown.referenceNumber ? t(shown.referenceNumber) : null}
          required
        >
          <input
            className="rad-input"
            name="referenceNumber"
            value={values.referenceNumber}
            maxLength={40}
            onChange={(event) => set('referenceNumber', event.currentTarget.value)}
          />
        </Field>
      </div>
      {item.showGenderSelection && (
        <div data-field="gender">
          <fieldset className="check-in__choices" aria-describedby={shown.gender ? 'check-in-gender-error' : undefined}>
            <legend>{t('check_in.gender')}</legend>
            {GENDERS.map((gender) => (
              <label key={gender} className="check-in__choice">
                <input
                  type="radio"
                  name="gender"
                  value={gender}
                  checked={values.gender === gender}
                  onChange={() => set('gender', gender)}
                />
                {t(`check_in.gender_${gender.toLowerCase()}`)}
              </label>
            ))}
            <span className="rad-field__error" id="check-in-gender-error" role="alert" hidden={!shown.gender}>
              {shown.gender ? t(shown.gender) : null}
            </span>
          </fieldset>
        </div>
      )}
      <ConsentFields
        forms={consent}
        answers={answers}
        error={consentMissing ? t('check_in.consent_required') : null}
        onAnswer={(id, answer) => setAnswers((current) => ({ ...current, [id]: answer }))}
      />
      <StillWorking active={busy} />
      <div className="check-in__actions">
        <button type="button" className="rad-button rad-button--secondary" part="close-form" onClick={onCancel} disabled={busy}>
          {t('check_in.form_close')}
        </button>
        <button type="submit" className="rad-button" part="submit" aria-disabled={busy || undefined}>
          {busy ? t('check_in.progress_sending') : t('check_in.submit')}
        </button>
      </div>
    </form>
  );
}
