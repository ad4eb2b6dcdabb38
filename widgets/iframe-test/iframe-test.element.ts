import { defineWidget } from '../../src/element/define-widget';
import { IframeTest, type IframeTestProps } from './IframeTest';

// content-box: the height the portal reports is its viewport height; the border comes on top.
const css = /* css */ `
.iframe-test__frame { display: block; box-sizing: content-box; width: 100%; border: 2px dashed var(--rad-color-border-strong, #5f6b7a); border-radius: var(--rad-radius, 6px); }
.iframe-test__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0 0 1rem; }
.iframe-test__log { font-family: ui-monospace, monospace; font-size: 0.875rem; }
`;

/**
 * The iframe test page: embeds the portal's frame tree in an `<iframe>` as another site would and acts as the parent side of the frame protocol (`src/bridge/PROTOCOL.md`).
 * @csspart iframe-test - the page
 * @csspart frame - the iframe
 * @csspart log - the list of messages received
 * @cssprop --rad-color-border-strong - the frame's dashed border
 */
export const RadIframeTest = defineWidget<IframeTestProps>('rad-iframe-test', IframeTest, {
  props: {
    /** URL of the framed page (default `/iframe/select-region`; may be another origin that allows framing) */
    link: 'string',
  },
  styles: css,
});
