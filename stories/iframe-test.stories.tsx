/**
 * <rad-iframe-test>: the parent side of the frame protocol (src/bridge/PROTOCOL.md). It frames
 * the portal, sizes the frame from the portal's `rad:height` messages and logs what it hears.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../widgets/iframe-test/index';
import { apiStory, argTypesOf } from './element-api';
import type { RadIframeTestAttributes } from './jsx-elements';

type IframeTestArgs = Omit<RadIframeTestAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-iframe-test',
  render: (args, { id }) => <rad-iframe-test key={id} {...args} />,
  argTypes: argTypesOf('rad-iframe-test'),
} satisfies Meta<IframeTestArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-iframe-test');

/** The element's own part of the shadow root, once rendered. */
async function part(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = canvasElement.querySelector('rad-iframe-test')?.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`);
      if (!found) throw new Error(`part ${name} is not there`);
      return found;
    },
    { timeout: 5000 },
  );
}

/**
 * Without `link` the frame shows the portal's /iframe/select-region. That page exists on the
 * portal's server (`npm start`, /iframe-test), not in Storybook, so here the frame shows
 * Storybook's answer for it; the story shows the page around the frame.
 */
export const Default: Story = {
  name: 'Default frame',
  play: async ({ canvasElement }) => {
    const frame = (await part(canvasElement, 'frame')) as HTMLIFrameElement;
    await expect(new URL(frame.src).pathname).toBe('/iframe/select-region');
  },
};

/**
 * `link` frames the Widgets/rad-portal/Framed story (the portal's frame tree with a deny page).
 * The log fills with its rad:ready, rad:height and rad:navigate messages, and the frame takes
 * the height the portal reports, so it has no scroll bar of its own.
 */
export const WithLink: Story = {
  name: 'With link (a framed portal)',
  args: { link: 'iframe.html?id=widgets-rad-portal--framed&viewMode=story' },
  play: async ({ canvasElement }) => {
    const log = await part(canvasElement, 'log');
    await waitFor(() => expect(log.textContent).toContain('rad:ready'), { timeout: 15000 });
    await waitFor(() => expect(log.textContent).toContain('rad:height'), { timeout: 15000 });
  },
};
