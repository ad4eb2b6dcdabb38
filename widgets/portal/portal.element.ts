import { defineWidget } from '../../src/element/define-widget';
import { portalCss } from './portal.css';
import { Portal, type PortalProps } from './Portal';

export const RadPortal = defineWidget<PortalProps>('rad-portal', Portal, { props: { path: 'string' }, styles: portalCss });

declare global {
  interface HTMLElementTagNameMap {
    'rad-portal': HTMLElement;
  }
}
