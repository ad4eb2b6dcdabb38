/**
 * The days of a WEEK or MONTH view as an ARIA grid (one tab stop): arrows and Home/End move,
 * PageUp/PageDown turn the page, Enter or a click chooses the day. Each day says how many times
 * it has, in words for screen readers and as a short count on screen.
 */
import type { KeyboardEvent } from 'react';
import { useRuntime } from '../element/hooks';
import { moveInDays } from './grid-keys';
import { longDay, weekdayName, weeksOf } from './slot-dates';
import type { SlotGridState } from './slot-grid-props';
import type { PlacedSlot } from './slot-time';
import type { GridFocus } from './use-grid-focus';

export interface DayGridProps {
  /** The view's days, and the times found on each. */
  calendar: { days: readonly string[]; slotsByDay: ReadonlyMap<string, readonly PlacedSlot[]> };
  /** The view (a MONTH view dims the days of the months around its start) and the chosen day. */
  place: SlotGridState;
  focus: GridFocus;
  onChoose(day: string): void;
  onPage(direction: -1 | 1): void;
}

export function DayGrid({ calendar, place, focus, onChoose, onPage }: DayGridProps) {
  const { t, locale: localeSignal } = useRuntime().i18n;
  const locale = localeSignal.value;
  const { days, slotsByDay } = calendar;
  const dayIndex = Math.min(focus.day, days.length - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moveInDays(event.key, dayIndex, days.length);
    if (!move) return;
    event.preventDefault();
    if ('page' in move) onPage(move.page);
    else focus.toDay(move.index);
  };

  return (
    <table role="grid" ref={focus.daysRef} className="slots__days" aria-label={t('slots.days_label')} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {days.slice(0, 7).map((day) => (
            <th key={day} scope="col" role="columnheader" abbr={weekdayName(day, locale, 'long')}>
              {/* A phone's column has room for "M", not "Mon": the short name stays for screen readers. */}
              <span className="slots__weekday">{weekdayName(day, locale, 'short')}</span>
              <span className="slots__weekday-narrow" aria-hidden="true">
                {weekdayName(day, locale, 'narrow')}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const index = days.indexOf(day);
              const count = slotsByDay.get(day)?.length ?? 0;
              const outside = place.view === 'MONTH' && day.slice(0, 7) !== place.start.slice(0, 7);
              return (
                <td key={day} role="gridcell" aria-selected={place.day === day} className="slots__day-cell">
                  <button
                    type="button"
                    tabIndex={index === dayIndex ? 0 : -1}
                    className={`slots__day${count === 0 ? ' slots__day--empty' : ''}${outside ? ' slots__day--outside' : ''}`}
                    onFocus={() => focus.setDay(index)}
                    onClick={() => {
                      focus.setDay(index);
                      onChoose(day);
                    }}
                  >
                    <span className="slots__day-number" aria-hidden="true">
                      {Number(day.slice(8, 10))}
                    </span>
                    <span className="slots__day-count" aria-hidden="true">
                      {count > 0 ? t('slots.count_short', { count }) : '–'}
                    </span>
                    <span className="slots__day-count-narrow" aria-hidden="true">
                      {count > 0 ? count : '–'}
                    </span>
                    {/* The name in words (not aria-label: a spoken name must contain the visible text). */}
                    <span className="rad-visually-hidden">{t('slots.day_label', { day: longDay(day, locale), count })}</span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
