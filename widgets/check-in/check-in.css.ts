import { attachmentsCss } from '../../src/attachments/index';

/**
 * rad-check-in's styles (adopted stylesheet: no inline style, strict CSP). Kiosk mode: 44 px targets
 * and larger text. The upload control's styles come along (the referral upload); the questionnaire
 * runner's are adopted when the feedback step loads it.
 */
export const checkInCss = /* css */ `
${attachmentsCss}
.check-in { display: grid; gap: 1rem; max-width: 40rem; }
.check-in__step, .check-in__form { display: grid; gap: 1rem; }
.check-in__title { margin: 0; font-size: 1.5rem; }
.check-in__title:focus { outline: none; }
.check-in__title:focus-visible { outline: 3px solid var(--rad-color-focus, #0b5cab); outline-offset: 2px; }
.check-in__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.check-in__choices { display: grid; gap: 0.5rem; border: 1px solid var(--rad-color-border, #c8d0da); border-radius: 8px; padding: 0.75rem 1rem; }
.check-in__choice { display: flex; align-items: center; gap: 0.5rem; min-height: 24px; }
.check-in__choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
.check-in__doctor { display: grid; gap: 0.5rem; border: 0; padding: 0; margin: 0; }
.check-in__doctor legend { font-weight: 600; padding: 0; margin-bottom: 0.25rem; }
.check-in__results { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.check-in__result { width: 100%; text-align: start; }
.check-in__search-status:empty, .check-in__live:empty { display: none; }
.check-in__live { margin: 0; }
.rad-input { min-height: 44px; padding: 0.5em 0.75em; border: 2px solid var(--rad-color-border-strong, #5f6b7a);
  border-radius: 6px; font: inherit; background: var(--rad-color-surface, #ffffff); color: inherit; box-sizing: border-box; width: 100%; max-width: 24rem; }
.rad-input[aria-invalid="true"] { border-color: var(--rad-color-danger, #b3261e); }
.rad-button--link { background: none; border: 0; color: var(--rad-color-primary, #0b5cab); text-decoration: underline; padding: 0.25rem 0; min-height: 24px; justify-self: start; }
.check-in__code { max-width: 10rem; letter-spacing: 0.2em; }
.check-in__form-dialog { width: min(40rem, calc(100vw - 2rem)); max-width: min(40rem, calc(100vw - 2rem)); }
.check-in__referral { display: grid; gap: 0.75rem; }
.check-in--kiosk { font-size: 1.25rem; max-width: 48rem; }
.check-in--kiosk .rad-button, .check-in--kiosk .rad-input, .check-in--kiosk .check-in__choice { min-height: 44px; min-width: 44px; }
.check-in--kiosk .check-in__choice input { width: 1.75rem; height: 1.75rem; }
.check-in--kiosk .check-in__title { font-size: 2rem; }
`;
