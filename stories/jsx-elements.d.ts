/**
 * The rad-* elements' JSX typings are generated from the element files into types/jsx.d.ts
 * (`npm run docs`); the stories import them from here, as a React host imports `rad-widgets/jsx`.
 */
export * from '../types/jsx';
