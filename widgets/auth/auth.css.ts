export const authCss = /* css */ `
.auth { display: grid; gap: 1rem; justify-items: start; padding: 1.5rem; max-width: 40rem; }
.auth__title { margin: 0; font-size: 1.5rem; }
.auth__message { margin: 0; }
.auth-form { display: grid; gap: 0.5rem; }
.rad-date { border: 0; padding: 0; margin: 0 0 1em; display: grid; gap: 0.35em; }
.rad-date__boxes { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.rad-date__box { display: grid; gap: 0.25em; }
.rad-date__label { font-weight: 400; }
.rad-input { min-height: 44px; padding: 0.5em 0.75em; border: 2px solid var(--rad-color-border-strong, #5f6b7a);
  border-radius: var(--rad-radius, 6px); background: var(--rad-color-surface, #ffffff); font: inherit; color: inherit; }
.rad-input[aria-invalid="true"] { border-color: var(--rad-color-danger, #b3261e); }
.rad-date__box--day input, .rad-date__box--month input { width: 3.5em; }
.rad-date__box--year input { width: 5em; }
.auth-code { width: 9em; font-size: 1.25rem; letter-spacing: 0.2em; }
.auth-resend, .auth-resent { margin: 0; min-height: 1.5em; color: var(--rad-color-muted, #4a5563); }
.auth-resent:empty { display: none; }
`;
