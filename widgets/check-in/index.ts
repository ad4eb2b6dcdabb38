// The public face of <rad-check-in>: the element and its props.
export { RadCheckIn } from './check-in.element';
export type { CheckInProps } from './CheckIn';
