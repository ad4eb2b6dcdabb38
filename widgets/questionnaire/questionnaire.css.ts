/**
 * The questionnaire's styles: adopted by <rad-questionnaire>, and by any widget that opens the form
 * in its own dialog (booking, appointments, check-in, feedback) through `questionnaireCss`.
 * Targets are at least 24 px (44 px in kiosk mode through --rad-target-size).
 */
export const questionnaireCss = /* css */ `
.q-form { display: grid; gap: 1rem; }
.q-page { display: grid; gap: 1rem; }
.q-page:focus { outline: none; }
.q-page__count { margin: 0; color: var(--rad-color-muted, #4a5663); }
.q-item { display: grid; gap: 0.35rem; }
.q-fieldset, .q-group { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 0.5rem; }
.q-group { gap: 1rem; padding: 1rem; border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius, 8px); }
.q-group__legend { font-weight: 700; font-size: 1.1rem; padding: 0 0.25rem; }
.q-label { font-weight: 600; padding: 0; }
.q-hint { margin: 0; color: var(--rad-color-muted, #4a5663); font-size: 0.925rem; }
.q-input { font: inherit; min-height: var(--rad-target-size, 2.75rem); padding: 0.4rem 0.6rem; border: 1px solid var(--rad-color-border-strong, #5b6776);
  border-radius: var(--rad-radius-small, 6px); background: var(--rad-color-surface, #fff); color: inherit; max-width: 100%; box-sizing: border-box; }
.q-textarea { width: 100%; }
.q-item--invalid .q-input, .q-input[aria-invalid="true"] { border-color: var(--rad-color-error, #b3261e); border-width: 2px; }
.q-options { display: grid; gap: 0.35rem; }
.q-options--inline { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; }
.q-option { display: inline-flex; align-items: center; gap: 0.5rem; min-height: var(--rad-target-size, 2.75rem); cursor: pointer; }
.q-option input { width: 1.25rem; height: 1.25rem; margin: 0; }
.q-other { display: grid; gap: 0.25rem; margin-top: 0.25rem; }
.q-unit-row { display: inline-flex; align-items: center; gap: 0.5rem; }
.q-slider { display: flex; align-items: center; gap: 0.75rem; }
.q-range { flex: 1; min-height: var(--rad-target-size, 2.75rem); accent-color: var(--rad-color-primary, #0b5cab); }
.q-slider__value { min-width: 2ch; font-size: 1.25rem; font-weight: 700; text-align: end; }
.q-error { margin: 0; color: var(--rad-color-error, #b3261e); font-weight: 600; }
.q-error[hidden] { display: none; }
.q-notice { margin: 0; padding: 0.5rem 0.75rem; border-inline-start: 4px solid var(--rad-color-warning, #8a5a00); background: var(--rad-color-warning-surface, #fff6e0); }
.q-nested { display: grid; gap: 0.75rem; padding-inline-start: 1rem; border-inline-start: 2px solid var(--rad-color-border, #c8d0da); }
.q-display p { margin: 0; }
.q-required { color: var(--rad-color-error, #b3261e); }
.q-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.q-summary { padding: 1rem; border: 3px solid var(--rad-color-error, #b3261e); border-radius: var(--rad-radius, 8px); }
.q-summary:focus { outline: 3px solid var(--rad-color-focus, #ffbf47); outline-offset: 2px; }
.q-summary__title { margin: 0 0 0.5rem; font-size: 1.1rem; }
.q-summary ul { margin: 0; padding-inline-start: 1.25rem; }
.q-summary a { color: var(--rad-color-error, #b3261e); font-weight: 600; }
.q-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: flex-end; }
.q-dialog-sm { max-width: min(24rem, calc(100vw - 2rem)); }
.q-dialog-md { max-width: min(36rem, calc(100vw - 2rem)); }
.q-dialog-lg { max-width: min(50rem, calc(100vw - 2rem)); width: 100%; }
.q-dialog-xl { max-width: min(72rem, calc(100vw - 2rem)); width: 100%; }
.q-runner { display: grid; gap: 1rem; }
.q-repeat:focus, .q-instance:focus { outline: none; }
.q-instance { display: grid; gap: 0.75rem; margin: 0; padding: 0.75rem 1rem 1rem; min-width: 0;
  border: 1px dashed var(--rad-color-border-strong, #5b6776); border-radius: var(--rad-radius, 8px); }
.q-instance__legend { font-weight: 600; padding: 0 0.25rem; }
.q-instance__remove { justify-self: start; }
.q-repeat__add { justify-self: start; }
`;
