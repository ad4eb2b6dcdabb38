import {
  BANNER_Z_INDEX,
  HEADER_MESSAGE_MIN_WIDTH_PX,
  MOBILE_MAX_WIDTH_PX,
  ZOOM_SMALL_SCREEN_MAX_HEIGHT_PX,
  ZOOM_SMALL_SCREEN_PERCENT,
} from '../../src/constants';

export const portalCss = /* css */ `
/* The portal is the page: its bottom banners and loading overlay are fixed to the viewport, which
   the base sheet's layout and paint containment would turn into "fixed to this element". */
:host { contain: style; }
.shell { min-height: 100vh; display: flex; flex-direction: column; background: var(--rad-color-background, #f6f8fb); }
/* In a frame the parent sizes the frame from the content's height: a viewport min-height would
   make the content as tall as the frame, so the frame could grow but never shrink. */
.shell--framed { min-height: 0; }
.shell-skip { position: absolute; left: 0.5rem; top: -4rem; z-index: ${BANNER_Z_INDEX + 1}; }
.shell-skip:focus { top: 0.5rem; }
.shell-header { background: var(--rad-color-surface, #ffffff); border-bottom: 1px solid var(--rad-color-border, #c8d0da); }
.shell-header__bar { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; padding: 0.5rem 1.25rem; max-width: 80rem; margin: 0 auto; }
.shell-header__logo { display: inline-flex; min-height: 44px; align-items: center; }
.shell-header__logo img { display: block; height: 48px; width: auto; }
.shell-header__message { flex: 1; min-width: 12rem; }
@media (max-width: ${HEADER_MESSAGE_MIN_WIDTH_PX - 1}px) { .shell-header__message { display: none; } }
.shell-nav { margin-inline-start: auto; }
.shell-nav__toggle { display: none; min-height: 44px; min-width: 44px; padding: 0.5em 1em; border: 2px solid var(--rad-color-primary, #0b5cab); border-radius: var(--rad-radius, 6px); background: transparent; color: var(--rad-color-primary, #0b5cab); font-weight: 600; cursor: pointer; }
.shell-nav__list { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
.shell-nav__list a, .shell-footer__links a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.25rem; font-weight: 600; }
.shell-header__account { display: flex; align-items: center; gap: 0.75rem; }
.shell-header__admin { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; color: var(--rad-color-primary, #0b5cab); }
.shell-header__link { min-height: 44px; padding: 0 0.25rem; border: 0; background: none; color: var(--rad-color-link, var(--rad-color-primary, #0b5cab)); font-weight: 600; text-decoration: underline; text-underline-offset: 0.15em; cursor: pointer; }
.shell-header__link[aria-busy] { cursor: progress; }
.shell-header__error { color: var(--rad-color-danger, #b3261e); font-weight: 600; }
.shell-header__sign-out { min-height: 44px; padding: 0 0.75rem; border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius, 6px); background: var(--rad-color-surface, #fff); color: var(--rad-color-text, #1b2430); font: inherit; font-weight: 600; cursor: pointer; }
.shell-user { position: relative; }
.shell-user > button, .shell-user__menu button { min-height: 44px; padding: 0 0.75rem; border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius, 6px); background: var(--rad-color-surface, #fff); cursor: pointer; }
.shell-user__menu { position: absolute; inset-inline-end: 0; top: 100%; z-index: 10; list-style: none; margin: 0.25rem 0 0; padding: 0.5rem; background: var(--rad-color-surface, #fff); border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius, 6px); min-width: 12rem; }
.shell-header__image img { display: block; width: 100%; height: auto; max-height: 240px; object-fit: cover; }
.shell-main { flex: 1; width: 100%; max-width: 80rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; outline: none; }
.shell-placeholder { padding: 1.5rem; background: var(--rad-color-surface, #fff); border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius-large, 12px); }
.shell-footer { background: var(--rad-color-footer, #1b2430); color: var(--rad-color-footer-text, #f3f5f8); padding: 1.5rem 1.25rem; }
.shell-footer a { color: inherit; }
.shell-footer__links { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; list-style: none; margin: 0 0 0.75rem; padding: 0; }
.shell-footer p { margin: 0.25rem 0; }
.shell-banner { position: relative; z-index: ${BANNER_Z_INDEX}; display: flex; align-items: flex-start; gap: 0.5rem; max-width: min(28rem, calc(100vw - 2rem)); padding: 0.75rem 1rem; border-radius: var(--rad-radius, 6px); background: var(--rad-color-banner, #1b2430); color: var(--rad-color-banner-text, #ffffff); box-shadow: 0 6px 24px rgb(0 0 0 / 0.25); }
.shell-banner p { margin: 0; }
.shell-banner__text { flex: 1; }
.shell-banner--top-left, .shell-banner--top-right { margin: 0.5rem 1rem 0; }
.shell-banner--top-left { align-self: flex-start; }
.shell-banner--top-right { align-self: flex-end; }
.shell-banner--bottom-left, .shell-banner--bottom-right { position: fixed; bottom: 1rem; }
.shell-banner--bottom-left { left: 1rem; }
.shell-banner--bottom-right { right: 1rem; }
.shell-banner--environment { background: #6b2d00; padding: 0.25rem 0.75rem; font-size: 0.875rem; }
.shell-banner__close { min-width: 44px; min-height: 44px; border: 0; background: transparent; color: inherit; font-size: 1.5rem; cursor: pointer; }
.shell-readonly { padding: 0.5rem 1.25rem; background: var(--rad-color-warning-surface, #fff6e0); color: var(--rad-color-text, #1b2430); border-bottom: 2px solid var(--rad-color-warning, #8a5a00); text-align: center; font-weight: 600; }
.shell-overlay { position: fixed; inset: 0; z-index: ${BANNER_Z_INDEX - 1}; display: grid; place-items: center; background: rgb(255 255 255 / 0.7); }
.shell--kiosk :where(button, a, input, select) { min-height: 56px; }
@media (max-width: ${MOBILE_MAX_WIDTH_PX}px) {
  .shell-nav__toggle { display: inline-flex; align-items: center; gap: 0.5rem; }
  .shell-nav__list { display: none; flex-direction: column; width: 100%; }
  .shell-nav__list--open { display: flex; }
  .shell-nav { width: 100%; }
  .shell-footer:not(.shell-footer--custom) { display: none; }
}
/* Kiosk screens of small height show the whole page: the spec's 75 % zoom. */
/* Kiosk screens of small height show the whole page: the spec's 75 % zoom. Zoom shrinks the
   100vh min-height too, which left a band of the page below the shell: undo it. */
@media (max-height: ${ZOOM_SMALL_SCREEN_MAX_HEIGHT_PX}px) {
  .shell--kiosk { zoom: ${ZOOM_SMALL_SCREEN_PERCENT / 100}; min-height: calc(100vh * ${100 / ZOOM_SMALL_SCREEN_PERCENT}); }
  .shell--kiosk.shell--framed { min-height: 0; }
}
`;
