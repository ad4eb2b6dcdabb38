/** Styles of the shared UI primitives, adopted by every widget next to the base sheet. */
export const uiCss = /* css */ `
.rad-spinner { display: flex; align-items: center; gap: 0.75em; padding: 1em 0; color: var(--rad-color-muted, #4a5563); }
.rad-spinner__ring {
  width: 1.5em; height: 1.5em; flex: none; border-radius: 50%;
  border: 3px solid var(--rad-color-border, #c8d0da); border-top-color: var(--rad-color-primary, #0b5cab);
  animation: rad-spin 0.9s linear infinite;
}
@keyframes rad-spin { to { transform: rotate(360deg); } }
.rad-banner { display: flex; align-items: flex-start; gap: 0.75em; padding: 0.75em 1em; border-radius: var(--rad-radius, 6px); border: 1px solid; margin: 0 0 1em; }
.rad-banner--info { background: var(--rad-color-info-surface, #e8f1fb); border-color: var(--rad-color-info, #0b5cab); }
.rad-banner--warning { background: var(--rad-color-warning-surface, #fff6e0); border-color: var(--rad-color-warning, #8a5a00); }
.rad-banner--error { background: var(--rad-color-danger-surface, #fdecec); border-color: var(--rad-color-danger, #b3261e); }
.rad-banner__body { flex: 1; }
.rad-banner__close { min-width: 44px; min-height: 44px; border: 0; background: transparent; cursor: pointer; font-size: 1.25rem; line-height: 1; }
.rad-field { display: grid; gap: 0.35em; margin: 0 0 1em; }
.rad-field__label { font-weight: 600; }
.rad-field__hint { color: var(--rad-color-muted, #4a5563); font-size: 0.9375em; }
.rad-field__error { color: var(--rad-color-danger, #b3261e); font-weight: 600; }
.rad-field :where(input, select, textarea) {
  min-height: 44px; padding: 0.5em 0.75em; border: 2px solid var(--rad-color-border-strong, #5f6b7a);
  border-radius: var(--rad-radius, 6px); background: var(--rad-color-surface, #ffffff);
}
.rad-field :where([aria-invalid="true"]) { border-color: var(--rad-color-danger, #b3261e); }
.rad-dialog {
  border: 0; border-radius: var(--rad-radius-large, 12px); padding: 0; max-width: min(36rem, calc(100vw - 2rem));
  color: var(--rad-color-text, #1b2430); background: var(--rad-color-surface, #ffffff); box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
}
.rad-dialog::backdrop { background: rgb(10 20 30 / 0.55); }
.rad-dialog__inner { padding: 1.5rem; }
.rad-dialog__actions { display: flex; flex-wrap: wrap; gap: 0.75em; justify-content: flex-end; margin-top: 1.25rem; }
.rad-safe-html :where(img) { max-width: 100%; height: auto; }
.rad-safe-html :where(table) { border-collapse: collapse; }
.rad-safe-html :where(th, td) { border: 1px solid var(--rad-color-border, #c8d0da); padding: 0.35em 0.6em; text-align: start; }
`;
