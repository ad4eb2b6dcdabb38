/**
 * <rad-image-viewer> in each state of widgets/image-viewer/fixtures.ts (the browser tests run the
 * same cases), answered by the fixture API. Redirects are taken over by the story (the event is
 * cancelled), so the preview shows the Continue link instead of leaving. The frame points at the
 * fixture viewer path, which Storybook does not serve: the reference server's demo viewer is what
 * the end-to-end tests frame. "Viewer without feedback" needs other provider settings, which a
 * preview page loads once: the browser tests cover it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/image-viewer/index';
import { imageViewerCases } from '../widgets/image-viewer/fixtures';
import { apiStory, argTypesOf } from './element-api';
import type { RadImageViewerAttributes } from './jsx-elements';

type ViewerArgs = Omit<RadImageViewerAttributes, 'key' | 'ref' | `on${string}`>;

const cases = imageViewerCases(typeof location === 'undefined' ? 'http://localhost:6006' : location.origin);

function story(name: string): StoryObj<ViewerArgs> {
  const fixture = cases.find((candidate) => candidate.name === name);
  if (!fixture) throw new Error(`widgets/image-viewer/fixtures.ts has no case named "${name}"`);
  return {
    name,
    args: { imsec: fixture.attributes.imsec },
    parameters: { fixtureApi: { imageViewer: fixture.answer } },
  };
}

const meta = {
  title: 'Widgets/rad-image-viewer',
  render: (args, { id }) => (
    <rad-image-viewer
      key={id}
      {...args}
      onrad-image-viewer-redirect={(event) => {
        event.preventDefault();
        action('rad-image-viewer-redirect')(event.detail);
      }}
      onrad-error={(event) => action('rad-error')(event.detail)}
    />
  ),
  argTypes: argTypesOf('rad-image-viewer'),
} satisfies Meta<ViewerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-image-viewer');

export const Viewer: Story = story('Viewer');
export const Loading: Story = story('Loading');
export const ImagesNotAvailable: Story = story('Images not available');
export const ErrorGeneratingUrl: Story = story('Error generating URL');
export const UnknownLink: Story = story('Unknown link');
export const MissingImsec: Story = { ...story('Missing imsec'), args: { imsec: undefined } };
export const Expired: Story = story('Expired (redirect)');
export const PacsPreference: Story = story('PACS preference (redirect)');
export const UnknownOriginRefused: Story = story('Unknown origin refused');
