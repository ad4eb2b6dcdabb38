/**
 * <rad-booking> in each state of the finder, started from a URL in memory (`url-mode="memory"`),
 * with the fixture API answering from widgets/booking/fixtures.ts (the browser tests use the same
 * data). Dialog and map states are reached by a play function that clicks as a person would.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, waitFor } from 'storybook/test';
import '../widgets/booking/index';
import type { Scenario } from '../test/support/fixture-api';
import { loadOf, recordOf } from '../widgets/questionnaire/fixtures';
import { PACEMAKER_TEXT } from '../widgets/deny/fixtures';
import { apiStory, argTypesOf } from './element-api';
import { typeInto } from './shadow-input';
import type { RadBookingAttributes } from './jsx-elements';

type BookingArgs = Omit<RadBookingAttributes, 'key' | 'ref' | `on${string}`>;
type Story = StoryObj<BookingArgs>;

const meta = {
  title: 'Widgets/rad-booking',
  render: (args, { id }) => (
    <rad-booking
      key={id}
      url-mode="memory"
      {...args}
      onrad-booking-clinic-selected={(event) => action('rad-booking-clinic-selected')(event.detail)}
    />
  ),
  args: { 'start-url': '/' },
  argTypes: argTypesOf('rad-booking'),
} satisfies Meta<BookingArgs>;

export default meta;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-booking');

function root(canvas: HTMLElement): ShadowRoot {
  return canvas.querySelector('rad-booking')!.shadowRoot!;
}

/** Waits for the shadow root to hold `selector`: waitFor retries only while its callback throws, not while it returns null. */
function appeared<E extends Element>(canvas: HTMLElement, selector: string): Promise<E> {
  return waitFor(
    () => {
      const found = root(canvas).querySelector<E>(selector);
      if (!found) throw new Error(`no ${selector} yet`);
      return found;
    },
    { timeout: 5000 },
  );
}

async function findButton(canvas: HTMLElement, name: string): Promise<HTMLButtonElement> {
  return waitFor(
    () => {
      const found = [...root(canvas).querySelectorAll<HTMLButtonElement>('button')].find(
        (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
      );
      if (!found) throw new Error(`no button "${name}" yet`);
      return found;
    },
    { timeout: 5000 },
  );
}

const scenario = (fixtureApi: Scenario) => ({ parameters: { fixtureApi } });

export const ExamCatalogue: Story = {
  name: 'Exam catalogue',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement).querySelector('.catalogue__count')).toHaveTextContent('5 exams found'));
  },
};
export const BodyPartChosen: Story = { name: 'Body part chosen (knees)', args: { 'start-url': '/?bodyPart=knees' } };
export const SeveralExams: Story = { name: 'Several exams (multiple procedures)', args: { 'start-url': '/?procedureTab=multiple' } };
export const NoExamMatches: Story = {
  name: 'No exam matches the search',
  play: async ({ canvasElement }) => {
    const search = await appeared<HTMLInputElement>(canvasElement, 'input[type="search"]');
    typeInto(search, 'zzz');
    await waitFor(() => expect(root(canvasElement).querySelector('.empty')).toBeTruthy());
  },
};
export const ExamInfo: Story = {
  name: 'Exam info dialog (walk-in)',
  play: async ({ canvasElement }) => (await findButton(canvasElement, 'About Chest X-ray')).click(),
};
export const BookingRequestInfo: Story = {
  name: 'Booking request info dialog',
  play: async ({ canvasElement }) => {
    (await findButton(canvasElement, 'Special exams')).click();
    (await findButton(canvasElement, 'Choose Obstetric ultrasound, 12 weeks')).click();
  },
};
export const CatalogueLoading: Story = { name: 'Catalogue loading', ...scenario({ booking: { catalogue: 'never' } }) };
export const CatalogueFailed: Story = { name: 'Catalogue failed', ...scenario({ booking: { catalogue: 503 } }) };
export const UnknownExam: Story = {
  name: 'Link with an unknown exam and bad coordinates',
  args: { 'start-url': '/select-clinic/no-such-exam?lat=abc&lng=1' },
};

