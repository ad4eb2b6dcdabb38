import { useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { AnswerOption, AnswerValue } from '../../../src/api/schemas/questionnaire.schema';
import { useT } from '../../../src/element/hooks';
import {
  answerOfOption,
  isExclusive,
  itemControl,
  optionKey,
  optionLabel,
  optionsOf,
  sameValue,
  toggleChoice,
} from '../../../src/questionnaire';
import { useForm } from '../form-context';
import { describedBy, Frame } from './Frame';

/** choice and open-choice: radio buttons, check boxes or a drop-down; open-choice adds an "other" text box. */
export function ChoiceItem({ nodeKey, nested }: { nodeKey: string; nested?: ReactNode }) {
  useSignals();
  const t = useT();
  const { model, idOf } = useForm();
  const state = model.state(nodeKey);
  const { item } = state;
  const id = idOf(nodeKey);
  const options = optionsOf(item, model.questionnaire);
  const answers = state.answers.value;
  const open = item.type === 'open-choice';
  const chosen = answers.filter((answer) => answer.valueString === undefined || !open || options.some((o) => sameValue(o, answer)));
  const [other, setOther] = useState(() =>
    open ? (answers.find((a) => a.valueString !== undefined && !options.some((o) => sameValue(o, a)))?.valueString ?? '') : '',
  );
  const control = itemControl(item) ?? (item.repeats ? 'check-box' : 'radio-button');
  const error = state.error.value;
  const isChosen = (option: AnswerOption) => chosen.some((answer) => sameValue(option, answer));
  const commit = (next: AnswerValue[], otherText = other) => {
    const text = otherText.trim();
    model.setAnswers(nodeKey, text ? [...next, { valueString: text }] : next);
  };
  const toggle = (option: AnswerOption, on: boolean) => {
    const next = toggleChoice(chosen, option, on, options, !!item.repeats);
    // One answer: an option replaces the typed "other"; so does an exclusive one among several.
    const clearsOther = !item.repeats || (on && isExclusive(option));
    if (clearsOther) setOther('');
    commit(next, clearsOther ? '' : other);
  };
  const otherBox = open && (
    <span className="q-other">
      <label htmlFor={`${id}-other`}>{t('questionnaire.other')}</label>
      <input
        id={`${id}-other`}
        className="q-input"
        type="text"
        value={other}
        readOnly={item.readOnly}
        onChange={(event) => {
          setOther(event.target.value);
          commit(item.repeats ? chosen : [], event.target.value);
        }}
        onBlur={() => model.touch(nodeKey)}
      />
    </span>
  );

  if ((control === 'drop-down' || control === 'autocomplete') && !item.repeats) {
    const selected = chosen[0] ? optionKey(chosen[0]) : '';
    return (
      <Frame item={item} controlId={id} error={error} nested={nested}>
        <select
          id={id}
          className="q-input q-select"
          value={selected}
          required={item.required}
          disabled={item.readOnly}
          aria-describedby={describedBy(id, undefined)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const option = options.find((o) => optionKey(o) === event.target.value);
            commit(option ? [answerOfOption(option)] : [], '');
            setOther('');
          }}
          onBlur={() => model.touch(nodeKey)}
        >
          <option value="">{t('questionnaire.choose')}</option>
          {options.map((option) => (
            <option key={optionKey(option)} value={optionKey(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        {otherBox}
      </Frame>
    );
  }

  const type = item.repeats ? 'checkbox' : 'radio';
  return (
    <Frame item={item} controlId={id} error={error} group nested={nested}>
      <div className="q-options">
        {options.map((option, position) => (
          <label className="q-option" key={optionKey(option)}>
            <input
              type={type}
              name={id}
              value={optionKey(option)}
              checked={isChosen(option)}
              disabled={item.readOnly}
              required={item.required && !item.repeats}
              onChange={(event) => toggle(option, event.target.checked)}
              onBlur={() => model.touch(nodeKey)}
              data-position={position}
            />
            <span>{optionLabel(option)}</span>
          </label>
        ))}
      </div>
      {otherBox}
    </Frame>
  );
}
