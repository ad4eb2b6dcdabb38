/**
 * The answer laid out for the grids: the times that may be offered (times of day, start and end
 * time, minimum date), by day, and the chosen day's times by clinic (clinics without one left out).
 */
import { useMemo } from 'react';
import type { SlotGridState, SlotLimitProps } from './slot-grid-props';
import { placeSlots, slotsByDay } from './slot-time';
import type { ClinicTimes } from './TimesGrid';
import type { SlotSearchState } from './use-slot-search';

export function useSlotLayout(load: SlotSearchState, state: SlotGridState, limits: SlotLimitProps) {
  const { startTime, endTime } = limits;
  const minDate = limits.minDate ?? null;
  const placed = useMemo(
    () =>
      load.status === 'ready'
        ? placeSlots(load.data.clinics, {
            timeOfDay: state.timeOfDay,
            ...(startTime ? { startTime } : {}),
            ...(endTime ? { endTime } : {}),
            minDate,
          })
        : [],
    [load, state.timeOfDay, startTime, endTime, minDate],
  );
  const byDay = useMemo(() => slotsByDay(placed), [placed]);
  const rows = useMemo((): ClinicTimes[] => {
    const daySlots = state.day ? (byDay.get(state.day) ?? []) : [];
    const clinics = load.status === 'ready' ? load.data.clinics : [];
    return clinics
      .map((clinic) => ({ clinic, slots: daySlots.filter((slot) => slot.clinicSlug === clinic.clinicSlug) }))
      .filter((row) => row.slots.length > 0);
  }, [load, byDay, state.day]);
  return { placed, byDay, rows };
}
