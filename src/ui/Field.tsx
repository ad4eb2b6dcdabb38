import { cloneElement, useId, type ReactElement } from 'react';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  required?: boolean;
};

export interface FieldProps {
  label: string;
  /** The one input, select or textarea of the field; it receives id, aria-describedby, aria-invalid. */
  children: ReactElement<ControlProps>;
  hint?: string;
  /** Translated error text; when set the control is marked invalid and the text is announced. */
  error?: string | null;
  required?: boolean;
}

/**
 * A labelled form control whose hint and error are tied to it with aria-describedby, so a screen
 * reader reads the error when the control gets focus, and announces it when it appears.
 */
export function Field({ label, children, hint, error, required }: FieldProps) {
  const id = useId();
  const controlId = children.props.id ?? `${id}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="rad-field" part="field">
      <label className="rad-field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <span className="rad-field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required: required ?? children.props.required,
      })}
      <span className="rad-field__error" id={errorId} role="alert" hidden={!error}>
        {error}
      </span>
    </div>
  );
}
