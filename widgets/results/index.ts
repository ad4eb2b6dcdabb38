// The public face of <rad-results>: the element and its props.
export { RadResults } from './results.element';
export type { ResultsProps } from './Results';
