/**
 * <rad-check-in> in each state of test/support/check-in.ts (the browser tests run the same cases at
 * phone and kiosk sizes), reached by a play function that types and clicks as a person would,
 * against the fixture API. Kiosk stories set the device cookie first.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../widgets/check-in/index';
import { checkInCases, goOnline, runCase } from '../test/support/check-in';
import { apiStory, argTypesOf } from './element-api';
import type { RadCheckInAttributes } from './jsx-elements';

type CheckInArgs = Omit<RadCheckInAttributes, 'key' | 'ref' | `on${string}`>;
type Story = StoryObj<CheckInArgs>;

const meta = {
  title: 'Widgets/rad-check-in',
  render: (args, { id }) => <rad-check-in key={id} {...args} onrad-check-in-step={(event) => action('rad-check-in-step')(event.detail)} />,
  argTypes: argTypesOf('rad-check-in'),
} satisfies Meta<CheckInArgs>;

export default meta;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-check-in');

function caseStory(name: string, kiosk = false): Story {
  const fixture = checkInCases.find((candidate) => candidate.name === name);
  if (!fixture) throw new Error(`test/support/check-in.ts has no case named "${name}"`);
  return {
    name: kiosk ? `${name} (kiosk)` : name,
    args: kiosk ? { 'kiosk-mode': 'true' } : {},
    parameters: { fixtureApi: { checkIn: { ...fixture.checkIn } }, checkInCase: name },
    loaders: [
      () => {
        goOnline(); // an earlier story may have played the device going offline
        if (kiosk) document.cookie = 'kioskIdentity=Storybook%20kiosk; Path=/';
        return {};
      },
    ],
    play: async ({ canvasElement }) => {
      const element = canvasElement.querySelector('rad-check-in')!;
      await runCase(element.shadowRoot!, fixture);
    },
  };
}

export const Identity = caseStory('identity');
export const IdentityErrors = caseStory('identity-errors');
export const IdentityNotFound = caseStory('identity-not-found');
export const IdentityChecking = caseStory('identity-checking');
export const PatientMatch = caseStory('patient-match');
export const Confirm = caseStory('confirm');
export const VerifyOtp = caseStory('verify-otp');
export const SuccessForm = caseStory('success-form');
export const SuccessFormErrors = caseStory('success-form-errors');
export const SuccessLoading = caseStory('success-loading');
export const SuccessLoadFailed = caseStory('success-load-failed');
export const SuccessNotReady = caseStory('success-not-ready');
export const SuccessReferralUpload = caseStory('success-referral-upload');
export const SuccessFormClosed = caseStory('success-form-closed');
export const FormSendingSlowly = caseStory('form-sending-slowly');
export const FormKeptAfterFailure = caseStory('form-kept-after-failure');
export const PreparingConnectionTrouble = caseStory('preparing-connection-trouble');
export const Offline = caseStory('offline');
export const Preparing = caseStory('preparing');
export const Complete = caseStory('complete');
export const ErrorSeveralBookings = caseStory('error-several-bookings');
export const ErrorPreparationFailed = caseStory('error-preparation-failed');
export const ErrorTooEarly = caseStory('error-too-early');
export const Feedback = caseStory('feedback');
export const FeedbackLoading = caseStory('feedback-loading');
export const FeedbackFailed = caseStory('feedback-failed');
/** The provider has no visit feedback questionnaire for this exam. */
export const FeedbackNone = caseStory('feedback-none');
export const FeedbackClosed = caseStory('feedback-closed');
export const FeedbackAlreadyGiven = caseStory('feedback-already-given');
export const KioskIdentity = caseStory('identity', true);
export const KioskComplete = caseStory('complete', true);

/** No device name yet: the kiosk identity dialog. */
export const KioskDeviceName: Story = {
  name: 'kiosk device name',
  args: { 'kiosk-mode': 'true' },
  loaders: [
    () => {
      document.cookie = 'kioskIdentity=; Max-Age=0; Path=/';
      return {};
    },
  ],
};

// Every case of the fixtures has a story (a case added without one fails the Storybook build).
const covered = new Set(
  [
    Identity,
    IdentityErrors,
    IdentityNotFound,
    IdentityChecking,
    PatientMatch,
    Confirm,
    VerifyOtp,
    SuccessForm,
    SuccessFormErrors,
    SuccessLoading,
    SuccessLoadFailed,
    SuccessNotReady,
    SuccessReferralUpload,
    SuccessFormClosed,
    FormSendingSlowly,
    FormKeptAfterFailure,
    PreparingConnectionTrouble,
    Offline,
    Preparing,
    Complete,
    ErrorSeveralBookings,
    ErrorPreparationFailed,
    ErrorTooEarly,
    Feedback,
    FeedbackLoading,
    FeedbackFailed,
    FeedbackNone,
    FeedbackClosed,
    FeedbackAlreadyGiven,
  ].map((story) => story.parameters?.checkInCase as string),
);
const missing = checkInCases.filter((fixture) => !covered.has(fixture.name)).map((fixture) => fixture.name);
if (missing.length) throw new Error(`stories/check-in.stories.tsx has no story for the check-in case(s): ${missing.join(', ')}`);
