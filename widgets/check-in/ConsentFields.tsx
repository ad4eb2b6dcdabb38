import type { ConsentForms } from '../../src/api/schemas/check-in.schema';
import { useRuntime } from '../../src/element/hooks';
import { SafeHtml } from '../../src/ui/SafeHtml';

interface Props {
  forms: ConsentForms;
  answers: Record<number, boolean | undefined>;
  error: string | null;
  onAnswer(id: number, answer: boolean): void;
}

/** The consent forms (`ConsentFormsSchema`, src/api/API.md#check-in): each form's provider text (sanitized) and an agree / decline choice. */
export function ConsentFields({ forms, answers, error, onAnswer }: Props) {
  const t = useRuntime().i18n.t;
  if (forms.appointmentConsentForms.length === 0) return null;
  return (
    <section className="check-in__consent" aria-labelledby="check-in-consent-title">
      <h2 id="check-in-consent-title">{t('check_in.consent_title')}</h2>
      {forms.appointmentConsentForms.map((form) => (
        <fieldset key={form.id} className="check-in__choices" aria-invalid={error && answers[form.id] === undefined ? true : undefined}>
          <legend>{form.title}</legend>
          <SafeHtml html={form.content} />
          {[true, false].map((value) => (
            <label key={String(value)} className="check-in__choice">
              <input
                type="radio"
                name={`consent-${form.id}`}
                checked={answers[form.id] === value}
                onChange={() => onAnswer(form.id, value)}
              />
              {t(value ? 'check_in.consent_agree' : 'check_in.consent_decline')}
            </label>
          ))}
          {error && answers[form.id] === undefined && (
            <span className="rad-field__error" role="alert">
              {error}
            </span>
          )}
        </fieldset>
      ))}
    </section>
  );
}
