export const patientDetailsCss = /* css */ `
.patient-details { display: grid; gap: 1rem; max-width: 40rem; }
.patient-details > * { margin: 0; }
.patient-details > h1:focus { outline: none; }
.patient-details > h1:focus-visible { outline: 3px solid var(--rad-color-focus, #1a73e8); outline-offset: 2px; }
.patient-details__back { justify-self: start; display: inline-flex; align-items: center; min-height: 44px; }
.patient-details__back::before { content: "‹"; margin-inline-end: 0.35em; }
.patient-details__form { display: grid; gap: 1rem; }
.patient-details__group { border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius-large, 12px);
  padding: 1rem 1.25rem 0.25rem; margin: 0; background: var(--rad-color-surface, #ffffff); min-width: 0; }
.patient-details__group > legend { font-weight: 600; padding: 0 0.35em; }
.patient-details__form .rad-field :where(input:not([type="radio"]):not([type="checkbox"]), select) { width: 100%; box-sizing: border-box; }
.patient-details__form .rad-button { justify-self: start; min-height: 44px; }
`;
