/**
 * <rad-chat> in each state, against the in-page fake messenger (widgets/chat/fake-messenger.js,
 * the same one the browser tests load). A preview page loads the provider configuration once, so
 * each story sets its own `integration.chat` on the element's runtime before the launcher is used;
 * the open states click the launcher in `play`. The end-to-end tests use the reference server's
 * real local messenger and agent page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { action } from 'storybook/actions';
import { waitFor } from 'storybook/test';
import type { Runtime } from '../src/runtime';
import '../widgets/chat/index';
import fakeMessengerUrl from '../widgets/chat/fake-messenger.js?url';
import { chatConfigFixture, FAKE_DEPLOYMENTS } from '../widgets/chat/fixtures';
import { apiStory, argTypesOf } from './element-api';
import type { RadChatAttributes } from './jsx-elements';

type ChatArgs = Omit<RadChatAttributes, 'key' | 'ref' | `on${string}`>;
interface StoryArgs extends ChatArgs {
  deploymentId: string;
  scriptUrl: string;
}

function ChatStory({ deploymentId, scriptUrl, ...args }: StoryArgs) {
  const ref = useRef<HTMLElement & { runtime?: Runtime }>(null);
  useEffect(() => {
    const element = ref.current;
    // A fresh page as far as the messenger knows: no earlier story's messenger, no resumed chat.
    delete (window as { Genesys?: unknown }).Genesys;
    sessionStorage.removeItem('rad-chat-open');
    void waitFor(() => {
      const config = element?.runtime?.store.config.config.peek();
      if (!config) throw new Error('no configuration yet');
      element!.runtime!.store.config.loaded({
        ...config,
        integration: { ...config.integration, chat: chatConfigFixture(deploymentId, scriptUrl) },
      });
    });
  }, [deploymentId, scriptUrl]);
  return <rad-chat ref={ref} {...args} onrad-chat-booking-complete={(event) => action('rad-chat-booking-complete')(event.detail)} />;
}

const meta = {
  title: 'Widgets/rad-chat',
  render: (args, { id }) => <ChatStory key={id} {...args} />,
  args: { deploymentId: FAKE_DEPLOYMENTS.answers, scriptUrl: fakeMessengerUrl },
  argTypes: argTypesOf('rad-chat'),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-chat');

function root(canvas: HTMLElement): ShadowRoot {
  return canvas.querySelector('rad-chat')!.shadowRoot!;
}

async function clickLauncher(canvas: HTMLElement): Promise<void> {
  const button = await waitFor(
    () => {
      const found = root(canvas).querySelector<HTMLButtonElement>('[part="launcher"]');
      if (!found) throw new Error('no launcher yet');
      return found;
    },
    { timeout: 5000 },
  );
  button.click();
}

/** Only our launcher; no messenger script is loaded until it is clicked. */
export const Launcher: Story = {};

/** The messenger is loading and not ready yet. */
export const Connecting: Story = {
  args: { deploymentId: FAKE_DEPLOYMENTS.neverReady },
  play: async ({ canvasElement }) => clickLauncher(canvasElement),
};

/** The conversation, 2000 ms after the click, with the agent's greeting; type and attach files to see the upload queue. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => clickLauncher(canvasElement),
};

/** No agent answered: the conversation ends (a booking request goes back to the patient). */
export const NoAgent: Story = {
  args: { deploymentId: FAKE_DEPLOYMENTS.noAgent },
  play: async ({ canvasElement }) => clickLauncher(canvasElement),
};

/** The provider's script did not load: the launcher is gone, the page works on. */
export const Unavailable: Story = {
  args: { scriptUrl: '/no-such-messenger.js' },
  play: async ({ canvasElement }) => clickLauncher(canvasElement),
};

/** The connection dropped: "Reconnecting…" while the messenger gets the same conversation back. */
export const Reconnecting: Story = {
  args: { deploymentId: FAKE_DEPLOYMENTS.reconnecting },
  play: async ({ canvasElement }) => clickLauncher(canvasElement),
};

/** The conversation could not be resumed: it says so and offers "Start again". */
export const ConnectionLost: Story = {
  args: { deploymentId: FAKE_DEPLOYMENTS.lost },
  play: async ({ canvasElement }) => clickLauncher(canvasElement),
};
