import { DENY_CLOSE_BUTTON_MAX_WIDTH_PX } from '../../src/constants';

export const denyCss = /* css */ `
.deny { display: grid; gap: 1rem; justify-items: start; padding: 1.5rem; border-radius: var(--rad-radius-large, 12px);
  background: var(--rad-color-surface, #ffffff); border: 1px solid var(--rad-color-border, #c8d0da); }
.deny__icon { width: 3rem; height: 3rem; color: var(--rad-color-primary, #0b5cab); }
.deny__message { margin: 0; font-size: 1.375rem; }
.deny__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; width: 100%; }
.deny__close { width: 100%; max-width: ${DENY_CLOSE_BUTTON_MAX_WIDTH_PX}px; }
`;