export const Clinics: Story = { name: 'Clinics (list)', args: { 'start-url': '/select-clinic/mri-knee' } };
export const ClinicsInRegion: Story = { name: 'Clinics in a region', args: { 'start-url': '/select-clinic/mri-knee?regionSlug=sydney' } };
export const ClinicsNearPostcode: Story = {
  name: 'Clinics near a location',
  args: { 'start-url': '/select-clinic/mri-knee?lat=-33.8148&lng=151.0017' },
};
export const ClinicsLoading: Story = {
  name: 'Clinics loading',
  args: { 'start-url': '/select-clinic/mri-knee' },
  ...scenario({ booking: { clinics: 'never' } }),
};
export const ClinicsFailed: Story = {
  name: 'Clinics failed',
  args: { 'start-url': '/select-clinic/mri-knee' },
  ...scenario({ booking: { clinics: 503 } }),
};
export const NoClinics: Story = {
  name: 'No clinic offers the exam',
  args: { 'start-url': '/select-clinic/mri-knee?regionSlug=sydney' },
  ...scenario({ booking: { clinics: 'empty' } }),
};
export const MapView: Story = {
  name: 'Map and list',
  args: { 'start-url': '/select-clinic/mri-knee' },
  play: async ({ canvasElement }) => (await findButton(canvasElement, 'Map and list')).click(),
};
export const MapFailed: Story = {
  name: 'Map style fails (list carries on)',
  args: { 'start-url': '/select-clinic/mri-knee' },
  ...scenario({ booking: { mapStyle: 500 } }),
  play: async ({ canvasElement }) => (await findButton(canvasElement, 'Map and list')).click(),
};
export const PostcodeLocator: Story = {
  name: 'Post-code locator',
  args: { 'start-url': '/select-clinic/mri-knee' },
  play: async ({ canvasElement }) => {
    (await findButton(canvasElement, 'Enter a postcode')).click();
    const input = await appeared<HTMLInputElement>(canvasElement, 'dialog[open] input');
    typeInto(input, '215');
  },
};
export const ClinicChosen: Story = {
  name: 'Clinic chosen: times (week)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
};
export const AdvancedBookingChosen: Story = {
  name: 'Several exams, clinic chosen',
  args: { 'start-url': '/advanced-booking/mri-knee+xray-chest/chatswood?selectedClinic=chatswood' },
};
export const ExamsInRegion: Story = {
  name: 'Exams offered in a region',
  args: { 'start-url': '/?regionSlug=brisbane-gold-coast' },
};
export const RegionExamsFailed: Story = {
  name: 'Exams of a region could not be loaded',
  args: { 'start-url': '/?regionSlug=sydney' },
  ...scenario({ booking: { regionExams: 503 } }),
};
export const SelectRegionFirst: Story = {
  name: 'Select a region first (view=select-region)',
  args: { view: 'select-region', 'start-url': '/' },
};
export const UnknownRegion: Story = {
  name: 'Unknown region in the link',
  args: { 'start-url': '/select-clinic/mri-knee?regionSlug=atlantis' },
};
export const SeparateBookingFirst: Story = {
  name: 'Separate booking: clinic for the first exam',
  args: { 'start-url': '/advanced-booking/mri-knee+mri-lumbar-spine?separateBooking=true' },
};
export const SeparateBookingSecond: Story = {
  name: 'Separate booking: clinic for the second exam',
  args: { 'start-url': '/advanced-booking/mri-knee+mri-lumbar-spine/parramatta?separateBooking=true' },
};
export const SeparateBookingChosen: Story = {
  name: 'Separate booking: a clinic for each exam',
  args: { 'start-url': '/advanced-booking/mri-knee+mri-lumbar-spine/parramatta,chatswood?separateBooking=true' },
};

/* ---- Issue 12: times, hold, form, confirmation ---- */
export const NoTimes: Story = {
  name: 'Times: none this week (next available offered)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { slots: 'empty' } }),
};
export const TimesFailed: Story = {
  name: 'Times: failed to load',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { slots: 503 } }),
};
export const TimesLoading: Story = {
  name: 'Times: loading',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { slots: 'never' } }),
};

