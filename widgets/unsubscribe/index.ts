// The public face of <rad-unsubscribe>: the element and its props.
export { RadUnsubscribe } from './unsubscribe.element';
export type { UnsubscribeProps } from './Unsubscribe';
