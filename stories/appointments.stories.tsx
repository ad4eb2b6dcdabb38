/**
 * <rad-appointments> in each state of widgets/appointments/fixtures.ts (the browser tests use the
 * same summaries), answered by the fixture API; uploads go to its stand-in XMLHttpRequest.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/appointments/index';
import {
  attachmentFixture,
  attachmentListFixture,
  bookedSummary,
  cancelledSummary,
  cancelQuestionnaire,
  changedSummary,
  consentFormsFixture,
  movedSummary,
  pendingSummary,
  rescheduledSummary,
  safetyQuestionnaire,
  soonSummary,
  walkInSummary,
} from '../widgets/appointments/fixtures';
import { sharesFixture } from '../src/sharing/fixtures';
import type { AppointmentsScenario } from '../test/support/appointments-fixture-api';
import { rowMenuItem } from '../test/support/row-menu';
import { apiStory, argTypesOf } from './element-api';
import { typeInto } from './shadow-input';
import type { RadAppointmentsAttributes } from './jsx-elements';

type Args = Omit<RadAppointmentsAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-appointments',
  render: (args, { id }) => (
    <rad-appointments
      key={id}
      {...args}
      onrad-appointment-cancelled={(event) => action('rad-appointment-cancelled')(event.detail)}
      onrad-appointment-confirmed={(event) => action('rad-appointment-confirmed')(event.detail)}
      onrad-appointment-rescheduled={(event) => action('rad-appointment-rescheduled')(event.detail)}
    />
  ),
  args: { 'booking-key': 'DEMO-APPT-1001' },
  argTypes: argTypesOf('rad-appointments'),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// The booking fixture answers the reschedule grid's slots and holds.
const scenario = (appointments: AppointmentsScenario) => ({ fixtureApi: { appointments, booking: {} } });

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-appointments');

export const Booked: Story = {
  parameters: scenario({ summary: bookedSummary, attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf')]) }),
};
export const NoDocuments: Story = {
  name: 'No documents yet',
  parameters: scenario({ summary: bookedSummary, attachments: attachmentListFixture() }),
};
export const TooSoonToChange: Story = {
  name: 'Inside the prior-minutes window',
  parameters: scenario({ summary: soonSummary, attachments: attachmentListFixture() }),
};
export const Cancelled: Story = { parameters: scenario({ summary: cancelledSummary, attachments: attachmentListFixture() }) };
export const Rescheduled: Story = { parameters: scenario({ summary: rescheduledSummary, attachments: attachmentListFixture() }) };
export const FailedUpload: Story = {
  name: 'Upload fails (file kept for retry)',
  parameters: scenario({ summary: bookedSummary, attachments: attachmentListFixture(), uploads: ['network', 'ok'] }),
};
export const Loading: Story = { parameters: scenario({ summary: 'never' }) };
export const LoadFailed: Story = { name: 'Load failed', parameters: scenario({ summary: 503 }) };
export const DocumentsFailed: Story = {
  name: 'Documents failed to load',
  parameters: scenario({ summary: bookedSummary, attachments: 500 }),
};
export const Changed: Story = {
  name: 'Changed by the clinic',
  parameters: scenario({ summary: changedSummary, attachments: attachmentListFixture() }),
};
export const Moved: Story = {
  name: 'Moved by the patient (reschedule)',
  parameters: scenario({ summary: movedSummary, attachments: attachmentListFixture() }),
};
export const Pending: Story = {
  name: 'Pending (the clinic gives the time)',
  parameters: scenario({ summary: pendingSummary, attachments: attachmentListFixture() }),
};
export const WalkIn: Story = {
  name: 'Walk-in exam (no online reschedule)',
  parameters: scenario({ summary: walkInSummary, attachments: attachmentListFixture() }),
};
export const ConsentToAnswer: Story = {
  name: 'Consent forms to answer',
  parameters: scenario({ summary: bookedSummary, attachments: attachmentListFixture(), consentForms: consentFormsFixture }),
};
export const QuestionsBeforeConfirm: Story = {
  name: 'Questions before Confirm',
  parameters: scenario({ summary: bookedSummary, attachments: attachmentListFixture(), questionnaires: [safetyQuestionnaire] }),
};
export const DeniedBeforeConfirm: Story = {
  name: 'Confirm after a denial (it stands)',
  parameters: scenario({
    summary: bookedSummary,
    attachments: attachmentListFixture(),
    questionnaires: [safetyQuestionnaire],
    questionnaireAnswers: [{ questionnaireId: 'mri-safety', denied: true, deniedMessage: 'An MRI is not safe with a pacemaker.' }],
  }),
};
export const ExamChangedByAnswers: Story = {
  name: 'Answers change the exam (open MRI)',
  parameters: scenario({
    summary: bookedSummary,
    attachments: attachmentListFixture(),
    questionnaires: [safetyQuestionnaire],
    questionnaireSaves: [{ newExamSlug: 'mri-knee-open' }],
  }),
};
export const CancelQuestionnaire: Story = {
  name: 'Cancel asks the provider’s questionnaire',
  parameters: scenario({ summary: bookedSummary, attachments: attachmentListFixture(), questionnaires: [cancelQuestionnaire] }),
};
export const Kiosk: Story = {
  name: 'Kiosk (44 px targets)',
  args: { 'kiosk-mode': true },
  parameters: scenario({ summary: bookedSummary, attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf')]) }),
};
export const Documents: Story = {
  name: 'Documents (viewer and information)',
  parameters: scenario({
    summary: bookedSummary,
    attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf'), attachmentFixture(2, 'medicare-card.png', 'image/png')]),
  }),
};
/** A 375 px phone (issue 23): each row shows "Show" and its menu button; the story opens the first row's menu. */
export const DocumentsOnPhone: Story = {
  name: 'Documents on a phone (row menu open)',
  parameters: scenario({
    summary: bookedSummary,
    attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf'), attachmentFixture(2, 'medicare-card.png', 'image/png')]),
  }),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await rowMenuItem(canvasElement.querySelector('rad-appointments')!.shadowRoot!, 'referral.pdf', 'Download referral.pdf');
  },
};
/** A booking at its document limit (issue 23): the server's own message under the refused file. */
export const DocumentLimitReached: Story = {
  name: 'Document limit reached',
  parameters: scenario({
    summary: bookedSummary,
    attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf')]),
    uploads: [{ status: 409, message: 'attachments.limit_files', code: 'attachment_limit_files' }],
  }),
};
/**
 * Sharing results after a sign-in with the date of birth only (issue 22): the server answers
 * 403 sharing.code_required, and the share modal asks for the date of birth and the code in place.
 */
