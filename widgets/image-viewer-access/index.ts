// The public face of <rad-image-viewer-access>: the element and its props.
export { RadImageViewerAccess } from './image-viewer-access.element';
export type { ImageViewerAccessProps } from './ImageViewerAccess';
