/**
 * <rad-booking-requests> in its states, answered by the fixture API (widgets/booking-requests/fixtures.ts,
 * the same summaries the browser tests use).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/booking-requests/index';
import { attachmentListFixture } from '../widgets/appointments/fixtures';
import { bookedRequest, cancelledRequest, pendingRequest, requestedDocuments } from '../widgets/booking-requests/fixtures';
import type { AppointmentsScenario } from '../test/support/appointments-fixture-api';
import { apiStory, argTypesOf } from './element-api';
import type { RadBookingRequestsAttributes } from './jsx-elements';

type Args = Omit<RadBookingRequestsAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-booking-requests',
  render: (args, { id }) => (
    <rad-booking-requests
      key={id}
      {...args}
      onrad-booking-request-cancelled={(event) => action('rad-booking-request-cancelled')(event.detail)}
    />
  ),
  args: { 'booking-key': 'DEMO-BR-2001' },
  argTypes: argTypesOf('rad-booking-requests'),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (appointments: Omit<AppointmentsScenario, 'summary'>) => ({
  fixtureApi: { appointments: { summary: 404, ...appointments } },
});

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-booking-requests');

export const Waiting: Story = { parameters: scenario({ bookingRequest: pendingRequest, attachments: attachmentListFixture() }) };
export const Booked: Story = { parameters: scenario({ bookingRequest: bookedRequest, attachments: attachmentListFixture() }) };
export const Cancelled: Story = { parameters: scenario({ bookingRequest: cancelledRequest }) };
export const Loading: Story = { parameters: scenario({ bookingRequest: 'never' }) };
export const LoadFailed: Story = { name: 'Load failed', parameters: scenario({ bookingRequest: 503 }) };
export const RequestedDocuments: Story = {
  name: 'Documents the clinic asks for',
  parameters: scenario({ bookingRequest: pendingRequest, attachments: requestedDocuments({ id: 7, fileName: 'gp-referral.pdf' }) }),
};
