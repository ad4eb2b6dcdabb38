import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../src/element/hooks';
import { intExtension, limitValue } from '../../../src/questionnaire';
import { useForm } from '../form-context';
import { describedBy, Frame } from './Frame';

/**
 * A 0–10 style scale (pain scores): a native range input, so arrows, Page Up/Down, Home and End
 * work without our code. It has no answer until the person moves it (or presses a key on it):
 * a required pain score is never sent as an untouched default.
 */
export function SliderItem({ nodeKey, nested }: { nodeKey: string; nested?: ReactNode }) {
  useSignals();
  const t = useT();
  const { model, idOf } = useForm();
  const state = model.state(nodeKey);
  const { item } = state;
  const id = idOf(nodeKey);
  const min = Number(limitValue(item, 'minValue') ?? 0);
  const max = Number(limitValue(item, 'maxValue') ?? 10);
  const step = intExtension(item, 'sliderStepValue') ?? 1;
  const answer = state.answers.value[0];
  const value = answer?.valueInteger ?? answer?.valueDecimal;
  const set = (next: number) => model.setAnswers(nodeKey, [item.type === 'decimal' ? { valueDecimal: next } : { valueInteger: next }]);
  const hint = t('questionnaire.slider_hint', { min, max });
  return (
    <Frame item={item} controlId={id} error={state.error.value} hint={hint} nested={nested}>
      <span className="q-slider">
        <span aria-hidden="true">{min}</span>
        <input
          id={id}
          className="q-range"
          type="range"
          min={min}
          max={max}
          step={step}
          value={value ?? min}
          disabled={item.readOnly}
          aria-describedby={describedBy(id, hint)}
          aria-invalid={state.error.value ? true : undefined}
          aria-valuetext={value === undefined ? t('questionnaire.not_answered') : String(value)}
          onChange={(event) => set(Number(event.target.value))}
          // Home on an untouched slider at its minimum fires no change: count the key as the answer.
          onKeyUp={(event) => {
            if (
              value === undefined &&
              ['Home', 'End', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'].includes(event.key)
            ) {
              set(Number(event.currentTarget.value));
            }
          }}
          onPointerUp={(event) => value === undefined && set(Number(event.currentTarget.value))}
          onBlur={() => model.touch(nodeKey)}
        />
        <span aria-hidden="true">{max}</span>
        <output className="q-slider__value" htmlFor={id} aria-hidden="true">
          {value ?? '–'}
        </output>
      </span>
    </Frame>
  );
}
