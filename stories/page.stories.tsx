/**
 * <rad-page> as a customer uses it. One story per case of widgets/page/fixtures.ts (the browser
 * tests run the same cases), plus the per-request terms states and an unknown page. The texts are
 * the seeded provider's (demo/server/seed/provider.ts), served by the fixture API.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { Scenario } from '../test/support/fixture-api';
import { PAGES } from '../widgets/page/index';
import { pageCases, type PageCase } from '../widgets/page/fixtures';
import { apiStory, argTypesOf } from './element-api';
import type { RadPageAttributes } from './jsx-elements';

type PageArgs = Omit<RadPageAttributes, 'key' | 'ref' | `on${string}`>;

function pageCase(name: string): Pick<StoryObj<PageArgs>, 'args' | 'parameters'> {
  const fixture: PageCase | undefined = pageCases.find((candidate) => candidate.name === name);
  if (!fixture) throw new Error(`widgets/page/fixtures.ts has no case named "${name}"`);
  return {
    args: { page: fixture.page },
    parameters: { pageCase: fixture.name, docs: { description: { story: `Heading “${fixture.heading}”, with “${fixture.text}”.` } } },
  };
}

/** How the fixture API answers for one story (see .storybook/preview.ts). */
const answers = (fixtureApi: Scenario) => ({ fixtureApi });

const meta = {
  title: 'Widgets/rad-page',
  // The key is the story id: a fresh element per story, so its terms request follows the story's scenario.
  render: (args, { id }) => (
    <rad-page
      key={id}
      {...args}
      onrad-ready={(event) => action('rad-ready')(event.detail)}
      onrad-error={(event) => action('rad-error')(event.detail)}
    />
  ),
  argTypes: {
    ...argTypesOf('rad-page'),
    page: { ...argTypesOf('rad-page').page, control: 'select', options: [...PAGES, 'nope'] },
    'heading-level': { ...argTypesOf('rad-page')['heading-level'], control: { type: 'number', min: 1, max: 6 } },
  },
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// One export per fixture case (CSF needs static names); the end of the file checks none is missing.
/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-page');

export const About: Story = { name: 'About', ...pageCase('About') };
export const Contact: Story = { name: 'Contact', ...pageCase('Contact') };
export const Terms: Story = { name: 'Terms', ...pageCase('Terms') };
export const Privacy: Story = { name: 'Privacy', ...pageCase('Privacy') };

/** The terms request never answers: the page shows its loading indicator (role="status"). */
export const TermsLoading: Story = {
  name: 'Terms loading',
  args: { page: 'terms' },
  parameters: answers({ terms: 'never' }),
};

/** The terms request fails with 503 (after the client's retries): an alert with a Retry button. */
export const TermsFailed: Story = {
  name: 'Terms failed',
  args: { page: 'terms' },
  parameters: answers({ terms: 503 }),
};

export const UnknownPage: Story = {
  name: 'Unknown page',
  args: { page: 'nope' },
};

const covered = new Set([About, Contact, Terms, Privacy].map((story) => story.parameters?.pageCase as string));
const missing = pageCases.filter((fixture) => !covered.has(fixture.name)).map((fixture) => fixture.name);
if (missing.length) throw new Error(`stories/page.stories.tsx has no story for the page case(s): ${missing.join(', ')}`);
