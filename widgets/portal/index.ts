// The public face of <rad-portal>: the element and its props.
export { RadPortal } from './portal.element';
export type { PortalProps } from './Portal';
