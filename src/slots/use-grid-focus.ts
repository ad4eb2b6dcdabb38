/**
 * Where keyboard focus stands in the two grids (each one tab stop: a roving tabindex), and the
 * move that the next render carries out. A move is asked for before the cells it targets exist
 * (a new page of days, the chosen day's times), so it waits in a ref until they are rendered.
 */
import { useEffect, useRef, useState } from 'react';

export type GridFocus = ReturnType<typeof useGridFocus>;

type Cell = [row: number, column: number];

export function useGridFocus(daysReady: boolean, timeRows: number) {
  const [day, setDay] = useState(0);
  const [time, setTime] = useState<Cell>([0, 0]);
  const daysRef = useRef<HTMLTableElement>(null);
  const timesRef = useRef<HTMLTableElement>(null);
  const pending = useRef<'day' | 'time' | null>(null);

  // Focus follows the keyboard after each render that moved it.
  useEffect(() => {
    if (pending.current === 'time' && timeRows > 0) {
      timesRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      pending.current = null;
    } else if (pending.current === 'day' && daysReady) {
      daysRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      pending.current = null;
    }
  });

  return {
    day,
    time,
    daysRef,
    timesRef,
    /** The day cell that holds the tab stop (a focus or click there), without moving focus. */
    setDay,
    setTime,
    toDay(index: number): void {
      setDay(index);
      pending.current = 'day';
    },
    toTime(cell: Cell): void {
      setTime(cell);
      pending.current = 'time';
    },
    /** A day was chosen: its first time takes the tab stop, and focus when there are times at all. */
    toFirstTime(move: boolean): void {
      setTime([0, 0]);
      pending.current = move ? 'time' : null;
    },
    /** Focus the times once they show (the next available day was chosen). */
    toTimes(): void {
      pending.current = 'time';
    },
  };
}
