import { kioskTargetsCss } from './kiosk-targets.css';

/**
 * The base of every widget. A host page's `* { color: red; font-family: serif }` matches the
 * custom element itself (outer rules beat `:host`), and inherited properties cross the shadow
 * boundary. So `.rad-root`, the first element inside every shadow root, resets everything that
 * inherits (`all: initial`) and sets the widget's own type, colour and spacing from the theme's
 * custom properties (custom properties are not reset by `all`).
 */
export const baseCss = /* css */ `
/* The user's default text size, not the host page's root size (see stylesheets.ts hostIndependentRem). */
:host { display: block; contain: content; font-size: medium; --rad-rem: 1em; }
:host([hidden]) { display: none; }
.rad-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--rad-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: var(--rad-font-size, 1rem);
  line-height: 1.5;
  color: var(--rad-color-text, #1b2430);
  background: var(--rad-color-background, transparent);
  text-align: start;
  overflow-wrap: anywhere;
}
.rad-root *, .rad-root *::before, .rad-root *::after { box-sizing: inherit; }
.rad-root :where(h1, h2, h3) { font-family: var(--rad-heading-font-family, inherit); line-height: 1.25; margin: 0 0 0.75em; color: var(--rad-color-heading, inherit); text-transform: none; }
.rad-root :where(h1) { font-size: 1.75rem; }
.rad-root :where(h2) { font-size: 1.375rem; }
.rad-root :where(h3) { font-size: 1.125rem; }
.rad-root :where(p) { margin: 0 0 1em; font-size: inherit; }
.rad-root :where(a) { color: var(--rad-color-link, var(--rad-color-primary, #0b5cab)); text-underline-offset: 0.15em; }
.rad-root :where(a:hover) { text-decoration-thickness: 2px; }
.rad-root :where(button, input, select, textarea) { font: inherit; color: inherit; }
.rad-root :where(:focus-visible) { outline: 3px solid var(--rad-color-focus, #1a73e8); outline-offset: 2px; }
.rad-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
  min-height: 44px; min-width: 44px; padding: 0.5em 1.25em;
  border: 2px solid var(--rad-color-primary, #0b5cab); border-radius: var(--rad-radius, 6px);
  background: var(--rad-color-primary, #0b5cab); color: var(--rad-color-primary-contrast, #ffffff);
  font-weight: 600; cursor: pointer; text-decoration: none;
}
.rad-button:hover { filter: brightness(1.08); }
.rad-button--secondary { background: transparent; color: var(--rad-color-primary, #0b5cab); }
/*
 * Disabled and busy (aria-disabled keeps the focus, so the resend and submit buttons use it) look
 * alike: grey, not faded. Fading the theme colour left white on pale blue, readable by nobody and
 * still looking pressable. Text 6.8:1 on its ground, border 4.6:1 on white (WCAG 1.4.3, 1.4.11).
 */
.rad-button:is(:disabled, [aria-disabled="true"]),
.rad-button:is(:disabled, [aria-disabled="true"]):hover {
  background: #e9ecef; border-color: #6b7480; color: #4a5260; cursor: not-allowed; filter: none;
}
.rad-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (prefers-reduced-motion: reduce) { .rad-root *, .rad-root *::before, .rad-root *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; } }
${kioskTargetsCss}`;
