/**
 * The slot grid's styles. The grid adopts them itself (SlotGrid.tsx), so every widget that shows
 * it gets the same toolbar, days and times (no inline style: strict CSP).
 *
 * Phones: the grid is a size container. Below 30rem of its own width the seven day columns are
 * about 30 px wide, where "Mon" and "5 times" broke into "Mo n" and "5 tim es": the columns then
 * show the narrow weekday ("M") and the bare count ("5"), the full words staying for screen
 * readers. The times wrap onto lines under their clinic's name instead of scrolling sideways.
 */
export const slotGridCss = /* css */ `
.slots { display: grid; gap: 0.75rem; container-type: inline-size; }
.slots__toolbar { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: center; }
.slots__views { display: flex; gap: 0.5rem; }
.slots__view {
  min-height: 44px; padding: 0.4rem 1rem; border-radius: 999px; cursor: pointer; font-weight: 600;
  border: 2px solid var(--rad-color-primary, #0b5cab); background: transparent; color: var(--rad-color-primary, #0b5cab);
}
.slots__view[aria-pressed="true"] { background: var(--rad-color-primary, #0b5cab); color: var(--rad-color-primary-contrast, #ffffff); }
.slots__paging { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
.slots__range { margin: 0; font-weight: 600; min-width: 12rem; text-align: center; }
.slots__time-of-day { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; border: 0; padding: 0; margin: 0; min-inline-size: 0; }
.slots__time-of-day legend { font-weight: 600; margin-bottom: 0.25rem; padding: 0; }
.slots__check { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; cursor: pointer; }
.slots__check input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--rad-color-primary, #0b5cab); }
.slots__zone { margin: 0; color: var(--rad-color-text-muted, #4d5b69); }
.slots__days { border-collapse: separate; border-spacing: 0.25rem; width: 100%; table-layout: fixed; max-width: 40rem; }
.slots__days th { font-weight: 600; font-size: 0.875rem; padding: 0.25rem 0; overflow-wrap: normal; }
.slots__weekday-narrow, .slots__day-count-narrow { display: none; }
.slots__day {
  display: grid; justify-items: center; width: 100%; min-height: 44px; padding: 0.25rem 0; cursor: pointer;
  border: 1px solid var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px);
  background: var(--rad-color-input-background, #ffffff); color: inherit; font: inherit; overflow-wrap: normal;
}
.slots__day--empty { color: var(--rad-color-text-muted, #4d5b69); background: transparent; }
/* Days of the next or last month: bookable like any other, only set apart from this month's. */
.slots__day--outside { border-style: dashed; }
.slots__day--outside .slots__day-number { font-weight: 400; }
[aria-selected="true"] > .slots__day, [aria-selected="true"] > .slots__time {
  background: var(--rad-color-primary, #0b5cab); color: var(--rad-color-primary-contrast, #ffffff); border-color: transparent;
}
.slots__day-number { font-weight: 600; }
.slots__day-count, .slots__day-count-narrow { font-size: 0.75rem; }
.slots__day:focus-visible, .slots__time:focus-visible { outline: 3px solid var(--rad-color-focus, #ffbf47); outline-offset: 2px; }
.slots__times { display: block; }
.slots__times tbody { display: grid; gap: 0.75rem; }
.slots__times tr { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.slots__times td { padding: 0; }
.slots__clinic { flex: 1 0 100%; padding: 0; text-align: start; font-weight: 600; }
.slots__time {
  min-height: 44px; min-width: 5.5rem; padding: 0.25rem 0.75rem; cursor: pointer; font: inherit; white-space: nowrap;
  border: 2px solid var(--rad-color-primary, #0b5cab); border-radius: var(--rad-radius, 6px);
  background: transparent; color: var(--rad-color-primary, #0b5cab); font-weight: 600;
}
@container (max-width: 30rem) {
  .slots__days { border-spacing: 2px; }
  .slots__weekday { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .slots__weekday-narrow, .slots__day-count-narrow { display: inline; }
  .slots__day-count { display: none; }
  .slots__range { min-width: 0; text-align: start; }
}
`;
