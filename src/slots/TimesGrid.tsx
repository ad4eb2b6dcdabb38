/**
 * The chosen day's times as an ARIA grid (one tab stop): one row per clinic with the clinic as
 * row header, arrows move within and between rows. Every time is the clinic's own, and its
 * accessible name is complete ("Tuesday 14 October 2025, 9:30 am AEDT, Bondi Junction").
 */
import type { KeyboardEvent } from 'react';
import type { SlotSearch } from '../api/schemas/slots.schema';
import { useRuntime } from '../element/hooks';
import { moveInTimes } from './grid-keys';
import type { SlotChoiceProps } from './slot-grid-props';
import { longDay } from './slot-dates';
import { slotLabel, slotTime, type PlacedSlot } from './slot-time';
import type { GridFocus } from './use-grid-focus';

export interface ClinicTimes {
  clinic: SlotSearch['clinics'][number];
  slots: PlacedSlot[];
}

export interface TimesGridProps {
  day: string;
  rows: readonly ClinicTimes[];
  choice: SlotChoiceProps;
  focus: GridFocus;
  browserZone: string;
}

export function TimesGrid({ day, rows, choice, focus, browserZone }: TimesGridProps) {
  const { t, locale: localeSignal } = useRuntime().i18n;
  const locale = localeSignal.value;
  const [focusRow, focusColumn] = focus.time;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveInTimes(
      event.key,
      focus.time,
      rows.map((row) => row.slots.length),
      event.ctrlKey,
    );
    if (!next) return;
    event.preventDefault();
    focus.toTime(next);
  };

  return (
    <table
      role="grid"
      ref={focus.timesRef}
      className="slots__times"
      aria-label={t('slots.times_label', { day: longDay(day, locale) })}
      onKeyDown={onKeyDown}
    >
      {/* Rows wrap their times onto lines (CSS), so the table roles are said outright. */}
      <tbody role="rowgroup">
        {rows.map((row, r) => (
          <tr key={row.clinic.clinicSlug} role="row">
            <th scope="row" role="rowheader" className="slots__clinic">
              {row.clinic.clinicName}
            </th>
            {row.slots.map((slot, c) => {
              const chosen = choice.selected?.clinicSlug === slot.clinicSlug && choice.selected.start === slot.start;
              return (
                <td key={slot.start} role="gridcell" aria-selected={chosen}>
                  <button
                    type="button"
                    className="slots__time"
                    part="slot"
                    tabIndex={r === focusRow && c === Math.min(focusColumn, row.slots.length - 1) ? 0 : -1}
                    aria-label={slotLabel(slot, locale, browserZone)}
                    onFocus={() => focus.setTime([r, c])}
                    onClick={() => choice.onSelect(slot)}
                  >
                    {slotTime(slot, locale, browserZone)}
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
