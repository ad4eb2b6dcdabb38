/** <rad-patient-details> in each state, answered by the fixture API (the browser tests use the same fixtures). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/patient-details/index';
import type { PatientDetailsScenario } from '../test/support/patient-details-fixture-api';
import { apiStory, argTypesOf } from './element-api';
import type { RadPatientDetailsAttributes } from './jsx-elements';

type Args = Omit<RadPatientDetailsAttributes, 'key' | 'ref' | `on${string}`>;

const meta = {
  title: 'Widgets/rad-patient-details',
  render: (args, { id }) => (
    <rad-patient-details
      key={id}
      {...args}
      onrad-patient-details-requested={(event) => action('rad-patient-details-requested')(event.detail)}
      onrad-navigate={(event) => {
        event.preventDefault();
        action('rad-navigate')(event.detail);
      }}
    />
  ),
  args: { 'booking-key': 'DEMO-APPT-1001', origin: 'confirmation' },
  argTypes: argTypesOf('rad-patient-details'),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (patientDetails: PatientDetailsScenario) => ({ fixtureApi: { patientDetails } });

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-patient-details');

export const FromConfirmation: Story = { name: 'From the confirmation page', parameters: scenario({}) };
export const FromBookingRequest: Story = {
  name: 'From a booking request’s booking form',
  args: { 'booking-key': 'DEMO-BR-2001', 'booking-request': true, 'return-url': '/booking-requests/DEMO-BR-2001', origin: undefined },
  parameters: scenario({}),
};
export const FromAppointmentForm: Story = {
  name: 'From an appointment’s booking form',
  args: { origin: 'form' },
  parameters: scenario({}),
};
export const LookupsFailed: Story = {
  name: 'Lookups failed (choices left out)',
  parameters: scenario({ ethnicities: 500, insuranceTypes: 503 }),
};
export const Refused: Story = {
  name: 'The server refuses (change a field, then send)',
  parameters: scenario({ creates: [{ status: 400, message: 'patient_details.postcode_invalid' }] }),
};
export const RefusedAtField: Story = {
  name: 'The server refuses a field (change a field, then send: the message is at the field)',
  parameters: scenario({
    creates: [
      {
        status: 400,
        message: 'patient_details.postcode_invalid',
        issues: [{ path: 'details.postcode', message: 'patient_details.postcode_invalid' }],
      },
    ],
  }),
};
export const ServerDown: Story = {
  name: 'The request fails (default message)',
  parameters: scenario({ creates: [{ status: 422, message: '' }] }),
};
export const Loading: Story = { parameters: scenario({ details: 'never' }) };
export const LoadFailed: Story = { name: 'Load failed', parameters: scenario({ details: 503 }) };
