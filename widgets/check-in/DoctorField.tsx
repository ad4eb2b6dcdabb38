import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import type { Doctor } from '../../src/api/schemas/check-in.schema';
import { useRuntime } from '../../src/element/hooks';
import { createDoctorSearch, type DoctorSearchDeps } from './doctor-search';

interface Props {
  chosen: Doctor | null;
  manual: boolean;
  manualName: string;
  error: string | null;
  search: DoctorSearchDeps['search'];
  onChoose(doctor: Doctor | null): void;
  onManual(manual: boolean): void;
  onManualName(name: string): void;
}

export function doctorLabel(doctor: Doctor): string {
  return `${doctor.firstName} ${doctor.lastName}, ${doctor.cityName} ${doctor.postalCode}`;
}

/**
 * The referrer (docs/rules.md#check-in-doctor-search): a search field whose results are a list of buttons (native and
 * keyboard-friendly, no custom combobox to get wrong), the choice shown with a Change button, and
 * a typed name when the doctor is not found.
 */
export function DoctorField({ chosen, manual, manualName, error, search, onChoose, onManual, onManualName }: Props) {
  useSignals();
  const t = useRuntime().i18n.t;
  const id = useId();
  const [text, setText] = useState('');
  const [model] = useState(() => createDoctorSearch({ search, chosen: () => (chosen ? [chosen.id] : []) }));
  useEffect(() => () => model.dispose(), [model]);
  const errorId = `${id}-error`;
  const status = model.status.value;
  const results = model.results.value;

  return (
    <fieldset className="check-in__doctor" aria-describedby={error ? errorId : undefined}>
      <legend>{t('check_in.referrer')}</legend>
      {chosen && !manual ? (
        <p className="check-in__chosen">
          <span part="chosen-doctor">{doctorLabel(chosen)}</span>{' '}
          <button type="button" className="rad-button rad-button--secondary" onClick={() => onChoose(null)}>
            {t('check_in.referrer_change')}
          </button>
        </p>
      ) : manual ? (
        <div className="rad-field">
          <label className="rad-field__label" htmlFor={`${id}-manual`}>
            {t('check_in.referrer_name')}
          </label>
          <input
            id={`${id}-manual`}
            className="rad-input"
            name="referrerName"
            value={manualName}
            maxLength={120}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onManualName(event.currentTarget.value)}
          />
          <button type="button" className="rad-button rad-button--secondary" onClick={() => onManual(false)}>
            {t('check_in.referrer_search_again')}
          </button>
        </div>
      ) : (
        <div className="rad-field">
          <label className="rad-field__label" htmlFor={`${id}-search`}>
            {t('check_in.referrer_search')}
          </label>
          <span className="rad-field__hint" id={`${id}-hint`}>
            {t('check_in.referrer_search_hint')}
          </span>
          <input
            id={`${id}-search`}
            className="rad-input"
            name="referrerSearch"
            type="search"
            autoComplete="off"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              setText(event.currentTarget.value);
              model.input(event.currentTarget.value);
            }}
          />
          <p role="status" className="check-in__search-status">
            {status === 'searching'
              ? t('check_in.referrer_searching')
              : status === 'error'
                ? t('check_in.referrer_search_failed')
                : status === 'done'
                  ? t('check_in.referrer_results', { count: results.length })
                  : ''}
          </p>
          {results.length > 0 && (
            <ul className="check-in__results" aria-label={t('check_in.referrer_results_label')}>
              {results.map((doctor) => (
                <li key={doctor.id}>
                  <button
                    type="button"
                    className="rad-button rad-button--secondary check-in__result"
                    onClick={() => {
                      onChoose(doctor);
                      model.clear();
                      setText('');
                    }}
                  >
                    {doctorLabel(doctor)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="rad-button rad-button--link" onClick={() => onManual(true)}>
            {t('check_in.referrer_not_found')}
          </button>
        </div>
      )}
      <span className="rad-field__error" id={errorId} role="alert" hidden={!error}>
        {error}
      </span>
    </fieldset>
  );
}
