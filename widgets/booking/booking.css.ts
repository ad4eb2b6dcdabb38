/** The booking finder's own styles; the body figure's provider values arrive as checked custom properties. */
export const bookingCss = /* css */ `
.booking { display: grid; gap: 1rem; }
.booking__title:focus { outline: none; }
.segmented { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; border: 0; padding: 0; margin: 0 0 1rem; }
.segmented legend { font-weight: 600; margin-bottom: 0.25rem; padding: 0; }
.segmented__option, .check, .exam__pick { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; cursor: pointer; }
.segmented input, .check input, .exam__pick input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--rad-color-primary, #0b5cab); }
.catalogue__layout { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 48rem) { .catalogue__layout { grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr); align-items: start; } }
.catalogue__filters, .finder__filters { display: flex; flex-wrap: wrap; gap: 1rem; }
.catalogue__filters .rad-field, .finder__filters .rad-field { flex: 1 1 14rem; }
.rad-root input[type="search"], .rad-root select {
  min-height: 44px; width: 100%; padding: 0.5rem 0.75rem; border: 1px solid var(--rad-color-border-strong, #6b7480);
  border-radius: var(--rad-radius, 6px); background: var(--rad-color-input-background, #ffffff);
}
.chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0; }
.chip {
  min-height: 44px; padding: 0.4rem 1rem; border-radius: 999px; cursor: pointer; font-weight: 600;
  border: 2px solid var(--rad-color-primary, #0b5cab); background: transparent; color: var(--rad-color-primary, #0b5cab);
}
.chip[aria-pressed="true"] { background: var(--rad-color-primary, #0b5cab); color: var(--rad-color-primary-contrast, #ffffff); }
.chip[aria-disabled="true"] { border-color: #6b7480; color: #4a5260; cursor: not-allowed; }
.catalogue__count, .finder__count { margin: 0.5rem 0; color: var(--rad-color-text-muted, #4d5b69); }
.exam-group__name { font-size: 1rem; margin: 1rem 0 0.5rem; }
.exam-list, .clinic-list, .postcode__results { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.exam {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.25rem 1rem; align-items: center;
  padding: 0.75rem; border: 1px solid var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px);
}
.exam__name { font-weight: 600; }
.exam__meta { grid-column: 1; color: var(--rad-color-text-muted, #4d5b69); display: flex; gap: 0.5rem; align-items: center; }
.exam__actions { grid-column: 2; grid-row: 1 / span 2; display: flex; gap: 0.5rem; flex-wrap: wrap; justify-content: end; }
.badge { font-size: 0.8125rem; padding: 0 0.5rem; border-radius: 999px; background: #e3f1e6; color: #1e5b2c; font-weight: 600; }
.catalogue__continue { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-top: 1rem; }
.empty { padding: 1rem; border: 1px dashed var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px); }
.empty__actions, .chosen__actions, .location__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }

.figure { display: grid; gap: 0.5rem; justify-items: center; }
.figure h3 { justify-self: start; }
.figure__sides { display: flex; gap: 0.5rem; }
.figure__svg { width: 100%; max-width: 14rem; height: auto; }
.figure__stop-top { stop-color: var(--booking-figure-gradient, #eef2f6); }
.figure__stop-bottom { stop-color: #ffffff; }
.figure__outline { stroke: #8a99a8; stroke-width: 1; }
.figure__part {
  fill: #d5dee8; stroke: #4d5b69; stroke-width: 1.5; cursor: pointer;
  transition: fill var(--booking-part-transition, 0.2s) ease-in-out;
}
.figure__part:hover, .figure__part:focus-visible { fill: var(--booking-part-hover, var(--rad-color-primary, #0b5cab)); }
.figure__part:focus-visible { outline: none; stroke: var(--rad-color-focus, #1a73e8); stroke-width: 4; }
.figure__part[aria-pressed="true"] { fill: var(--booking-part-hover, var(--rad-color-primary, #0b5cab)); stroke: #1b2530; stroke-width: 2.5; }
.figure__selected { min-height: 1.5em; margin: 0; font-weight: 600; }

.link-button { background: none; border: 0; padding: 0; color: var(--rad-color-link, var(--rad-color-primary, #0b5cab)); text-decoration: underline; cursor: pointer; min-height: 24px; font-weight: 600; }
.location { display: grid; gap: 0.5rem; padding: 0.75rem; background: var(--rad-color-surface, #f3f6fa); border-radius: var(--rad-radius, 6px); }
.location__where, .location__reset { margin: 0; }
.location__problem { border-left: 4px solid var(--rad-color-danger, #b3261e); padding-left: 0.75rem; }
.location__problem p { margin: 0; }
.clinic { padding: 0.75rem; border: 1px solid var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px); display: grid; gap: 0.25rem; justify-items: start; }
.clinic--selected { border: 2px solid var(--rad-color-primary, #0b5cab); }
.clinic__name { font-size: 1.0625rem; margin: 0; }
.clinic__address, .clinic__distance { margin: 0; }
.clinic__hours summary { cursor: pointer; min-height: 24px; }
.clinic__hours dl { margin: 0.25rem 0 0; display: grid; gap: 0.125rem; }
.clinic__day { display: flex; gap: 0.75rem; }
.clinic__day dt { min-width: 3rem; font-weight: 600; }
.clinic__day dd { margin: 0; }
.map { width: 100%; height: 22rem; border-radius: var(--rad-radius, 6px); border: 1px solid var(--rad-color-border, #c5d0dc); }
.marker {
  width: 28px; height: 28px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg); cursor: pointer;
  border: 3px solid #ffffff; background: var(--rad-color-primary, #0b5cab); box-shadow: 0 1px 4px rgba(0, 0, 0, 0.4); padding: 0;
}
.marker--selected { background: var(--rad-color-secondary, #0f7b6c); width: 34px; height: 34px; }
.marker:focus-visible { outline: 3px solid var(--rad-color-focus, #1a73e8); outline-offset: 2px; }
.postcode__place { min-height: 44px; width: 100%; text-align: start; padding: 0.5rem 0.75rem; border: 1px solid var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px); background: #ffffff; cursor: pointer; }
.postcode__place:hover { border-color: var(--rad-color-primary, #0b5cab); }
.postcode__status { min-height: 1.5em; margin: 0.5rem 0; }
.postcode__failed { color: var(--rad-color-danger, #b3261e); }
.chosen { display: grid; gap: 0.5rem; padding: 1rem; border: 2px solid var(--rad-color-primary, #0b5cab); border-radius: var(--rad-radius-large, 12px); }
.chosen__next { font-weight: 600; }
.regions { display: grid; gap: 0.25rem; }
.regions__label { font-weight: 600; }
.regions .chips { margin: 0; }
.results-title { font-size: 1.0625rem; margin: 1rem 0 0; }
.results-title:focus { outline: none; }
.catalogue__ask-region { font-weight: 600; margin: 0; }
.separate { display: grid; gap: 0.25rem; }
.separate__progress { font-weight: 600; margin: 0; }
.separate__title { font-size: 1rem; margin: 0.5rem 0 0; }
.separate__list { margin: 0; padding-left: 1.25rem; }
.change-exam { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
.change-exam .rad-field { flex: 1 1 14rem; }
:host([kiosk-mode="true"]) :is(.rad-button, .link-button, .chip, summary), :host([mode="kiosk"]) :is(.rad-button, .link-button, .chip, summary) { min-height: 56px; min-width: 44px; }
`;
