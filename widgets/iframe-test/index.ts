export { RadIframeTest } from './iframe-test.element';
export { DEFAULT_FRAME_PATH, type IframeTestProps } from './IframeTest';
