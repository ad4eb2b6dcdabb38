/**
 * The rad-* elements' JSX typings are generated from the element files into widgets/jsx.generated.d.ts
 * (`npm run docs`); the stories import them from here, as a React host imports `rad-widgets/jsx`.
 */
export * from '../widgets/jsx.generated';
