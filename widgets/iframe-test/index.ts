// The public face of <rad-iframe-test>: the element and its props.
export { RadIframeTest } from './iframe-test.element';
export type { IframeTestProps } from './IframeTest';
