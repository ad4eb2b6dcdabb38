/**
 * Above the grids: WEEK or MONTH, the previous and next page with the range shown (said when it
 * changes), and the times of day to keep. Each change is one patch of the grid's state.
 */
import { useRuntime } from '../element/hooks';
import type { SlotGridState } from './slot-grid-props';
import { rangeText } from './slot-dates';
import { TIMES_OF_DAY } from './slot-time';

export interface SlotToolbarProps {
  state: SlotGridState;
  days: readonly string[];
  onChange(patch: Partial<SlotGridState>): void;
  onPage(direction: -1 | 1): void;
}

export function SlotToolbar({ state, days, onChange, onPage }: SlotToolbarProps) {
  const { t, locale } = useRuntime().i18n;
  return (
    <div className="slots__toolbar">
      <div role="group" aria-label={t('slots.view')} className="slots__views">
        {(['WEEK', 'MONTH'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className="chip slots__view"
            aria-pressed={state.view === view}
            onClick={() => onChange({ view, day: null })}
          >
            {t(view === 'WEEK' ? 'slots.week' : 'slots.month')}
          </button>
        ))}
      </div>
      <div className="slots__paging">
        <button type="button" className="rad-button rad-button--secondary" onClick={() => onPage(-1)}>
          {t(state.view === 'WEEK' ? 'slots.previous_week' : 'slots.previous_month')}
        </button>
        <p className="slots__range" aria-live="polite">
          {rangeText(days, state.view, state.start, locale.value)}
        </p>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => onPage(1)}>
          {t(state.view === 'WEEK' ? 'slots.next_week' : 'slots.next_month')}
        </button>
      </div>
      <fieldset className="slots__time-of-day">
        <legend>{t('slots.time_of_day')}</legend>
        {TIMES_OF_DAY.map((part) => (
          <label key={part} className="slots__check">
            <input
              type="checkbox"
              checked={state.timeOfDay.includes(part)}
              onChange={(event) =>
                onChange({
                  timeOfDay: event.target.checked ? [...state.timeOfDay, part] : state.timeOfDay.filter((item) => item !== part),
                })
              }
            />
            {t(`slots.${part}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
