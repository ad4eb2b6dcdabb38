/** The page viewer: pages one under another, each as wide as the dialog allows, with a page label. */
export const pageImagesCss = /* css */ `
.rad-pages { list-style: none; margin: 0; padding: 0; display: grid; gap: 1em; }
.rad-pages__page { margin: 0; display: grid; gap: 0.25em; }
.rad-pages__image { display: block; inline-size: 100%; block-size: auto; max-inline-size: 100%;
  border: 1px solid var(--rad-color-border, #c8d0da); background: #ffffff; }
.rad-pages__label { color: var(--rad-color-muted, #4a5563); font-size: 0.875em; }
.rad-pages-dialog { inline-size: min(56rem, 100vw - 2rem); }
`;