export const SharingAsksForTheCode: Story = {
  name: 'Sharing asks for the one-time code',
  parameters: {
    fixtureApi: {
      appointments: { summary: bookedSummary, attachments: attachmentListFixture() },
      results: {
        shares: sharesFixture([], { shareableTypes: ['RESULT'] }),
        creates: [{ status: 403, body: { message: 'sharing.code_required', code: 'code_required' } }],
      },
      auth: { patient: { otpRequired: true } },
      booking: {},
    },
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('rad-appointments')!.shadowRoot!;
    const button = (text: string) =>
      waitFor(() => {
        const found = [...root.querySelectorAll('button')].find((node) => node.textContent?.trim() === text && !node.hidden);
        if (!found) throw new Error(`no "${text}" yet`);
        return found;
      });
    await userEvent.click(await button('Share with someone'));
    // waitFor retries only while its callback throws; userEvent.type would type into the host, not the field.
    const dialog = await waitFor(() => {
      const open = root.querySelector<HTMLElement>('dialog[open]');
      if (!open) throw new Error('no open dialog yet');
      return open;
    });
    typeInto(within(dialog).getByLabelText<HTMLInputElement>('Their name'), 'Jo Contact');
    typeInto(within(dialog).getByLabelText<HTMLInputElement>('Their e-mail address'), 'jo.contact@example.com');
    await userEvent.click(await button('Send the link'));
    await waitFor(() => expect(root.querySelector('.rad-sharing__verify h3')).toHaveTextContent('First, confirm it is you'));
  },
};
