import type { ReactNode } from 'react';
import { useT } from '../../../src/element/hooks';
import type { ItemError } from '../../../src/questionnaire';
import type { QuestionnaireItem } from '../../../src/api/schemas/questionnaire.schema';

export function labelOf(item: QuestionnaireItem): string {
  return [item.prefix, item.text].filter(Boolean).join(' ') || item.linkId;
}

export function ErrorText({ id, error }: { id: string; error: ItemError | null }) {
  const t = useT();
  // Always in the DOM so aria-describedby never points at nothing; announced by the error summary on submit.
  return (
    <p className="q-error" id={id} hidden={!error}>
      {error ? t(error.key, error.values) : ''}
    </p>
  );
}

export function Required() {
  const t = useT();
  return (
    <span className="q-required">
      <span aria-hidden="true"> *</span>
      <span className="q-visually-hidden"> ({t('questionnaire.required')})</span>
    </span>
  );
}

interface FrameProps {
  item: QuestionnaireItem;
  controlId: string;
  error: ItemError | null;
  /** A group of radios or checkboxes is a fieldset with a legend; one control has a label. */
  group?: boolean;
  hint?: string | undefined;
  children: ReactNode;
  nested?: ReactNode;
}

/** The frame every question shares: label or legend, hint, the control, its error, then nested items. */
export function Frame({ item, controlId, error, group, hint, children, nested }: FrameProps) {
  const hintNode = hint ? (
    <p className="q-hint" id={`${controlId}-hint`}>
      {hint}
    </p>
  ) : null;
  const body = (
    <>
      {hintNode}
      {children}
      <ErrorText id={`${controlId}-error`} error={error} />
    </>
  );
  return (
    <div className={`q-item${error ? ' q-item--invalid' : ''}`} part="item" data-link-id={item.linkId}>
      {group ? (
        <fieldset
          className="q-fieldset"
          id={controlId}
          tabIndex={-1}
          aria-describedby={`${controlId}-error`}
          aria-invalid={error ? true : undefined}
        >
          <legend className="q-label">
            {labelOf(item)}
            {item.required && <Required />}
          </legend>
          {body}
        </fieldset>
      ) : (
        <>
          <label className="q-label" htmlFor={controlId}>
            {labelOf(item)}
            {item.required && <Required />}
          </label>
          {body}
        </>
      )}
      {nested}
    </div>
  );
}

/** aria-describedby of a control: its hint and its error. */
export function describedBy(controlId: string, hint: string | undefined): string {
  return hint ? `${controlId}-hint ${controlId}-error` : `${controlId}-error`;
}
