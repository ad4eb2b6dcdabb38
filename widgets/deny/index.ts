export { RadDeny } from './deny.element';
export { denyMessage, safeRedirect, DENY_STATUSES, type DenyQuery, type DenyMessage } from './deny-message';
export type { DenyProps } from './Deny';
