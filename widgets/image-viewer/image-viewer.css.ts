import { IMAGE_VIEWER_MAX_HEIGHT_PX } from '../../src/constants';

export const imageViewerCss = /* css */ `
.image-viewer { display: grid; gap: 1rem; padding: 1rem; }
.image-viewer__header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.5rem; }
.image-viewer__logo { height: 48px; width: auto; }
.image-viewer__title { margin: 0; font-size: 1.5rem; flex: 1 1 auto; }
.image-viewer__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.image-viewer__redirect { display: grid; gap: 0.75rem; justify-items: start; }
.image-viewer__redirect p { margin: 0; }
.image-viewer__frame { display: block; width: 100%; height: min(${IMAGE_VIEWER_MAX_HEIGHT_PX}px, 80vh); max-height: ${IMAGE_VIEWER_MAX_HEIGHT_PX}px;
  border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius, 6px); background: #111; }
`;
