import { PINCH_ZOOM_TRANSITION_MS, VIEWER_IMAGE_MAX_HEIGHT_PX } from '../../constants';

/** The attachment viewer: a wide dialog, one slide at a time, images at most 600 px high (docs/rules.md#display-viewer). */
export const viewerCss = /* css */ `
.rad-viewer-dialog { inline-size: min(60rem, 100vw - 2rem); }
.rad-viewer { display: grid; gap: 0.75rem; }
.rad-viewer__controls { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; }
.rad-viewer__controls .rad-button, .rad-viewer__zoom-buttons .rad-button, .rad-viewer__links .rad-button,
.rad-viewer__document .rad-button { min-height: 44px; min-width: 44px; }
.rad-viewer__position { font-weight: 600; }
.rad-viewer__slide { display: grid; gap: 0.5rem; justify-items: start; }
.rad-viewer__title { margin: 0; }
.rad-viewer__description, .rad-viewer__file, .rad-viewer__hint { margin: 0; }
.rad-viewer__description, .rad-viewer__hint { color: var(--rad-color-muted, #4a5563); }
.rad-viewer__file { font-weight: 600; overflow-wrap: anywhere; }
.rad-viewer__zoom { display: grid; gap: 0.5rem; justify-items: center; inline-size: 100%; }
.rad-viewer__viewport { position: relative; overflow: hidden; max-inline-size: 100%; inline-size: fit-content;
  touch-action: pan-y; cursor: zoom-in; border: 1px solid var(--rad-color-border, #c8d0da); background: #ffffff; }
.rad-viewer__viewport--zoomed { touch-action: none; cursor: grab; }
.rad-viewer__viewport:focus-visible { outline: 3px solid var(--rad-color-focus, #ffbf47); outline-offset: 2px; }
.rad-viewer__image { display: block; max-inline-size: 100%; max-block-size: ${VIEWER_IMAGE_MAX_HEIGHT_PX}px; block-size: auto;
  transform-origin: 0 0; user-select: none; -webkit-user-drag: none; }
.rad-viewer__image--animated { transition: transform ${PINCH_ZOOM_TRANSITION_MS}ms ease-out; }
.rad-viewer__zoom-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: center; }
.rad-viewer__document { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.rad-viewer__icon { inline-size: 4rem; block-size: 4rem; color: var(--rad-color-danger, #b3261e); flex: none; }
.rad-viewer__links { margin: 0; }
@media (prefers-reduced-motion: reduce) { .rad-viewer__image--animated { transition: none; } }
`;
