/** Styles of the sharing panel and its modal; a widget adds them to its own sheet. */
export const sharingCss = /* css */ `
.rad-sharing { display: grid; gap: 0.75rem; justify-items: start; }
.rad-sharing > * { margin: 0; }
.rad-sharing .rad-button { min-height: 44px; }
.rad-sharing__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75em; justify-self: stretch; }
.rad-sharing__item {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.35em 1em; padding: 0.75em; border-radius: var(--rad-radius, 6px);
  border: 1px solid var(--rad-color-border, #c8d0da); background: var(--rad-color-surface, #ffffff); }
.rad-sharing__name { font-weight: 600; overflow-wrap: anywhere; }
.rad-sharing__details { overflow-wrap: anywhere; }
.rad-sharing__revoked { color: var(--rad-color-muted, #4a5563); font-weight: 600; }
.rad-sharing__item .rad-button { margin-inline-start: auto; }
.rad-sharing__status { justify-self: stretch; }
.rad-sharing__notice { margin: 0; padding: 0.75rem 1rem; border-radius: var(--rad-radius, 6px); background: var(--rad-color-info-surface, #e8f1fb); }
.rad-sharing__choices { border: 0; padding: 0; margin: 0 0 1em; display: grid; gap: 0.25rem; }
.rad-sharing__choices legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
.rad-sharing__choice { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
.rad-sharing__choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
.rad-sharing__form textarea, .rad-sharing__form input:not([type="radio"]) { width: 100%; box-sizing: border-box; }
.rad-sharing__type { font-weight: 600; }
`;
