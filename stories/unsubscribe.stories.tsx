/** <rad-unsubscribe> in each state, answered by the fixture API (the browser tests use the same fixtures). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/unsubscribe/index';
import { FIXTURE_TOKEN } from '../widgets/unsubscribe/fixtures';
import type { UnsubscribeScenario } from '../test/support/unsubscribe-fixture-api';
import { apiStory, argTypesOf } from './element-api';
import type { RadUnsubscribeAttributes } from './jsx-elements';

type Args = Omit<RadUnsubscribeAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-unsubscribe',
  render: (args, { id }) => <rad-unsubscribe key={id} {...args} onrad-unsubscribed={(event) => action('rad-unsubscribed')(event.detail)} />,
  args: { token: FIXTURE_TOKEN },
  argTypes: argTypesOf('rad-unsubscribe'),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (unsubscribe: UnsubscribeScenario) => ({ fixtureApi: { unsubscribe } });

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-unsubscribe');

export const Ask: Story = { name: 'Asks first (press Unsubscribe)', parameters: scenario({}) };
export const Fails: Story = { name: 'The request fails (then works)', parameters: scenario({ answers: [422, 'ok'] }) };
export const Slow: Story = { name: 'Waiting for the server', parameters: scenario({ answers: ['never'] }) };
export const UnknownLink: Story = { name: 'Unknown link (press Unsubscribe)', parameters: scenario({ answers: [404] }) };
export const NoToken: Story = { name: 'No token in the link', args: { token: undefined }, parameters: scenario({}) };
