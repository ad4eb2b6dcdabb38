import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../../src/element/hooks';
import { slotLabel } from '../../../src/slots/slot-time';
import { DateOfBirthInput, dateExample } from '../../../src/ui/DateOfBirthInput';
import { Field } from '../../../src/ui/Field';
import { Banner } from '../../../src/ui/Banner';
import { StillWorking } from '../../../src/ui/Pending';
import { Spinner } from '../../../src/ui/Spinner';
import type { AppointmentFlow } from '../appointment-flow';
import { FORM_FIELDS } from '../booking-form.schema';
import { HoldCountdown } from './HoldCountdown';

const ReferralUpload = lazy(() => import('./ReferralUpload'));
/** The provider's terms, loaded the first time the patient opens them. */
const TermsDialog = lazy(() => import('./TermsDialog'));

/**
 * The booking form (docs/rules.md#a11y-focus): the patient's details, checked with valibot, each error linked to its
 * field and the first one focused; the consent modal shows the provider's terms. Values live in the
 * flow, so nothing typed is lost when a create fails or the time must be chosen again.
 * `staffBooking`: staff book for a patient, so the consent is the patient's, confirmed by staff.
 */
export function BookingForm({
  flow,
  staffBooking,
  level,
  upload = false,
}: {
  flow: AppointmentFlow;
  staffBooking: boolean;
  level: number;
  /** Open the referral upload at once (the `upload` query parameter). */
  upload?: boolean;
}) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const locale = runtime.i18n.locale.value;
  const form = flow.form.value;
  const errors = flow.errors.value;
  const formRef = useRef<HTMLFormElement>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  // Mounted from the first opening on (the terms stay loaded).
  const termsWanted = useRef(false);
  if (consentOpen) termsWanted.current = true;
  const [referralOpen, setReferralOpen] = useState(upload);
  const key = flow.bookingKeyReady.value;
  useEffect(() => {
    // The referral waits under the booking key: fetch one as soon as the patient wants to upload.
    if (referralOpen && !key) void flow.prepareKey();
  }, [flow, referralOpen, key]);
  const error = (field: keyof typeof errors) => (errors[field] ? t(errors[field]!, { example: dateExample(locale) }) : null);

  // The form replaced the time just chosen: its heading takes focus, so the patient hears where they are.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('.booking-form__title')?.focus(), []);
  // The questions' dialog closed (answered): on to the next field still empty, unless an answer moved
  // the booking on (a new exam, a denial, a Book pressed meanwhile), whose own step takes focus.
  const questions = flow.questions.value;
  const asked = useRef(false);
  useEffect(() => {
    if (questions === 'open') asked.current = true;
    if (questions !== 'done' || !asked.current || flow.changingExam.peek() || flow.outcomes.peek().denied || flow.submitting.peek()) return;
    asked.current = false;
    // Only when the dialog took focus with it (no questions applied: the patient may be typing already).
    const active = (formRef.current?.getRootNode() as ShadowRoot | undefined)?.activeElement;
    if (active && active.localName !== 'rad-questionnaire') return;
    const fields = [...(formRef.current?.querySelectorAll<HTMLInputElement>('[data-field] input, [data-field] textarea') ?? [])];
    (
      fields.find((field) => field.type !== 'checkbox' && !field.value) ?? formRef.current?.querySelector<HTMLElement>('[type="submit"]')
    )?.focus();
  }, [flow, questions]);

  useEffect(() => {
    // Focus the first field with an error after a refused submit (errors are announced by Field too).
    const first = FORM_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
  }, [errors]);

  const chosen = flow.chosen.value.filter((item) => !!item);
  const { requirements, enquiry: outcomeEnquiry } = flow.outcomes.value;
  const enquiry = flow.isEnquiry.value;
  const Heading = `h${Math.min(6, level + 1)}` as 'h2';
  const Sub = `h${Math.min(6, level + 2)}` as 'h3';
  return (
    <form
      ref={formRef}
      className="booking-form"
      part="booking-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submit();
      }}
    >
      <Heading className="booking-form__title" tabIndex={-1}>
        {t('booking_form.heading')}
      </Heading>
      <ul className="booking-form__chosen">
        {chosen.map((item) => (
          <li key={`${item.slot.clinicSlug}-${item.slot.start}`}>{slotLabel(item.slot, locale)}</li>
        ))}
      </ul>
      <HoldCountdown flow={flow} />
      {enquiry && <p className="booking-form__enquiry">{outcomeEnquiry?.confirmationMessage || t('booking_form.enquiry_note')}</p>}
      <button type="button" className="rad-button rad-button--secondary" onClick={() => flow.changeTime()}>
        {t('booking_form.change_time')}
      </button>
      {flow.submitError.value && (
        <Banner tone="error">
          <p>{t(flow.submitError.value)}</p>
          <p>{t('booking_form.kept')}</p>
        </Banner>
      )}
      <div className="booking-form__fields">
        <div data-field="firstName">
          <Field label={t('booking_form.first_name')} error={error('firstName')} required>
            <input autoComplete="given-name" value={form.firstName} onChange={(e) => flow.setField('firstName', e.target.value)} />
          </Field>
        </div>
        <div data-field="lastName">
          <Field label={t('booking_form.last_name')} error={error('lastName')} required>
            <input autoComplete="family-name" value={form.lastName} onChange={(e) => flow.setField('lastName', e.target.value)} />
          </Field>
        </div>
        <div data-field="dateOfBirth">
          <DateOfBirthInput
            legend={t('auth.date_of_birth')}
            labels={{ day: t('auth.day'), month: t('auth.month'), year: t('auth.year') }}
            hint={t('auth.date_of_birth_hint', { example: dateExample(locale) })}
            locale={locale}
            value={form.dateOfBirth}
            onChange={(part, value) => flow.setField('dateOfBirth', { ...flow.form.value.dateOfBirth, [part]: value })}
            error={error('dateOfBirth')}
          />
        </div>
        <div data-field="email">
          <Field label={t('booking_form.email')} error={error('email')} required>
            <input type="email" autoComplete="email" value={form.email} onChange={(e) => flow.setField('email', e.target.value)} />
          </Field>
        </div>
        <div data-field="contactNumber">
          <Field label={t('auth.contact_number')} hint={t('auth.contact_number_hint')} error={error('contactNumber')}>
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={form.contactNumber}
              onChange={(e) => flow.setField('contactNumber', e.target.value)}
            />
          </Field>
        </div>
        {requirements.medicareNumber && (
          <div data-field="medicareNumber">
            <Field label={t('check_in.medicare')} hint={t('booking_form.medicare_asked')} error={error('medicareNumber')} required>
              <input
                inputMode="numeric"
                autoComplete="off"
                value={form.medicareNumber}
                onChange={(e) => flow.setField('medicareNumber', e.target.value)}
              />
            </Field>
          </div>
        )}
        {requirements.validationCode && (
          <div data-field="validationCode">
            <Field
              label={t('booking_form.validation_code')}
              hint={t('booking_form.validation_code_hint')}
              error={error('validationCode')}
              required
            >
              <input autoComplete="off" value={form.validationCode} onChange={(e) => flow.setField('validationCode', e.target.value)} />
            </Field>
          </div>
        )}
        <div data-field="notes">
          <Field label={t('booking_form.notes')} hint={t('booking_form.notes_hint')} error={error('notes')}>
            <textarea rows={3} value={form.notes} onChange={(e) => flow.setField('notes', e.target.value)} />
          </Field>
        </div>
      </div>
      <section className="booking-form__referral" aria-labelledby="booking-referral-title">
        <Sub id="booking-referral-title" className="booking-form__referral-title">
          {t('booking_form.referral_heading')}
        </Sub>
        <p>{t('booking_form.referral_text')}</p>
        {!referralOpen && (
          <button type="button" className="rad-button rad-button--secondary" onClick={() => setReferralOpen(true)}>
            {t('booking_form.referral_add')}
          </button>
        )}
        {referralOpen && key && (
          <Suspense fallback={<Spinner label={t('message.loading')} />}>
            <ReferralUpload bookingKey={key} focus={!upload} />
          </Suspense>
        )}
      </section>
      <div data-field="consent" className="booking-form__consent">
        <Field label={t(staffBooking ? 'booking_form.consent_staff' : 'booking_form.consent')} error={error('consent')}>
          <input type="checkbox" checked={form.consent} onChange={(e) => flow.setField('consent', e.target.checked)} />
        </Field>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => setConsentOpen(true)}>
          {t('booking_form.read_terms')}
        </button>
      </div>
      <button type="submit" className="rad-button" aria-disabled={flow.submitting.value || undefined}>
        {t(
          flow.submitting.value
            ? enquiry
              ? 'booking_form.sending_enquiry'
              : 'booking_form.booking'
            : enquiry
              ? 'booking_form.send_enquiry'
              : 'booking_form.book',
        )}
      </button>
      {flow.submitAfterQuestions.value && <p role="status">{t('booking_form.questions_first')}</p>}
      {flow.submitting.value && <Spinner label={t(enquiry ? 'booking_form.sending_enquiry' : 'booking_form.booking')} />}
      <StillWorking active={flow.submitting.value} />
      {termsWanted.current && (
        <Suspense fallback={null}>
          <TermsDialog
            open={consentOpen}
            onClose={() => setConsentOpen(false)}
            onAccept={() => {
              flow.setField('consent', true);
              setConsentOpen(false);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
