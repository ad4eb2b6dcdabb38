/**
 * Where the slot grid stands: the view, its start, the chosen day and the times of day. It starts
 * from the props (the URL), never before a minimum date, and every change is reported through
 * `onNavigate` so the URL can follow. Also what the grid last said in its live region.
 */
import { useEffect, useState } from 'react';
import type { SlotGridState, SlotLimitProps, SlotPlaceProps } from './slot-grid-props';
import { dayInZone, viewDays } from './slot-time';

export function useSlotPlace(props: SlotPlaceProps & SlotLimitProps, browserZone: string) {
  const [state, setState] = useState<SlotGridState>(() => {
    const start = props.start ?? dayInZone(new Date(), browserZone);
    return {
      view: props.view ?? 'WEEK',
      start: props.minDate && start < props.minDate ? props.minDate : start,
      day: props.day && (!props.minDate || props.day >= props.minDate) ? props.day : null,
      timeOfDay: props.timeOfDay ?? [],
    };
  });
  // A minimum date that arrives later moves an earlier view forward to it.
  const minDate = props.minDate ?? null;
  useEffect(() => {
    if (minDate && state.start < minDate && (viewDays(state.start, state.view).at(-1) ?? '') < minDate) {
      setState((current) => ({ ...current, start: minDate, day: null }));
    }
  }, [minDate, state.start, state.view]);
  const [announcement, announce] = useState('');

  const update = (next: Partial<SlotGridState>) => {
    const merged = { ...state, ...next };
    setState(merged);
    props.onNavigate?.(merged);
  };

  return { state, update, announcement, announce };
}
