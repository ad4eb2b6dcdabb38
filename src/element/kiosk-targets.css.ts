import { ZOOM_SMALL_SCREEN_PERCENT } from '../constants';

/**
 * Kiosk targets (docs/rules.md#a11y-kiosk-targets: 44 px in kiosk mode), in every widget's shadow root.
 *
 * The portal's kiosk shell sets two inherited custom properties that reach every widget it holds,
 * nested ones too: KIOSK_PROPERTY in kiosk mode, KIOSK_ZOOMED_PROPERTY while the spec's 75 % zoom
 * for short screens applies. A widget's own sheet cannot know about that zoom, and its 44 px
 * targets came out at 33 px on a 1024×768 kiosk (issue 24). So, by style queries on them:
 *
 * - kiosk mode: anything pressable without a size of its own gets 44 px (zero specificity: a
 *   widget's own minimum stands);
 * - zoomed: nothing pressable is under KIOSK_ZOOMED_TARGET_PX CSS pixels, 44 px on screen,
 *   whatever the widget says (`!important`; no widget asks for more, so none is made smaller).
 *
 * A radio button or checkbox inside a label is pressed through its label, which gets the size.
 */
export const KIOSK_PROPERTY = '--rad-kiosk';
export const KIOSK_ZOOMED_PROPERTY = '--rad-kiosk-zoomed';
export const KIOSK_TARGET_PX = 44;
/** KIOSK_TARGET_PX before the zoom, rounded up so the screen never shows less. */
export const KIOSK_ZOOMED_TARGET_PX = Math.ceil((KIOSK_TARGET_PX * 100) / ZOOM_SMALL_SCREEN_PERCENT);

const PRESSABLE = [
  'a[href]',
  'button',
  'select',
  'textarea',
  'summary',
  'input:not([type="hidden"], [type="checkbox"], [type="radio"])',
  'input:is([type="checkbox"], [type="radio"]):not(label *)',
  'label:has(input:is([type="checkbox"], [type="radio"]))',
].join(', ');

export const kioskTargetsCss = /* css */ `
@container style(${KIOSK_PROPERTY}: on) {
  .rad-root :where(${PRESSABLE}):where(:not(.rad-visually-hidden)) { min-height: ${KIOSK_TARGET_PX}px; min-width: ${KIOSK_TARGET_PX}px; }
}
@container style(${KIOSK_ZOOMED_PROPERTY}: on) {
  .rad-root :is(${PRESSABLE}):not(.rad-visually-hidden) {
    min-height: ${KIOSK_ZOOMED_TARGET_PX}px !important; min-width: ${KIOSK_ZOOMED_TARGET_PX}px !important;
  }
}
`;
