import { useId } from 'react';
import { intlSupportsLocale } from '../i18n/locales';
import { dateTimeFormat } from '../i18n/message-format';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

type Part = keyof DateParts;

export interface DateOfBirthInputProps {
  legend: string;
  /** Translated labels of the three boxes. */
  labels: Record<Part, string>;
  value: DateParts;
  /** One box changed. Per box, so autofill writing all three in one go loses none of them. */
  onChange: (part: Part, value: string) => void;
  onBlur?: () => void;
  locale: string;
  hint?: string;
  error?: string | null;
}

/**
 * The order people write dates in the locale (`en-US`: month, day, year). Day, month, year when
 * the browser cannot tell: most of the world's order, and
 * the one of en-AU, en-NZ and mk.
 */
export function datePartOrder(locale: string): Part[] {
  const fallback: Part[] = ['day', 'month', 'year'];
  if (!intlSupportsLocale(locale)) return fallback;
  try {
    const parts = dateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(new Date(1985, 2, 27));
    const order = parts.map((part) => part.type).filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : fallback;
  } catch {
    return fallback;
  }
}

/** `27 3 1985` in the locale's order: the example in the hint and in the invalid-date message. */
export function dateExample(locale: string): string {
  const sample: DateParts = { day: '27', month: '3', year: '1985' };
  return datePartOrder(locale)
    .map((part) => sample[part])
    .join(' ');
}

const AUTOCOMPLETE: Record<Part, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' };

/**
 * A date of birth as three boxes in a fieldset (the GOV.UK pattern): easy to type, to correct and
 * to hear, and filled by the browser's autofill (`bday-*`). A native date picker is no help for a
 * date decades ago and reads poorly in screen readers.
 */
export function DateOfBirthInput({ legend, labels, value, onChange, onBlur, locale, hint, error }: DateOfBirthInputProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className="rad-date"
      part="date-of-birth"
      aria-describedby={describedBy}
      // Leaving the whole group (not moving between its boxes) is when a half-typed date is judged.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend className="rad-field__label">{legend}</legend>
      {hint && (
        <span className="rad-field__hint" id={hintId}>
          {hint}
        </span>
      )}
      <span className="rad-field__error" id={errorId} role="alert" hidden={!error}>
        {error}
      </span>
      <div className="rad-date__boxes">
        {datePartOrder(locale).map((part) => (
          <div className={`rad-date__box rad-date__box--${part}`} key={part}>
            <label className="rad-date__label" htmlFor={`${id}-${part}`}>
              {labels[part]}
            </label>
            <input
              id={`${id}-${part}`}
              name={`dateOfBirth-${part}`}
              className="rad-input"
              type="text"
              inputMode="numeric"
              autoComplete={AUTOCOMPLETE[part]}
              maxLength={part === 'year' ? 4 : 2}
              value={value[part]}
              aria-invalid={error ? true : undefined}
              // Tied to each box, not only the group: many screen readers skip a fieldset's description.
              aria-describedby={describedBy}
              required
              onChange={(event) => onChange(part, event.currentTarget.value.replace(/\D/g, ''))}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
