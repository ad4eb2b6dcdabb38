import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FhirQuestionnaire, QuestionnaireResponse } from '../../src/api/schemas/questionnaire.schema';
import { QUESTIONNAIRE_DRAFT_WRITE_MS } from '../../src/constants';
import { useT } from '../../src/element/hooks';
import { findUnsupported, type Unsupported } from '../../src/questionnaire';
import { Banner } from '../../src/ui/Banner';
import { StillWorking } from '../../src/ui/Pending';
import { clearDraft, readDraft, writeDraft } from './draft';
import { FormContext, type FormContextValue } from './form-context';
import { createFormModel, type FieldError, type FormModel } from './form-model';
import { labelOf } from './items/Frame';
import { ItemView } from './items/ItemView';

export interface QuestionnaireFormProps {
  questionnaire: FhirQuestionnaire;
  /** Session storage key of the draft (draft.ts `draftKey`); no draft is kept without it. */
  draftKey?: string;
  /** Saves the response; the draft is cleared once it resolves. Reject to keep the form (and draft) as is. */
  onSubmit: (response: QuestionnaireResponse) => Promise<void> | void;
  /** Called once when the form loads with everything it could not show (the caller reports it). */
  onUnsupported?: (found: Unsupported[]) => void;
  /** The save failed: shown above the buttons, announced. */
  problem?: string | null;
  busy?: boolean;
  /** Extra buttons beside Submit (a dialog's Close). */
  actions?: ReactNode;
  renderAttachment?: FormContextValue['renderAttachment'];
}

/** An error's label: the question, and inside a repeating group which instance ("Which? (Implant 2)"). */
function summaryLabel(model: FormModel, key: string, t: (key: string, values?: Record<string, string | number>) => string): string {
  const tree = model.tree();
  const node = tree.nodes.get(key)!;
  const own = labelOf(node.item);
  const inner = node.scope.at(-1);
  if (!inner) return own;
  const groupKey = tree.nodes.get(key)!.parent;
  let group = groupKey === undefined ? undefined : tree.nodes.get(groupKey);
  while (group && !group.instances) group = group.parent === undefined ? undefined : tree.nodes.get(group.parent);
  const position = group?.instances?.findIndex((instance) => instance.id === inner[1]) ?? -1;
  if (!group || position < 0) return own;
  return `${own} (${t('questionnaire.instance_title', { label: labelOf(group.item), number: position + 1 })})`;
}

/** Focus the control an error summary link names (a fieldset focuses its first input). */
function focusControl(root: HTMLElement | null, id: string): void {
  const target = root?.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  const control = target?.matches('fieldset') ? (target.querySelector<HTMLElement>('input, select, textarea') ?? target) : target;
  control?.focus();
}

/**
 * The questionnaire renderer: any FHIR R4 Questionnaire of the documented subset, as one form (or
 * one page per group with itemControl page). Errors are listed in a summary that takes the focus
 * on submit, each linked to its field, and shown at the field (aria-describedby).
 */
