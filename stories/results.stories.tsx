/**
 * <rad-results> in each state of widgets/results/fixtures.ts (the browser tests use the same
 * answers), with the sharing panel's states from src/sharing/fixtures.ts, answered by the fixture API.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/results/index';
import { activeShare, revokedShare, sharesFixture } from '../src/sharing/fixtures';
import { EXPIRED, REVOKED, notReadyResults, ownResults, sharedHistory, sharedResults } from '../widgets/results/fixtures';
import type { ResultsScenario } from '../test/support/results-fixture-api';
import { apiStory, argTypesOf } from './element-api';
import type { RadResultsAttributes } from './jsx-elements';

type Args = Omit<RadResultsAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-results',
  render: (args, { id }) => (
    <rad-results
      key={id}
      {...args}
      onrad-results-shown={(event) => action('rad-results-shown')(event.detail)}
      onrad-navigate={(event) => {
        event.preventDefault(); // the story stays where it is; the portal would go to the deny page
        action('rad-navigate')(event.detail);
      }}
    />
  ),
  args: { 'booking-key': 'DEMO-APPT-1001' },
  argTypes: argTypesOf('rad-results'),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (results: ResultsScenario) => ({ fixtureApi: { results } });

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-results');

export const OwnResults: Story = {
  name: 'Own results (not shared yet)',
  parameters: scenario({ results: ownResults, shares: sharesFixture() }),
};
export const SharedWithTwo: Story = {
  name: 'Own results, shared (one stopped)',
  parameters: scenario({ results: ownResults, shares: sharesFixture([activeShare, revokedShare]) }),
};
export const EmailOnly: Story = {
  name: 'Sharing by e-mail only (no SMS)',
  parameters: scenario({ results: ownResults, shares: sharesFixture([], { rules: { smsEnabled: false, noteMaxLength: 150 } }) }),
};
export const NotReady: Story = {
  name: 'Not ready yet',
  parameters: scenario({ results: notReadyResults, shares: sharesFixture([], { shareableTypes: [] }) }),
};
export const SharedResult: Story = {
  name: 'A contact’s share (results)',
  args: { slug: 'share-ana-knee', shared: true },
  parameters: scenario({ results: sharedResults }),
};
export const SharedHistory: Story = {
  name: 'A contact’s share (history)',
  args: { slug: 'share-ana-knee', shared: true },
  parameters: scenario({ results: sharedHistory }),
};
export const Expired: Story = { name: 'Results expired', parameters: scenario({ results: EXPIRED }) };
export const Revoked: Story = {
  name: 'Share withdrawn',
  args: { slug: 'share-ana-knee', shared: true },
  parameters: scenario({ results: REVOKED }),
};
export const Loading: Story = { parameters: scenario({ results: 'never' }) };
export const LoadFailed: Story = { name: 'Load failed', parameters: scenario({ results: 503, shares: sharesFixture() }) };
export const SharingFailed: Story = {
  name: 'Sharing list failed to load',
  parameters: scenario({ results: ownResults, shares: 500 }),
};
