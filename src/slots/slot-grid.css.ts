/** The slot grid's styles, for the adopted stylesheets of the widget that shows it (no inline style: strict CSP). */
export const slotGridCss = /* css */ `
.slots { display: grid; gap: 0.75rem; }
.slots__toolbar { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: center; }
.slots__views { display: flex; gap: 0.5rem; }
.slots__paging { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
.slots__range { margin: 0; font-weight: 600; min-width: 12rem; text-align: center; }
.slots__zone { margin: 0; color: var(--rad-color-text-muted, #4d5b69); }
.slots__days, .slots__times { border-collapse: separate; border-spacing: 0.25rem; }
.slots__days { width: 100%; table-layout: fixed; max-width: 40rem; }
.slots__days th { font-weight: 600; font-size: 0.875rem; padding: 0.25rem; }
.slots__day {
  display: grid; justify-items: center; width: 100%; min-height: 44px; padding: 0.25rem; cursor: pointer;
  border: 1px solid var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px);
  background: var(--rad-color-input-background, #ffffff); color: inherit; font: inherit;
}
.slots__day--empty { color: var(--rad-color-text-muted, #4d5b69); background: transparent; }
.slots__day--outside .slots__day-number { text-decoration: line-through; }
[aria-selected="true"] > .slots__day, [aria-selected="true"] > .slots__time {
  background: var(--rad-color-primary, #0b5cab); color: var(--rad-color-primary-contrast, #ffffff); border-color: transparent;
}
.slots__day-number { font-weight: 600; }
.slots__day-count { font-size: 0.75rem; }
.slots__day:focus-visible, .slots__time:focus-visible { outline: 3px solid var(--rad-color-focus, #ffbf47); outline-offset: 2px; }
.slots__clinic { text-align: start; padding-inline-end: 0.75rem; font-weight: 600; white-space: nowrap; }
.slots__times { display: block; overflow-x: auto; }
.slots__time {
  min-height: 44px; min-width: 5.5rem; padding: 0.25rem 0.75rem; cursor: pointer; font: inherit;
  border: 2px solid var(--rad-color-primary, #0b5cab); border-radius: var(--rad-radius, 6px);
  background: transparent; color: var(--rad-color-primary, #0b5cab); font-weight: 600;
}
`;
