/**
 * <rad-auth> in each state of the sign-in, with the links of widgets/auth/fixtures.ts (the browser
 * tests use the same links) and the fixture API's answers. The captcha is really solved. States
 * past the first dialog are reached by a play function that types as a person would; signing in
 * only logs the rad-navigate event (the story keeps the frame where it is).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/auth/index';
import { authLinks, authTitles } from '../widgets/auth/fixtures';
import { apiStory, argTypesOf } from './element-api';
import { leave, typeInto } from './shadow-input';
import type { RadAuthAttributes } from './jsx-elements';

type AuthArgs = Omit<RadAuthAttributes, 'key' | 'ref' | `on${string}`>;
type Story = StoryObj<AuthArgs>;

const navigate = action('rad-navigate');

const meta = {
  title: 'Widgets/rad-auth',
  render: (args, { id }) => (
    <rad-auth
      key={id}
      {...args}
      onrad-navigate={(event) => {
        event.preventDefault();
        navigate(event.detail);
      }}
    />
  ),
  args: authLinks.appointment,
  argTypes: argTypesOf('rad-auth'),
} satisfies Meta<AuthArgs>;

export default meta;

/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-auth');

function root(canvas: HTMLElement): ShadowRoot {
  return canvas.querySelector('rad-auth')!.shadowRoot!;
}

async function openDialog(canvas: HTMLElement): Promise<HTMLDialogElement> {
  return waitFor(
    () => {
      const dialog = root(canvas).querySelector<HTMLDialogElement>('dialog[open]');
      if (!dialog) throw new Error('no open dialog yet');
      return dialog;
    },
    { timeout: 5000 },
  );
}

const dateBox = (canvas: HTMLElement, part: 'day' | 'month' | 'year') =>
  root(canvas).querySelector<HTMLInputElement>(`input[autocomplete="bday-${part}"]`)!;

function typeDate(canvas: HTMLElement, day: string, month: string, year: string): void {
  typeInto(dateBox(canvas, 'day'), day);
  typeInto(dateBox(canvas, 'month'), month);
  typeInto(dateBox(canvas, 'year'), year);
}

/** Continue, once the date typed has enabled it. */
async function send(canvas: HTMLElement): Promise<void> {
  const button = root(canvas).querySelector<HTMLButtonElement>('[part="submit"]')!;
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

export const DateOfBirth: Story = {
  name: 'Date of birth (appointment)',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.querySelector('h2')).toHaveTextContent(authTitles.appointment);
  },
};

export const StaffBooking: Story = { name: 'Date of birth (staff booking)', args: authLinks.staffBooking };
export const BookingRequest: Story = { name: 'Date of birth (booking request)', args: authLinks.bookingRequest };

export const InvalidDate: Story = {
  name: 'Date that does not exist',
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    typeDate(canvasElement, '31', '2', '1985');
    leave(dateBox(canvasElement, 'year'));
    await waitFor(() =>
      expect(root(canvasElement).querySelector('.rad-date .rad-field__error:not([hidden])')).toHaveTextContent(/real date/),
    );
  },
};

export const Refused: Story = {
  name: 'Details do not match',
  parameters: { fixtureApi: { auth: { patient: { success: false, message: 'message.authentication_failed' } } } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    typeDate(canvasElement, '28', '3', '1985');
    await send(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('dialog .rad-banner--error')).toHaveTextContent(/do not match/));
  },
};

export const Authenticating: Story = {
  name: 'Checking the details',
  parameters: { fixtureApi: { auth: { patient: 'never' } } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    typeDate(canvasElement, '27', '3', '1985');
    await send(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('dialog [role="status"]')).toHaveTextContent('Checking your details…'));
  },
};

export const StillWorking: Story = {
  name: 'Checking takes more than a second',
  parameters: { fixtureApi: { auth: { patient: 'never' } } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    typeDate(canvasElement, '27', '3', '1985');
    await send(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('dialog [part="still-working"]')).toHaveTextContent(/Still working/), {
      timeout: 3000,
    });
  },
};

export const Code: Story = {
  name: 'One-time code (shared results)',
  args: authLinks.sharedResults,
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    typeDate(canvasElement, '27', '3', '1985');
    await send(canvasElement);
    await waitFor(() => expect(root(canvasElement).querySelector('input[autocomplete="one-time-code"]')).toBeTruthy());
  },
};

export const WrongCode: Story = {
  name: 'Wrong code',
  args: authLinks.sharedResults,
  parameters: { fixtureApi: { auth: { otpValidate: { success: false, message: '' } } } },
  play: async (context) => {
    await Code.play!(context);
    const shadowRoot = root(context.canvasElement);
    typeInto(shadowRoot.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!, '123456');
    await userEvent.click(shadowRoot.querySelector('[part="verify"]')!);
    await waitFor(() => expect(shadowRoot.querySelector('dialog .rad-banner--error')).toHaveTextContent(/incorrect/));
  },
};

export const CaptchaFailed: Story = { name: 'Secure sign-in could not start', parameters: { fixtureApi: { auth: { captcha: 500 } } } };
export const AskingRequirements: Story = {
  name: 'Asking the server what the link needs',
  parameters: { fixtureApi: { auth: { requirements: 'never' } } },
};
export const RequirementsFailed: Story = {
  name: 'What the link needs could not be asked',
  parameters: { fixtureApi: { auth: { requirements: 503 } } },
};
export const CodeBySms: Story = {
  name: 'Date of birth, then a code by SMS (the server says so)',
  args: authLinks.sharedResults,
  parameters: { fixtureApi: { auth: { requirements: { dateOfBirth: true, code: true, channels: ['SMS'] } } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveTextContent(/one-time code by text message/);
  },
};
export const Incomplete: Story = { name: 'Incomplete link', args: { ...authLinks.incomplete, 'return-url': undefined } };