/** Picks the first day with times and its first time, as a person would. */
async function pickFirstTime(canvas: HTMLElement): Promise<void> {
  const day = await waitFor(
    () => {
      const found = root(canvas).querySelector<HTMLButtonElement>('.slots__day:not(.slots__day--empty)');
      if (!found) throw new Error('no day with times yet');
      return found;
    },
    { timeout: 5000 },
  );
  day.click();
  const time = await waitFor(
    () => {
      const found = root(canvas).querySelector<HTMLButtonElement>('.slots__time');
      if (!found) throw new Error('no time yet');
      return found;
    },
    { timeout: 5000 },
  );
  time.click();
}

export const BookingForm: Story = {
  name: 'Booking form (time held)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="booking-form"]')).not.toBeNull());
  },
};
export const FormErrors: Story = {
  name: 'Booking form with errors',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    const submit = await appeared<HTMLButtonElement>(canvasElement, 'button[type="submit"]');
    submit.click();
    await waitFor(() => expect(root(canvasElement).querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};
export const QuestionsPreparing: Story = {
  name: 'Health questions being prepared (slow)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { bookingKeys: 'never' } }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="still-working"]')).toHaveTextContent(/Still working/), {
      timeout: 3000,
    });
  },
};
export const QuestionsFailed: Story = {
  name: 'Health questions could not be prepared (Book waits)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { bookingKeys: 503 } }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="questions-retry"]')).not.toBeNull(), { timeout: 8000 });
  },
};
export const FormRefusedByServer: Story = {
  name: 'Booking form refused by the server (message at the field)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({
    booking: {
      create: 400,
      createError: {
        message: 'booking_form.email_invalid',
        code: 'invalid_request',
        issues: [{ path: 'form.email', message: 'booking_form.email_invalid' }],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    const form = root(canvasElement);
    await waitFor(() => expect(form.querySelector('[data-field="firstName"] input')).not.toBeNull());
    await fillAndSend(canvasElement);
    await waitFor(() => expect(form.querySelector('[data-field="email"] input')).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 8000,
    });
  },
};
export const SlotError: Story = {
  name: 'Slot error dialog (reservation failed)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { hold: 409 } }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('dialog[open]')).not.toBeNull());
  },
};

/* ---- Issue 12: the form's variants and what a booking ends in ---- */

