/**
 * The slot grid (issue 12), shared by the booking finder and the reschedule page (issue 13).
 *
 * Two ARIA grids, each one tab stop: the days of a WEEK or MONTH view (DayGrid), then the chosen
 * day's times, one row per clinic (TimesGrid). Choosing a day moves focus to its first time and
 * announces the count. Times are the clinic's own, labelled with its zone when that differs from
 * the browser's.
 *
 * Props (grouped in slot-grid-props.ts): which slots to ask for, where the grid stands (from the
 * URL, reported back through `onNavigate`), limits on the times offered, the patient's choice,
 * and the heading level and zone. This component holds the grid's state and the search.
 */
import { useContext, useEffect, useId, useLayoutEffect, useMemo } from 'react';
import { problemKey } from '../api/errors';
import { SCROLL_TO_SLOT_MS } from '../constants';
import { useRuntime } from '../element/hooks';
import { adopt, sheet } from '../element/stylesheets';
import { WidgetContext } from '../element/widget-context';
import { Banner } from '../ui/Banner';
import { Spinner } from '../ui/Spinner';
import { DayGrid } from './DayGrid';
import { longDay, rangeText } from './slot-dates';
import type { SlotGridProps } from './slot-grid-props';
import { slotGridCss } from './slot-grid.css';
import { browserTimeZone, dayInZone, shiftView, TIMES_OF_DAY, viewDays, zoneAbbreviation, zoneDiffers } from './slot-time';
import { TimesGrid } from './TimesGrid';
import { useGridFocus } from './use-grid-focus';
import { useSlotLayout } from './use-slot-layout';
import { useSlotPlace } from './use-slot-place';
import { useSlotSearch } from './use-slot-search';

export { longDay } from './slot-dates';
export type { SlotGridProps, SlotGridState } from './slot-grid-props';

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
  const { state, update, announcement, announce } = useSlotPlace(props, browserZone);
  const days = useMemo(() => viewDays(state.start, state.view), [state.start, state.view]);
  const { state: load, retry } = useSlotSearch({ ...props, start: state.start, view: state.view });
  const { placed, byDay, rows } = useSlotLayout(load, state, props);
  const focus = useGridFocus(load.status === 'ready', rows.length);

  const chooseDay = (day: string) => {
    const count = byDay.get(day)?.length ?? 0;
    update({ day });
    focus.toFirstTime(count > 0);
    announce(t('slots.day_count', { count, day: longDay(day, locale) }));
  };
  const turnPage = (direction: -1 | 1) => {
    update({ start: shiftView(state.start, state.view, direction), day: null });
    focus.toDay(direction === 1 ? 0 : Number.MAX_SAFE_INTEGER);
  };

  // Scroll to the chosen slot after 100 ms (docs/rules.md#display-timings), once it is on screen.
  useEffect(() => {
    if (!props.selected || load.status !== 'ready') return;
    const timer = setTimeout(() => {
      focus.timesRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
    }, SCROLL_TO_SLOT_MS);
    return () => clearTimeout(timer);
  }, [props.selected, load.status, state.day, focus.timesRef]);

  const firstInstant = placed[0] ? new Date(placed[0].start) : new Date(`${days[0]}T12:00:00Z`);
  const firstZone = load.status === 'ready' ? load.data.clinics[0]?.timeZone : undefined;
  const Heading = `h${Math.min(6, Math.max(1, props.headingLevel ?? 2))}` as 'h2';

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
                    focus.toTimes();
                  }}
                >
                  {t('slots.next_available', {
                    day: longDay(dayInZone(new Date(load.data.nextAvailable.start), firstZone ?? browserZone), locale),
                  })}
                </button>
              )}
            </div>
          )}
          <DayGrid calendar={{ days, slotsByDay: byDay }} place={state} focus={focus} onChoose={chooseDay} onPage={turnPage} />
          <p className="rad-visually-hidden" role="status">
            {announcement}
          </p>
          {state.day && rows.length === 0 && placed.length > 0 && <p className="slots__day-empty">{t('slots.none_day')}</p>}
          {state.day && rows.length > 0 && <TimesGrid day={state.day} rows={rows} choice={props} focus={focus} browserZone={browserZone} />}
        </>
      )}
    </section>
  );
}
