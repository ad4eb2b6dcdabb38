import {
  BANNER_Z_INDEX,
  HEADER_MESSAGE_MIN_WIDTH_PX,
  MOBILE_MAX_WIDTH_PX,
  ZOOM_SMALL_SCREEN_MAX_HEIGHT_PX,
  ZOOM_SMALL_SCREEN_PERCENT,
} from '../../src/constants';
import { KIOSK_PROPERTY, KIOSK_ZOOMED_PROPERTY } from '../../src/element/kiosk-targets.css';

/**
 * Up to this width the header's links collapse behind the menu toggle. The five links, the logo
 * and the account area need about 760 px in one row; below it they wrapped (the login icon on a
 * row of its own, a 124–184 px header between 481 and 700 px).
 */
export const NAV_COLLAPSE_MAX_WIDTH_PX = 760;
/** Narrow phones: the toggle shows its icon only (its name stays for screen readers), the logo shrinks. */
const NARROW_MAX_WIDTH_PX = 400;
/** Shown height of the header image on phones: the image is cropped, not shrunk, so its baked-in tagline stays readable. */
export const PHONE_HEADER_IMAGE_HEIGHT_PX = 88;
/**
 * ...but at least this many image heights stay in view across the width: a banner's title (the
 * demo's ends 3.7 heights from the image's left edge) was cut at 320 px, where 88 px of height
 * showed 3.6 heights. Narrower than 3.85 × 88 px (339 px) the image is a little lower instead.
 */
export const PHONE_HEADER_IMAGE_MIN_RATIO = 3.85;

export const portalCss = /* css */ `
/* The portal is the page: its bottom banners and loading overlay are fixed to the viewport, which
   the base sheet's layout and paint containment would turn into "fixed to this element". */
:host { contain: style; --rad-style-queries: on; }
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
.shell-header__logo { margin-inline-end: auto; }
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
.shell-banner { z-index: ${BANNER_Z_INDEX}; display: flex; align-items: center; gap: 0.5rem; padding: 0 1rem; background: var(--rad-color-banner, #1b2430); color: var(--rad-color-banner-text, #ffffff); }
.shell-banner p { margin: 0; }
.shell-banner__text { flex: 1; padding: 0.5rem 0; }
/* One full-width row above the header: the environment badge, then the provider's top banner. */
.shell-top-banners { display: flex; flex-wrap: wrap; background: var(--rad-color-banner, #1b2430); }
.shell-top-banners .shell-banner { position: relative; flex: 1 1 16rem; min-height: 44px; }
.shell-banner--top-right .shell-banner__text { text-align: end; }
.shell-top-banners .shell-banner--environment { flex: 0 0 auto; min-height: 0; background: #6b2d00; padding: 0.25rem 0.75rem; font-size: 0.875rem; }
/* After the footer, stuck to the viewport's bottom while scrolling; at the end it sits below the footer. */
.shell-banner--bottom-left, .shell-banner--bottom-right { position: sticky; bottom: 1rem; max-width: min(28rem, calc(100% - 2rem)); margin: 1rem; padding: 0 0.5rem 0 1rem; border-radius: var(--rad-radius, 6px); box-shadow: 0 6px 24px rgb(0 0 0 / 0.25); }
.shell-banner--bottom-left { align-self: flex-start; }
.shell-banner--bottom-right { align-self: flex-end; }
.shell-banner__close { flex: 0 0 auto; min-width: 44px; min-height: 44px; border: 0; background: transparent; color: inherit; font-size: 1.5rem; cursor: pointer; }
.shell-readonly { padding: 0.5rem 1.25rem; background: var(--rad-color-warning-surface, #fff6e0); color: var(--rad-color-text, #1b2430); border-bottom: 2px solid var(--rad-color-warning, #8a5a00); text-align: center; font-weight: 600; }
.shell-overlay { position: fixed; inset: 0; z-index: ${BANNER_Z_INDEX - 1}; display: grid; place-items: center; background: rgb(255 255 255 / 0.7); }
.shell--kiosk { ${KIOSK_PROPERTY}: on; }
.shell--kiosk :where(button, a, input, select) { min-height: 56px; }
/* Narrow screens: still ONE header row (logo, menu toggle, account); the open list drops down over the page. */
.shell-header { position: relative; }
.shell-nav__toggle-label { white-space: nowrap; }
@media (max-width: ${NAV_COLLAPSE_MAX_WIDTH_PX}px) {
  .shell-header__bar { flex-wrap: nowrap; gap: 0.5rem; padding: 0.5rem 0.75rem; }
  .shell-header__logo { flex: 0 1 auto; min-width: 0; }
  .shell-header__logo img { max-width: 100%; object-fit: contain; object-position: left center; }
  .shell-nav__toggle { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; }
  .shell-nav__list { display: none; position: absolute; inset-inline: 0; top: 100%; z-index: 20; flex-direction: column; padding: 0.5rem 1.25rem; background: var(--rad-color-surface, #ffffff); border-bottom: 1px solid var(--rad-color-border, #c8d0da); box-shadow: 0 8px 16px rgb(0 0 0 / 0.15); }
  .shell-nav__list--open { display: flex; }
  .shell-header__account { gap: 0.5rem; min-width: 0; }
  .shell-header__doctor { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
}
@media (max-width: ${MOBILE_MAX_WIDTH_PX}px) {
  .shell-footer:not(.shell-footer--custom) { display: none; }
  .shell-header__doctor { display: none; }
  .shell-header__logo img { height: 40px; }
  .shell-header__image img {
    height: auto; max-height: ${PHONE_HEADER_IMAGE_HEIGHT_PX}px; aspect-ratio: ${PHONE_HEADER_IMAGE_MIN_RATIO};
    object-fit: cover; object-position: left center;
  }
}
@media (max-width: ${NARROW_MAX_WIDTH_PX}px) {
  .shell-nav__toggle { padding: 0; }
  .shell-nav__toggle-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
/* Kiosk screens of small height show the whole page: the spec's 75 % zoom. Zoom shrinks the
   100vh min-height too, which left a band of the page below the shell: undo it. It shrinks every
   target as well, so the zoomed kiosk tells each widget inside to keep its targets at 44 px on
   screen (src/element/kiosk-targets.css.ts, by a style query). Only a browser that answers style
   queries (--rad-style-queries, set on :host, is the probe) zooms: elsewhere the kiosk stays at
   100 %, larger rather than too small to press. */
@media (max-height: ${ZOOM_SMALL_SCREEN_MAX_HEIGHT_PX}px) {
  @container style(--rad-style-queries: on) {
    .shell--kiosk { zoom: ${ZOOM_SMALL_SCREEN_PERCENT / 100}; min-height: calc(100vh * ${100 / ZOOM_SMALL_SCREEN_PERCENT}); ${KIOSK_ZOOMED_PROPERTY}: on; }
    .shell--kiosk.shell--framed { min-height: 0; }
  }
}
`;
