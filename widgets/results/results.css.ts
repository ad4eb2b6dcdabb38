export const resultsCss = /* css */ `
.results { display: grid; gap: 1.25rem; }
.results > h1:focus { outline: none; }
.results > h1:focus-visible { outline: 3px solid var(--rad-color-focus, #1a73e8); outline-offset: 2px; }
.results__list { display: grid; gap: 1rem; }
.results__item { padding: 1.25rem; border-radius: var(--rad-radius-large, 12px); background: var(--rad-color-surface, #ffffff);
  border: 1px solid var(--rad-color-border, #c8d0da); }
.results__exam { margin: 0 0 0.5rem; }
.results__report { margin: 1rem 0; padding: 1rem; border-inline-start: 4px solid var(--rad-color-primary, #0b5cab);
  background: var(--rad-color-background-muted, #f4f6f9); white-space: pre-line; overflow-wrap: anywhere; }
.results__report p { margin: 0 0 0.75em; }
.results__report p:last-child { margin: 0; }
.results__reported, .results__until, .results__no-images { color: var(--rad-color-muted, #4a5563); }
.results__item .rad-button { min-height: 44px; display: inline-flex; align-items: center; gap: 0.35em; }
.results__new-tab { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.results__advice, .results__shared-note { margin: 0; }
.results__denied { font-weight: 600; }
`;
