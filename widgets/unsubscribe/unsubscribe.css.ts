export const unsubscribeCss = /* css */ `
.unsubscribe { display: grid; gap: 1rem; justify-items: start; max-width: 40rem; }
.unsubscribe > * { margin: 0; }
.unsubscribe > h1:focus { outline: none; }
.unsubscribe > h1:focus-visible { outline: 3px solid var(--rad-color-focus, #1a73e8); outline-offset: 2px; }
.unsubscribe .rad-button { min-height: 44px; }
.unsubscribe .rad-banner { justify-self: stretch; }
`;
