// The public face of <rad-image-viewer>: the element and its props.
export { RadImageViewer } from './image-viewer.element';
export type { ImageViewerProps } from './ImageViewer';
