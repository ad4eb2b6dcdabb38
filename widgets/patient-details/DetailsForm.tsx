/**
 * The patient details form: each field labelled, its error linked and announced (Field), the first
 * wrong one focused after a refused submit. Values live here, so a failed send loses nothing.
 */
import { StillWorking } from '../../src/ui/Pending';
import { useEffect, useRef, useState } from 'react';
import { PATIENT_DETAIL_FIELDS, type Lookup } from '../../src/api/schemas/patient-details.schema';
import { useRuntime } from '../../src/element/hooks';
import type { DetailsErrors } from '../../src/patient-details';
import { DateOfBirthInput, dateExample } from '../../src/ui/DateOfBirthInput';
import { Field } from '../../src/ui/Field';
import type { DetailsValues } from './details-values';

export interface DetailsFormProps {
  initial: DetailsValues;
  errors: DetailsErrors;
  /** Counts refused submits: each one moves focus to the first error again. */
  checks: number;
  problem: string | null;
  ethnicities: Lookup | null;
  insuranceTypes: Lookup | null;
  sending: boolean;
  onSubmit: (values: DetailsValues) => void;
}

export function DetailsForm({ initial, errors, checks, problem, ethnicities, insuranceTypes, sending, onSubmit }: DetailsFormProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const locale = runtime.i18n.locale.value;
  const [values, setValues] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const error = (field: keyof DetailsErrors) => (errors[field] ? t(errors[field]!, { example: dateExample(locale) }) : null);

  useEffect(() => {
    const first = PATIENT_DETAIL_FIELDS.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select)`)?.focus();
  }, [errors, checks]);

  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'contactNumber' | 'addressLine' | 'suburb' | 'postcode',
    autoComplete: string,
    extra: object = {},
  ) => (
    <div data-field={field}>
      <Field
        label={t(`patient_details.${field}`)}
        hint={field === 'contactNumber' ? t('auth.contact_number_hint') : undefined}
        error={error(field)}
        required={field === 'firstName' || field === 'lastName'}
      >
        <input autoComplete={autoComplete} value={values[field]} onChange={(event) => set(field, event.currentTarget.value)} {...extra} />
      </Field>
    </div>
  );
  const choice = (field: 'ethnicityId' | 'insuranceTypeId', options: Lookup | null) =>
    options && (
      <div data-field={field}>
        <Field label={t(`patient_details.${field}`)} error={error(field)}>
          <select value={values[field]} onChange={(event) => set(field, event.currentTarget.value)}>
            <option value="">{t('patient_details.not_stated')}</option>
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
    );

  return (
    <form
      ref={form}
      className="patient-details__form"
      part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <fieldset className="patient-details__group">
        <legend>{t('patient_details.about_you')}</legend>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        <div data-field="dateOfBirth">
          <DateOfBirthInput
            legend={t('auth.date_of_birth')}
            labels={{ day: t('auth.day'), month: t('auth.month'), year: t('auth.year') }}
            hint={t('auth.date_of_birth_hint', { example: dateExample(locale) })}
            locale={locale}
            value={values.dateOfBirth}
            onChange={(part, value) => setValues((previous) => ({ ...previous, dateOfBirth: { ...previous.dateOfBirth, [part]: value } }))}
            error={error('dateOfBirth')}
          />
        </div>
        {choice('ethnicityId', ethnicities)}
      </fieldset>
      <fieldset className="patient-details__group">
        <legend>{t('patient_details.contact')}</legend>
        {text('email', 'email', { type: 'email', spellCheck: false })}
        {text('contactNumber', 'tel-national', { type: 'tel', inputMode: 'numeric' })}
        {text('addressLine', 'street-address')}
        {text('suburb', 'address-level2')}
        {text('postcode', 'postal-code', { inputMode: 'numeric' })}
      </fieldset>
      {insuranceTypes && (
        <fieldset className="patient-details__group">
          <legend>{t('patient_details.billing')}</legend>
          {choice('insuranceTypeId', insuranceTypes)}
        </fieldset>
      )}
      {problem && (
        <p className="rad-field__error" role="alert">
          {problem}
        </p>
      )}
      <StillWorking active={sending} />
      <button type="submit" className="rad-button" part="submit" aria-disabled={sending || undefined}>
        {sending ? t('patient_details.sending') : t('patient_details.submit')}
      </button>
    </form>
  );
}