/** Fills in the booking form (en-AU: day, month, year boxes) and sends it. */
async function fillAndSend(canvas: HTMLElement): Promise<void> {
  const field = (name: string) => root(canvas).querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!;
  typeInto(field('firstName'), 'Ada');
  typeInto(field('lastName'), 'Nguyen');
  const boxes = [...root(canvas).querySelectorAll<HTMLInputElement>('[data-field="dateOfBirth"] input')];
  for (const [index, value] of ['2', '4', '1980'].entries()) typeInto(boxes[index]!, value);
  typeInto(field('email'), 'ada@example.test');
  field('consent').click();
  await waitFor(() => expect(field('email').value).toBe('ada@example.test'));
  root(canvas).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

async function bookFirstTime(canvas: HTMLElement): Promise<void> {
  await pickFirstTime(canvas);
  await waitFor(() => expect(root(canvas).querySelector('[part="booking-form"]')).not.toBeNull(), { timeout: 5000 });
  await fillAndSend(canvas);
  await waitFor(() => expect(root(canvas).querySelector('[part="confirmation"]')).not.toBeNull(), { timeout: 5000 });
}

export const ReferralUpload: Story = {
  name: 'Booking form: referral upload open (upload=true)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta&upload=true' },
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('.referral-upload')).not.toBeNull(), { timeout: 5000 });
  },
};
export const HoldRunningOut: Story = {
  name: 'Booking form: the held time runs out soon (warning, more time)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { holdMinutes: 0.4 } }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('.hold__warning')?.textContent).not.toBe(''), { timeout: 5000 });
  },
};
export const HoldExpired: Story = {
  name: 'Booking form: the held time ran out (slot error dialog)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { holdMinutes: 0.02 } }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('dialog[open]')).not.toBeNull(), { timeout: 8000 });
  },
};
export const EnquiryForm: Story = {
  name: 'Enquiry form (a referrer’s api-key: the time is a preference)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta', 'api-key': 'referrer-secret' },
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="booking-form"]')).toHaveTextContent('This is an enquiry'));
  },
};
export const CallbackForm: Story = {
  name: 'No time suits: call-back form',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  play: async ({ canvasElement }) => {
    (await findButton(canvasElement, 'Ask us to call you back')).click();
    await waitFor(() => expect(root(canvasElement).querySelector('dialog[open]')).not.toBeNull());
  },
};
export const EmailTeamForm: Story = {
  name: 'No time suits: e-mail the booking team',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  play: async ({ canvasElement }) => {
    (await findButton(canvasElement, 'E-mail our booking team')).click();
    await waitFor(() => expect(root(canvasElement).querySelector('dialog[open]')).not.toBeNull());
  },
};
export const Booked: Story = {
  name: 'Confirmation: booked',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  play: async ({ canvasElement }) => bookFirstTime(canvasElement),
};
export const BookedPending: Story = {
  name: 'Confirmation: pending (pendingAppointments: staff confirm)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' },
  ...scenario({ booking: { createAs: 'PENDING' } }),
  play: async ({ canvasElement }) => {
    await bookFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="confirmation"]')).toHaveTextContent('Your booking is pending'));
  },
};
export const BookingRequestCreated: Story = {
  name: 'Confirmation: enquiry sent (booking request created)',
  args: { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta', 'api-key': 'referrer-secret' },
  play: async ({ canvasElement }) => {
    await bookFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="confirmation"]')).toHaveTextContent('Your enquiry is sent'));
  },
};
export const MixedResult: Story = {
  name: 'Confirmation: some exams booked, some not',
  args: { 'start-url': '/advanced-booking/mri-knee+xray-chest/chatswood?selectedClinic=chatswood' },
  ...scenario({ booking: { createAs: 'mixed' } }),
  play: async ({ canvasElement }) => {
    const form = () => root(canvasElement).querySelector('[part="booking-form"]');
    // One time per exam, then the form.
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="appointment"]')).toHaveTextContent('Exam 2 of 2'), {
      timeout: 5000,
    });
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(form()).not.toBeNull(), { timeout: 5000 });
    await fillAndSend(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="confirmation"]')).toHaveTextContent('Not booked'), {
      timeout: 5000,
    });
  },
};

/* ---- Issue 12: the booking's questionnaires and their outcomes (answered under a temporary key) ---- */

const SAFETY_QUESTION = {
  resourceType: 'Questionnaire' as const,
  id: 'booking-safety',
  title: 'Before we book your MRI',
  item: [{ linkId: 'implant', type: 'boolean' as const, text: 'Do you have a pacemaker or other implant?', required: true }],
};

/** The booking asks its question (type BOOKING_FORM unless said), and the answer's outcome is `outcome`. */
function asked(outcome: Record<string, unknown> = {}, type = 'BOOKING_FORM') {
  return scenario({
    booking: { questionnaires: 'scenario' },
    questionnaires: {
      load: loadOf([recordOf(SAFETY_QUESTION, { questionnaireType: type as 'BOOKING_FORM', examSlugs: ['mri-knee'] })]),
      saves: [outcome],
    },
  });
}

/** The question in the booking's questionnaire dialog, as a patient answers it: Yes, then Submit. */
async function answerQuestion(canvas: HTMLElement): Promise<void> {
  const runner = await waitFor(
    () => {
      const found = root(canvas).querySelector('rad-questionnaire')?.shadowRoot?.querySelector('dialog[open] input[type="radio"]');
      if (!found) throw new Error('no question yet');
      return root(canvas).querySelector('rad-questionnaire')!.shadowRoot!;
    },
    { timeout: 5000 },
  );
  runner.querySelector<HTMLInputElement>('dialog[open] input[type="radio"]')!.click();
  runner.querySelector<HTMLButtonElement>('dialog[open] button[type="submit"]')!.click();
}

const CHOSEN_MRI = { 'start-url': '/select-clinic/mri-knee?selectedClinic=parramatta' };

