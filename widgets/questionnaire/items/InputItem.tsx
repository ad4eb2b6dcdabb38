import { useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatInput, limitValue, parseInput, stringExtension, unitOf } from '../../../src/questionnaire';
import { useForm } from '../form-context';
import { describedBy, Frame } from './Frame';

const INPUT: Record<string, { type: string; inputMode?: 'numeric' | 'decimal' | 'url'; autoComplete?: string }> = {
  string: { type: 'text' },
  integer: { type: 'text', inputMode: 'numeric' },
  decimal: { type: 'text', inputMode: 'decimal' },
  quantity: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
  dateTime: { type: 'datetime-local' },
  time: { type: 'time' },
  url: { type: 'url', inputMode: 'url' },
};

/** One text-like control: the typed text stays as typed; the answer is its parsed value (or a format error). */
export function InputItem({ nodeKey, nested }: { nodeKey: string; nested?: ReactNode }) {
  useSignals();
  const { model, idOf } = useForm();
  const state = model.state(nodeKey);
  const { item } = state;
  const [raw, setRaw] = useState(() => formatInput(item, state.answers.peek()[0]));
  const id = idOf(nodeKey);
  const hint = stringExtension(item, 'entryFormat');
  const error = state.error.value;
  const onChange = (text: string) => {
    setRaw(text);
    const parsed = parseInput(item, text);
    if ('error' in parsed) model.setAnswers(nodeKey, [], parsed.error);
    else model.setAnswers(nodeKey, parsed.value ? [parsed.value] : []);
  };
  const common = {
    id,
    value: raw,
    readOnly: item.readOnly,
    required: item.required,
    'aria-describedby': describedBy(id, hint),
    'aria-invalid': error ? true : undefined,
    placeholder: hint,
    onBlur: () => model.touch(nodeKey),
  };
  const unit = unitOf(item);
  const min = limitValue(item, 'minValue');
  const max = limitValue(item, 'maxValue');
  const control =
    item.type === 'text' ? (
      <textarea
        {...common}
        className="q-input q-textarea"
        rows={4}
        maxLength={item.maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    ) : (
      <input
        {...common}
        className="q-input"
        type={INPUT[item.type]?.type ?? 'text'}
        inputMode={INPUT[item.type]?.inputMode}
        maxLength={item.type === 'string' ? item.maxLength : undefined}
        min={typeof min === 'string' ? min : undefined}
        max={typeof max === 'string' ? max : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <Frame item={item} controlId={id} error={error} hint={hint} nested={nested}>
      {unit ? (
        <span className="q-unit-row">
          {control}
          <span className="q-unit">{unit.display ?? unit.code}</span>
        </span>
      ) : (
        control
      )}
    </Frame>
  );
}
