/**
 * <rad-image-viewer-access> in the states of widgets/image-viewer-access/fixtures.ts that hold still
 * without an identity provider. The provider's settings come from the fixture API's seed, whose
 * work account is the reference server's own (`local`): in Storybook that reads as "not set up"
 * unless a story's settings name an https authority; the browser tests set it per case, and the
 * whole sign-in is an end-to-end test against the reference server's provider.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/image-viewer-access/index';
import { FIXTURE_WORK_ACCOUNT } from '../widgets/image-viewer-access/fixtures';
import { apiStory, argTypesOf } from './element-api';
import type { RadImageViewerAccessAttributes } from './jsx-elements';

type AccessArgs = Omit<RadImageViewerAccessAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-image-viewer-access',
  render: (args, { id }) => (
    <rad-image-viewer-access
      key={id}
      {...args}
      onrad-images-open={(event) => {
        event.preventDefault();
        action('rad-images-open')(event.detail);
      }}
      onrad-error={(event) => action('rad-error')(event.detail)}
    />
  ),
  argTypes: argTypesOf('rad-image-viewer-access'),
} satisfies Meta<AccessArgs>;

export default meta;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-image-viewer-access');
type Story = StoryObj<typeof meta>;

export const SignInNeeded: Story = {
  name: 'Sign-in needed',
  args: { input: 'demo-direct-mr-knee-1001-rivera' },
  parameters: { fixtureApi: { integration: { workAccount: FIXTURE_WORK_ACCOUNT } } },
};
export const MissingInput: Story = { name: 'Missing input', args: {} };
export const NotConfigured: Story = { name: 'Not configured', args: { input: 'demo-direct-mr-knee-1001-rivera' } };