export const QuestionAsked: Story = {
  name: 'Questions: BOOKING_FORM question over the form',
  args: CHOSEN_MRI,
  ...asked(),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('rad-questionnaire')).not.toBeNull(), { timeout: 5000 });
  },
};
export const QuestionRequiredOnConfirmation: Story = {
  name: 'Questions: REQUIRED_ON_CONFIRMATION question over the form',
  args: CHOSEN_MRI,
  ...asked({}, 'REQUIRED_ON_CONFIRMATION'),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('rad-questionnaire')).not.toBeNull(), { timeout: 5000 });
  },
};
export const OutcomeMedicareAndCode: Story = {
  name: 'Questions: the answer asks for a Medicare number and a validation code',
  args: CHOSEN_MRI,
  ...asked({ medicareNumberRequired: true, validationCodeRequired: true }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await answerQuestion(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[data-field="medicareNumber"]')).not.toBeNull(), { timeout: 5000 });
  },
};
export const OutcomeMinDate: Story = {
  name: 'Questions: the answer restricts the earliest day (time given back)',
  args: CHOSEN_MRI,
  ...asked({ restrictMinDate: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10) }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await answerQuestion(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('.appointment__min-date')).not.toBeNull(), { timeout: 5000 });
  },
};
export const OutcomeBookingRequest: Story = {
  name: 'Questions: the answer asks for a booking request (the form sends an enquiry)',
  args: CHOSEN_MRI,
  ...asked({
    bookingRequest: {
      result: JSON.stringify({ deleteKey: '', confirmationMessage: 'Our staff will call you to confirm.', apiKey: null }),
      evaluateResult: false,
    },
  }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await answerQuestion(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('button[type="submit"]')).toHaveTextContent('Send enquiry'), {
      timeout: 5000,
    });
  },
};
export const OutcomeDenied: Story = {
  name: 'Questions: the answer denies the booking (why, the clinic’s phone, a call back, back to the exams)',
  args: CHOSEN_MRI,
  ...asked({ denied: true, message: PACEMAKER_TEXT }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await answerQuestion(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('[part="denied"]')).not.toBeNull(), { timeout: 5000 });
  },
};
export const OutcomeExamChanged: Story = {
  name: 'Questions: the answer changes the exam (said, the time given back, the same clinic’s times)',
  args: CHOSEN_MRI,
  ...asked({ newExamSlug: 'mri-lumbar-spine' }),
  play: async ({ canvasElement }) => {
    await pickFirstTime(canvasElement);
    await answerQuestion(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('.appointment__status')).toHaveTextContent(/instead of MRI knee/), {
      timeout: 5000,
    });
  },
};

/* ---- A provider setting: where the page goes after a booking ---- */

interface ConfigStore {
  config: { value: { application: Record<string, unknown> } | null };
  loaded(config: unknown): void;
}
const configStore = () => (window as unknown as { radWidgets?: { store: { config: ConfigStore } } }).radWidgets?.store.config;
let settingsBefore: unknown = null;

export const RedirectCountdown: Story = {
  name: 'After booking: the redirect countdown (bookingRedirectUrl)',
  args: CHOSEN_MRI,
  // The page's one runtime holds the settings: this story changes them and puts them back after.
  beforeEach: () => () => {
    if (settingsBefore) configStore()?.loaded(settingsBefore);
    settingsBefore = null;
  },
  play: async ({ canvasElement }) => {
    const store = configStore();
    const before = await waitFor(
      () => {
        const loaded = store?.config.value;
        if (!loaded) throw new Error('settings not loaded yet');
        return loaded;
      },
      { timeout: 5000 },
    );
    settingsBefore = before;
    store!.loaded({ ...before, application: { ...before.application, bookingRedirectUrl: '/demo/thank-you' } });
    // Where it would take the patient is only logged here.
    canvasElement.querySelector('rad-booking')!.addEventListener('rad-navigate', (event) => {
      event.preventDefault();
      action('rad-navigate')((event as CustomEvent<unknown>).detail);
    });
    await bookFirstTime(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('dialog[open][role="alertdialog"]')).not.toBeNull(), { timeout: 5000 });
  },
};
