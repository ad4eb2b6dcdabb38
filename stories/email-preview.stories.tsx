/**
 * <rad-email-preview> in each of its states, with the e-mail from widgets/email-preview/fixtures.ts
 * (the browser tests use the same fixture), served by the fixture API.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../widgets/email-preview/index';
import { emailPreviewFixture } from '../widgets/email-preview/fixtures';
import { apiStory, argTypesOf } from './element-api';
import type { RadEmailPreviewAttributes } from './jsx-elements';

type PreviewArgs = Omit<RadEmailPreviewAttributes, 'key' | 'ref' | `on${string}`>;

const { template, lang, referenceId } = emailPreviewFixture.query;

const meta = {
  title: 'Widgets/rad-email-preview',
  render: (args, { id }) => <rad-email-preview key={id} {...args} />,
  args: { template, lang, 'reference-id': referenceId },
  argTypes: argTypesOf('rad-email-preview'),
} satisfies Meta<PreviewArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-email-preview');

export const Ready: Story = { name: 'E-mail shown' };
export const Loading: Story = { name: 'Loading', parameters: { fixtureApi: { emailPreview: 'never' } } };
export const UnknownTemplate: Story = { name: 'Unknown template (404)', parameters: { fixtureApi: { emailPreview: 404 } } };
export const MissingParameters: Story = { name: 'Missing parameters', args: { template: undefined, 'reference-id': undefined } };
