// The public face of <rad-auth>: the element and its props. Everything else is the widget's own.
export { RadAuth } from './auth.element';
export type { AuthProps } from './Auth';
