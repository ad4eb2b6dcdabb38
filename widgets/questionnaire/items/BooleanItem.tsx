import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../src/element/hooks';
import { useForm } from '../form-context';
import { Frame } from './Frame';

/** Yes / No as two radio buttons: a safety question must tell "no" from "not answered", which one checkbox cannot. */
export function BooleanItem({ nodeKey, nested }: { nodeKey: string; nested?: ReactNode }) {
  useSignals();
  const t = useT();
  const { model, idOf } = useForm();
  const state = model.state(nodeKey);
  const id = idOf(nodeKey);
  const value = state.answers.value[0]?.valueBoolean;
  return (
    <Frame item={state.item} controlId={id} error={state.error.value} group nested={nested}>
      <div className="q-options q-options--inline">
        {[true, false].map((option) => (
          <label className="q-option" key={String(option)}>
            <input
              type="radio"
              name={id}
              checked={value === option}
              disabled={state.item.readOnly}
              required={state.item.required}
              onChange={() => model.setAnswers(nodeKey, [{ valueBoolean: option }])}
              onBlur={() => model.touch(nodeKey)}
            />
            <span>{t(option ? 'questionnaire.yes' : 'questionnaire.no')}</span>
          </label>
        ))}
      </div>
    </Frame>
  );
}
