// The public face of <rad-deny>: the element, its props, and the `status` values it knows.
export { RadDeny } from './deny.element';
export { DENY_STATUSES } from './deny-message';
export type { DenyProps } from './Deny';