export function QuestionnaireForm({
  questionnaire,
  draftKey,
  onSubmit,
  onUnsupported,
  problem,
  busy,
  actions,
  renderAttachment,
}: QuestionnaireFormProps) {
  useSignals();
  const t = useT();
  const base = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [model] = useState(() => createFormModel(questionnaire, draftKey ? readDraft(draftKey) : undefined));
  const context = useMemo<FormContextValue>(() => {
    // DOM ids per node, handed out as nodes appear (a repeating group's new instance gets new ones).
    const ids = new Map<string, string>();
    const idOf = (key: string) => {
      let id = ids.get(key);
      if (!id) ids.set(key, (id = `q${base}-${ids.size}`));
      return id;
    };
    return { model, idOf, renderAttachment };
  }, [model, base, renderAttachment]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [page, setPage] = useState(0);
  const rootRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const [focusTick, setFocusTick] = useState<{ to: 'summary' | 'page'; n: number } | null>(null);

  // One report of what cannot be shown, when the form loads (never per render).
  useEffect(() => {
    const found = findUnsupported(questionnaire);
    if (!found.length) return;
    console.warn(
      `[rad-questionnaire] not supported, shown as a notice: ${found.map((entry) => `${entry.linkId} (${entry.what})`).join(', ')}`,
    );
    onUnsupported?.(found);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per questionnaire
  }, [questionnaire]);

  // Drafts: written after a pause in typing, so a reload keeps the answers.
  useEffect(() => {
    if (!draftKey) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const stop = effect(() => {
      void model.version.value;
      if (first) return void (first = false);
      clearTimeout(timer);
      timer = setTimeout(() => writeDraft(draftKey, model.answers(), model.instances()), QUESTIONNAIRE_DRAFT_WRITE_MS);
    });
    const flush = () => {
      clearTimeout(timer);
      writeDraft(draftKey, model.answers(), model.instances());
    };
    addEventListener('pagehide', flush);
    return () => {
      stop();
      clearTimeout(timer);
      removeEventListener('pagehide', flush);
    };
  }, [model, draftKey]);

  useEffect(() => {
    if (focusTick?.to === 'summary') summaryRef.current?.focus();
    if (focusTick?.to === 'page') pageRef.current?.focus();
  }, [focusTick]);

  if (model.paged) void model.version.value; // pages appear and disappear with enableWhen
  const pages = model.pages();
  const current = Math.min(page, Math.max(pages.length - 1, 0));
  const last = current >= pages.length - 1;

  const check = (roots?: readonly string[]): boolean => {
    const found = model.validate(roots);
    setErrors(found);
    if (found.length) setFocusTick((tick) => ({ to: 'summary', n: (tick?.n ?? 0) + 1 }));
    return found.length === 0;
  };

  const submit = async () => {
    if (busy) return;
    if (!last) {
      if (!check(pages[current])) return;
      setPage(current + 1);
      setFocusTick((tick) => ({ to: 'page', n: (tick?.n ?? 0) + 1 }));
      return;
    }
    if (!check()) return;
    try {
      await onSubmit(model.response());
      if (draftKey) clearDraft(draftKey);
    } catch {
      /* the caller shows `problem`; the answers and the draft stay */
    }
  };

  return (
    <FormContext.Provider value={context}>
      <form
        ref={rootRef}
        className="q-form"
        part="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors.length > 0 && (
          <div className="q-summary" part="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`q${base}-summary`}>
            <h3 id={`q${base}-summary`} className="q-summary__title">
              {t('questionnaire.error_summary', { count: errors.length })}
            </h3>
            <ul>
              {errors.map(({ key, error }) => (
                <li key={key}>
                  <a
                    href={`#${context.idOf(key)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusControl(rootRef.current, context.idOf(key));
                    }}
                  >
                    {summaryLabel(model, key, t)}: {t(error.key, error.values)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div
          className="q-page"
          ref={pageRef}
          tabIndex={-1}
          aria-label={pages.length > 1 ? t('questionnaire.page_of', { page: current + 1, pages: pages.length }) : undefined}
        >
          {pages.length > 1 && (
            <p className="q-page__count" aria-hidden="true">
              {t('questionnaire.page_of', { page: current + 1, pages: pages.length })}
            </p>
          )}
          {(pages[current] ?? []).map((key) => (
            <ItemView key={key} nodeKey={key} />
          ))}
        </div>
        {problem && <Banner tone="error">{problem}</Banner>}
        <StillWorking active={busy ?? false} />
        <div className="q-actions">
          {actions}
          {current > 0 && (
            <button
              type="button"
              className="rad-button rad-button--secondary"
              part="back"
              onClick={() => {
                setErrors([]);
                setPage(current - 1);
                setFocusTick((tick) => ({ to: 'page', n: (tick?.n ?? 0) + 1 }));
              }}
            >
              {t('questionnaire.back')}
            </button>
          )}
          <button type="submit" className="rad-button" part={last ? 'submit' : 'next'} aria-disabled={busy ? true : undefined}>
            {busy ? t('questionnaire.saving') : t(last ? 'questionnaire.submit' : 'questionnaire.next')}
          </button>
        </div>
      </form>
    </FormContext.Provider>
  );
}
