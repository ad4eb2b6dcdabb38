/**
 * Consent forms of one exam (`ConsentFormsSchema`, src/api/API.md#check-in): whether they
 * are answered, and the consent modal with each form's provider text (SafeHtml) and an agree /
 * decline choice. Every form needs an answer before saving; a missing one is named next to it and
 * announced; a failed save keeps every choice. Nothing shows when the exam has no forms, or when
 * they cannot be read (the clinic asks again at check-in). The page loads the forms with the
 * booking (use-appointment-summary.ts), so the panel is there when the page is first drawn.
 */
import { useId, useState } from 'react';
import { answerConsentForms } from '../../../src/api/check-in.api';
import { problemKey } from '../../../src/api/errors';
import type { AppointmentItem } from '../../../src/api/schemas/appointments.schema';
import type { ConsentForms } from '../../../src/api/schemas/check-in.schema';
import { useRuntime } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { StillWorking } from '../../../src/ui/Pending';

export interface ConsentPanelProps {
  item: AppointmentItem;
  /** The forms as the page loaded them: null when they could not be read, undefined while still asked for. */
  loaded: ConsentForms | null | undefined;
}

export function ConsentPanel({ item, loaded }: ConsentPanelProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const id = useId();
  // The forms as the last save answered them, over what the page loaded.
  const [answered, setAnswered] = useState<ConsentForms | null>(null);
  const forms = answered ?? loaded ?? null;
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Record<number, boolean | undefined>>({});
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  if (!forms || forms.appointmentConsentForms.length === 0) return null;

  function start(): void {
    setAnswers(Object.fromEntries(forms!.appointmentConsentForms.map((form) => [form.id, form.consentFormAnswer ?? undefined])));
    setMissing(false);
    setFailure(null);
    setSaved(false);
    setOpen(true);
  }

  async function save(): Promise<void> {
    const list = forms!.appointmentConsentForms;
    if (list.some((form) => answers[form.id] === undefined)) {
      setMissing(true);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const next = await answerConsentForms(runtime.api(), item.slug, {
        consentFormAnswer: list.map((form) => ({ id: form.id, answer: answers[form.id]! })),
      });
      setAnswered(next);
      setOpen(false);
      setSaved(true);
    } catch (error) {
      setFailure(t(problemKey(error, runtime.i18n.has, 'appointments.consent_failed')));
    } finally {
      setSaving(false);
    }
  }

  const declined = forms.appointmentConsentForms.some((form) => form.consentFormAnswer === false);
  const state = !forms.completed ? 'appointments.consent_needed' : declined ? 'appointments.consent_declined' : 'appointments.consent_done';
  return (
    <div className="appointments__consent" part="consent">
      <p className={forms.completed ? 'appointments__consent-state' : 'appointments__consent-state appointments__consent-state--needed'}>
        {t(state, { exam: item.examDetails.name })}
      </p>
      {saved && (
        <p role="status" className="appointments__consent-saved">
          {t('appointments.consent_saved')}
        </p>
      )}
      <button type="button" className="rad-button rad-button--secondary" onClick={start}>
        {t(forms.completed ? 'appointments.consent_review' : 'appointments.consent_open', { exam: item.examDetails.name })}
      </button>
      <Dialog
        open={open}
        title={t('appointments.consent_title', { exam: item.examDetails.name })}
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" className="rad-button" onClick={() => void save()} disabled={saving}>
              {t('appointments.consent_save')}
            </button>
            <button type="button" className="rad-button rad-button--secondary" onClick={() => setOpen(false)}>
              {t('action.cancel')}
            </button>
          </>
        }
      >
        {forms.appointmentConsentForms.map((form) => {
          const error = missing && answers[form.id] === undefined ? t('appointments.consent_answer_required') : null;
          const errorId = `${id}-${form.id}-error`;
          return (
            <fieldset
              key={form.id}
              className="appointments__reasons"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <legend>{form.title}</legend>
              <SafeHtml html={form.content} />
              {[true, false].map((value) => (
                <label key={String(value)} className="appointments__reason">
                  <input
                    type="radio"
                    name={`${id}-${form.id}`}
                    checked={answers[form.id] === value}
                    onChange={() => setAnswers((current) => ({ ...current, [form.id]: value }))}
                  />
                  {t(value ? 'appointments.consent_agree' : 'appointments.consent_decline')}
                </label>
              ))}
              <span id={errorId} className="rad-field__error" role="alert" hidden={!error}>
                {error}
              </span>
            </fieldset>
          );
        })}
        {failure && (
          <p className="rad-field__error" role="alert">
            {failure}
          </p>
        )}
        <StillWorking active={saving} />
      </Dialog>
    </div>
  );
}
