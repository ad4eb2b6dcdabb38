/**
 * <rad-report-feedback> in each state of widgets/report-feedback/fixtures.ts (the browser tests run
 * the same cases), answered by the fixture API. "Feedback turned off" needs other provider
 * settings, which a preview page loads once: the browser tests cover it. The redirect after a
 * stored answer is taken over by the story (the event is cancelled).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/report-feedback/index';
import { reportFeedbackCases } from '../widgets/report-feedback/fixtures';
import { apiStory, argTypesOf } from './element-api';
import type { RadReportFeedbackAttributes } from './jsx-elements';

type FeedbackArgs = Omit<RadReportFeedbackAttributes, 'key' | 'ref' | `on${string}`>;

function story(name: string): StoryObj<FeedbackArgs> {
  const fixture = reportFeedbackCases.find((candidate) => candidate.name === name);
  if (!fixture) throw new Error(`widgets/report-feedback/fixtures.ts has no case named "${name}"`);
  return { name, args: fixture.attributes, parameters: { fixtureApi: { reportFeedback: structuredClone(fixture.scenario) } } };
}

const meta = {
  title: 'Widgets/rad-report-feedback',
  render: (args, { id }) => (
    <rad-report-feedback
      key={id}
      {...args}
      onrad-report-feedback-redirect={(event) => {
        event.preventDefault();
        action('rad-report-feedback-redirect')(event.detail);
      }}
      onrad-report-feedback-sent={(event) => action('rad-report-feedback-sent')(event.detail)}
      onrad-error={(event) => action('rad-error')(event.detail)}
    />
  ),
  argTypes: argTypesOf('rad-report-feedback'),
} satisfies Meta<FeedbackArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-report-feedback');

export const Questionnaire: Story = story('Questionnaire');
export const Loading: Story = story('Loading');
export const AlreadyProvided: Story = story('Already provided');
export const LoadError: Story = story('Load error');
export const MissingLink: Story = story('Missing link');
export const Faq: Story = story('FAQ');
