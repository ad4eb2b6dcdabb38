/**
 * The slot grid (issue 12), shared by the booking finder and the reschedule page (issue 13).
 *
 * Two ARIA grids, each one tab stop: the days of a WEEK or MONTH view (arrows, Home/End,
 * PageUp/PageDown turn the page), then the chosen day's times, one row per clinic with the clinic
 * as row header. Choosing a day moves focus to its first time and announces the count. Every time
 * is the clinic's own, labelled with its zone when that differs from the browser's; each time's
 * accessible name is complete ("Tuesday 14 October 2025, 9:30 am AEDT, Bondi Junction").
 *
 * Props: `clinics` (slugs), `examSlug`, `appointmentSlug` (reschedule), `onSelect(slot)`; the
 * view, its start, the day and the time-of-day filter may be given (from the URL) and are reported
 * back through `onNavigate`. `reloadKey` changes to fetch again (after the slot error dialog).
 */
import { useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { problemKey } from '../api/errors';
import type { SlotSearch } from '../api/schemas/slots.schema';
import { SCROLL_TO_SLOT_MS } from '../constants';
import { useRuntime } from '../element/hooks';
import { adopt, sheet } from '../element/stylesheets';
import { WidgetContext } from '../element/widget-context';
import { Banner } from '../ui/Banner';
import { Spinner } from '../ui/Spinner';
import { moveInDays, moveInTimes } from './grid-keys';
import type { SlotSearchRequest } from './slots.api';
import { slotGridCss } from './slot-grid.css';
import { useSlotSearch } from './use-slot-search';
import {
  browserTimeZone,
  dayInZone,
  placeSlots,
  shiftView,
  slotLabel,
  slotsByDay,
  slotTime,
  TIMES_OF_DAY,
  viewDays,
  zoneAbbreviation,
  zoneDiffers,
  type PlacedSlot,
  type SlotsView,
  type TimeOfDay,
} from './slot-time';
import { dateTimeFormat } from '../i18n/message-format';

export interface SlotGridState {
  view: SlotsView;
  /** The view's start day (a week's Monday or any day of the month). */
  start: string;
  /** The chosen day, when one is. */
  day: string | null;
  timeOfDay: TimeOfDay[];
}

export interface SlotGridProps {
  clinics: readonly string[];
  examSlug: string;
  appointmentSlug?: string | undefined;
  onSelect(slot: PlacedSlot): void;
  view?: SlotsView | undefined;
  /** Week start; today when absent (001 §9). */
  start?: string | undefined;
  day?: string | null | undefined;
  timeOfDay?: TimeOfDay[] | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  /** No day before this clinic-local day (a questionnaire outcome's restrictMinDate): the view starts no earlier. */
  minDate?: string | null | undefined;
  /** The slot chosen before (scrolled to after SCROLL_TO_SLOT_MS). */
  selected?: { clinicSlug: string; start: string } | null | undefined;
  onNavigate?(state: SlotGridState): void;
  reloadKey?: number | undefined;
  /**
   * True while the page is on a `booking` path (001 §4): the request in flight is dropped, none is
   * made, so no late answer shows times the patient has left; false again fetches fresh times.
   */
  paused?: boolean | undefined;
  /** Level of the grid's heading, 1–6. */
  headingLevel?: number | undefined;
  /** The browser's zone; a story or test may pin one. */
  browserZone?: string | undefined;
  /** How slots are fetched; default `getSlots` on the page's API client (tests and stories pass their own). */
  load?: ((search: SlotSearchRequest, signal: AbortSignal) => Promise<SlotSearch>) | undefined;
}

export function SlotGrid(props: SlotGridProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const locale = runtime.i18n.locale.value;
  const id = useId();
  // The grid brings its own styles to whichever widget shows it (before the first paint), so a
  // widget cannot forget them: the reschedule panel showed its toolbar as browser defaults.
  const shadowRoot = useContext(WidgetContext)?.shadowRoot;
  useLayoutEffect(() => {
    if (shadowRoot) adopt(shadowRoot, [sheet(slotGridCss)]);
  }, [shadowRoot]);
  const browserZone = props.browserZone ?? browserTimeZone();
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
  const [focusDay, setFocusDay] = useState(0);
  const [focusTime, setFocusTime] = useState<[number, number]>([0, 0]);
  const [announcement, setAnnouncement] = useState('');
  const daysRef = useRef<HTMLTableElement>(null);
  const timesRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef<'day' | 'time' | null>(null);

  const days = useMemo(() => viewDays(state.start, state.view), [state.start, state.view]);

  const { state: load, retry } = useSlotSearch({
    clinics: props.clinics,
    examSlug: props.examSlug,
    appointmentSlug: props.appointmentSlug,
    start: state.start,
    view: state.view,
    reloadKey: props.reloadKey,
    paused: props.paused,
    load: props.load,
  });

  const placed = useMemo(
    () =>
      load.status === 'ready'
        ? placeSlots(load.data.clinics, {
            timeOfDay: state.timeOfDay,
            ...(props.startTime ? { startTime: props.startTime } : {}),
            ...(props.endTime ? { endTime: props.endTime } : {}),
            minDate,
          })
        : [],
    [load, state.timeOfDay, props.startTime, props.endTime, minDate],
  );
  const byDay = useMemo(() => slotsByDay(placed), [placed]);
  const daySlots = useMemo(() => (state.day ? (byDay.get(state.day) ?? []) : []), [byDay, state.day]);
  const rows = useMemo(() => {
    const clinics = load.status === 'ready' ? load.data.clinics : [];
    return clinics
      .map((clinic) => ({ clinic, slots: daySlots.filter((slot) => slot.clinicSlug === clinic.clinicSlug) }))
      .filter((row) => row.slots.length > 0);
  }, [load, daySlots]);

  const update = (next: Partial<SlotGridState>) => {
    const merged = { ...state, ...next };
    setState(merged);
    props.onNavigate?.(merged);
  };

  const chooseDay = (day: string) => {
    const count = byDay.get(day)?.length ?? 0;
    update({ day });
    setFocusTime([0, 0]);
    moveFocus.current = count > 0 ? 'time' : null;
    setAnnouncement(t('slots.day_count', { count, day: longDay(day, locale) }));
  };

  const turnPage = (direction: -1 | 1) => {
    update({ start: shiftView(state.start, state.view, direction), day: null });
    moveFocus.current = 'day';
    setFocusDay(direction === 1 ? 0 : Number.MAX_SAFE_INTEGER);
  };

  // Focus follows the keyboard after each render that moved it.
  useEffect(() => {
    if (moveFocus.current === 'time' && rows.length > 0) {
      timesRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      moveFocus.current = null;
    } else if (moveFocus.current === 'day' && load.status === 'ready') {
      daysRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      moveFocus.current = null;
    }
  });

  // Scroll to the chosen slot after 100 ms (001 §4), once it is on screen.
  useEffect(() => {
    if (!props.selected || load.status !== 'ready') return;
    const timer = setTimeout(() => {
      timesRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
    }, SCROLL_TO_SLOT_MS);
    return () => clearTimeout(timer);
  }, [props.selected, load.status, state.day]);

  const dayIndex = Math.min(focusDay, days.length - 1);
  const onDayKey = (event: KeyboardEvent) => {
    const move = moveInDays(event.key, dayIndex, days.length);
    if (!move) return;
    event.preventDefault();
    if ('page' in move) turnPage(move.page);
    else {
      setFocusDay(move.index);
      moveFocus.current = 'day';
    }
  };
  const onTimeKey = (event: KeyboardEvent) => {
    const next = moveInTimes(
      event.key,
      focusTime,
      rows.map((row) => row.slots.length),
      event.ctrlKey,
    );
    if (!next) return;
    event.preventDefault();
    setFocusTime(next);
    moveFocus.current = 'time';
  };

  const firstInstant = placed[0] ? new Date(placed[0].start) : new Date(`${days[0]}T12:00:00Z`);
  const firstZone = load.status === 'ready' ? load.data.clinics[0]?.timeZone : undefined;
  const headingLevel = Math.min(6, Math.max(1, props.headingLevel ?? 2));
  const Heading = `h${headingLevel}` as 'h2';

  return (
    <section className="slots" aria-labelledby={`${id}-title`} part="slots">
      <Heading id={`${id}-title`} className="slots__title" tabIndex={-1}>
        {t('slots.heading')}
      </Heading>
      <div className="slots__toolbar">
        <div role="group" aria-label={t('slots.view')} className="slots__views">
          {(['WEEK', 'MONTH'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className="chip slots__view"
              aria-pressed={state.view === view}
              onClick={() => update({ view, day: null })}
            >
              {t(view === 'WEEK' ? 'slots.week' : 'slots.month')}
            </button>
          ))}
        </div>
        <div className="slots__paging">
          <button type="button" className="rad-button rad-button--secondary" onClick={() => turnPage(-1)}>
            {t(state.view === 'WEEK' ? 'slots.previous_week' : 'slots.previous_month')}
          </button>
          <p className="slots__range" aria-live="polite">
            {rangeText(days, state.view, state.start, locale)}
          </p>
          <button type="button" className="rad-button rad-button--secondary" onClick={() => turnPage(1)}>
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
                  update({
                    timeOfDay: event.target.checked ? [...state.timeOfDay, part] : state.timeOfDay.filter((item) => item !== part),
                  })
                }
              />
              {t(`slots.${part}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {firstZone && zoneDiffers(firstInstant, firstZone, browserZone) && (
        <p className="slots__zone">{t('slots.zone_note', { zone: zoneAbbreviation(firstInstant, firstZone, locale) })}</p>
      )}

      {load.status === 'ready' && load.data.clinics.some((clinic) => clinic.enquiry) && (
        <p className="slots__enquiry">{t('slots.enquiry_note')}</p>
      )}
      {load.status === 'loading' && <Spinner label={t('slots.loading')} />}
      {load.status === 'error' && (
        <Banner tone="error">
          <p>{t('slots.failed')}</p>
          <p>{t(problemKey(load.error, runtime.i18n.has, load.error.messageKey))}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={retry}>
            {t('action.retry')}
          </button>
        </Banner>
      )}
      {load.status === 'ready' && (
        <>
          {placed.length === 0 && (
            <div className="slots__empty" role="status">
              <p>{t(state.view === 'WEEK' ? 'slots.none_week' : 'slots.none_month')}</p>
              {load.data.nextAvailable && (
                <button
                  type="button"
                  className="rad-button"
                  onClick={() => {
                    const next = load.data.nextAvailable!;
                    const zone = next.clinicSlug && load.data.clinics.find((c) => c.clinicSlug === next.clinicSlug)?.timeZone;
                    const day = dayInZone(new Date(next.start), zone || browserZone);
                    update({ start: day, day });
                    moveFocus.current = 'time';
                  }}
                >
                  {t('slots.next_available', {
                    day: longDay(dayInZone(new Date(load.data.nextAvailable.start), firstZone ?? browserZone), locale),
                  })}
                </button>
              )}
            </div>
          )}
          <table role="grid" ref={daysRef} className="slots__days" aria-label={t('slots.days_label')} onKeyDown={onDayKey}>
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
              {chunk(days, 7).map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    const index = days.indexOf(day);
                    const count = byDay.get(day)?.length ?? 0;
                    const outside = state.view === 'MONTH' && day.slice(0, 7) !== state.start.slice(0, 7);
                    return (
                      <td key={day} role="gridcell" aria-selected={state.day === day} className="slots__day-cell">
                        <button
                          type="button"
                          tabIndex={index === dayIndex ? 0 : -1}
                          className={`slots__day${count === 0 ? ' slots__day--empty' : ''}${outside ? ' slots__day--outside' : ''}`}
                          onFocus={() => setFocusDay(index)}
                          onClick={() => {
                            setFocusDay(index);
                            chooseDay(day);
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
          <p className="rad-visually-hidden" role="status">
            {announcement}
          </p>
          {state.day && rows.length === 0 && placed.length > 0 && <p className="slots__day-empty">{t('slots.none_day')}</p>}
          {state.day && rows.length > 0 && (
            <table
              role="grid"
              ref={timesRef}
              className="slots__times"
              aria-label={t('slots.times_label', { day: longDay(state.day, locale) })}
              onKeyDown={onTimeKey}
            >
              {/* Rows wrap their times onto lines (CSS), so the table roles are said outright. */}
              <tbody role="rowgroup">
                {rows.map((row, r) => (
                  <tr key={row.clinic.clinicSlug} role="row">
                    <th scope="row" role="rowheader" className="slots__clinic">
                      {row.clinic.clinicName}
                    </th>
                    {row.slots.map((slot, c) => {
                      const chosen = props.selected?.clinicSlug === slot.clinicSlug && props.selected.start === slot.start;
                      return (
                        <td key={slot.start} role="gridcell" aria-selected={chosen}>
                          <button
                            type="button"
                            className="slots__time"
                            part="slot"
                            tabIndex={r === focusTime[0] && c === Math.min(focusTime[1], row.slots.length - 1) ? 0 : -1}
                            aria-label={slotLabel(slot, locale, browserZone)}
                            onFocus={() => setFocusTime([r, c])}
                            onClick={() => props.onSelect(slot)}
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
          )}
        </>
      )}
    </section>
  );
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Calendar days are zone-free: formatted at noon UTC so no zone moves them. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

function weekdayName(day: string, locale: string, width: 'long' | 'short' | 'narrow'): string {
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(noon(day));
}

export function longDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(noon(day));
}

function rangeText(days: readonly string[], view: SlotsView, start: string, locale: string): string {
  if (view === 'MONTH') return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon(start));
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(noon(days[0]!), noon(days.at(-1)!));
}
