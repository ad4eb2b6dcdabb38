/**
 * <rad-questionnaire> as a customer uses it: the element with a booking key; the fixture API
 * answers the load and the saves from widgets/questionnaire/fixtures.ts (the browser tests use
 * the same questionnaires) and the demo's MRI safety form.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { MRI_SAFETY } from '../demo/server/features/questionnaires/seed-definitions';
import { EVERY_TYPE, generatedForm, loadOf, PAGED, recordOf, REPEATING } from '../widgets/questionnaire/fixtures';
import type { Scenario } from '../test/support/fixture-api';
import { apiStory, argTypesOf } from './element-api';
import type { RadQuestionnaireAttributes } from './jsx-elements';

type Args = Omit<RadQuestionnaireAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-questionnaire',
  render: (args, { id }) => (
    <rad-questionnaire
      key={id}
      {...args}
      onrad-navigate={(event) => {
        event.preventDefault(); // the preview frame stays; the host would navigate
        action('rad-navigate')(event.detail);
      }}
      onrad-error={(event) => action('rad-error')(event.detail)}
    />
  ),
  args: { 'booking-key': 'DEMO-APPT-1001' },
  argTypes: argTypesOf('rad-questionnaire'),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (questionnaires: Scenario['questionnaires']): { fixtureApi: Scenario } => ({ fixtureApi: { questionnaires } });

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-questionnaire');

export const EveryItemType: Story = {
  name: 'Every item type',
  parameters: scenario({ load: loadOf([recordOf(EVERY_TYPE)]), saves: [{}] }),
};
export const MriSafety: Story = {
  name: 'MRI safety screening (demo)',
  parameters: scenario({
    load: loadOf([recordOf(MRI_SAFETY, { title: 'MRI safety questions' })]),
    saves: [{ newExamSlug: 'mri-knee-open' }],
  }),
};
export const RepeatingGroup: Story = {
  name: 'Repeating group (each implant)',
  parameters: scenario({ load: loadOf([recordOf(REPEATING)]), saves: [{}] }),
};
export const Pages: Story = {
  name: 'One page per group',
  parameters: scenario({ load: loadOf([recordOf(PAGED, { modalSize: 'md' })]), saves: [{}] }),
};
export const Loading: Story = { name: 'Loading', parameters: scenario({ load: 'never' }) };
export const LoadFailed: Story = { name: 'Load failed', parameters: scenario({ load: 503 }) };
export const AlreadyAnswered: Story = { name: 'Already answered', parameters: scenario({ load: loadOf([recordOf(PAGED)], ['paged']) }) };
export const SaveFails: Story = {
  name: 'Save fails (answers kept)',
  parameters: scenario({ load: loadOf([recordOf(PAGED)]), saves: [500, 500, 500] }),
};
export const Denied: Story = {
  name: 'Outcome denies (navigates to /deny)',
  parameters: scenario({ load: loadOf([recordOf(PAGED)]), saves: [{ denied: true, message: 'An MRI is not safe with a pacemaker.' }] }),
};
export const ClosingConfirmation: Story = {
  name: 'Cancellation with closing confirmation',
  parameters: scenario({
    load: loadOf([recordOf(PAGED, { questionnaireType: 'CANCEL_APPOINTMENT_PATIENT', showClosingConfirmation: true })]),
  }),
};
export const LongForm: Story = { name: '300 items', parameters: scenario({ load: loadOf([recordOf(generatedForm(300))]) }) };
export const NoBookingKey: Story = { name: 'No booking key in the link', args: { 'booking-key': '' } };
