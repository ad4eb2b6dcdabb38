export const pageCss = /* css */ `
.page { max-width: 48rem; }
.page__title { margin-bottom: 1rem; }
.page .rad-safe-html :where(h2, h3) { margin-top: 1.5em; }
.page .rad-safe-html :where(ul, ol) { padding-inline-start: 1.5em; margin: 0 0 1em; }
`;
