/**
 * <rad-portal> in each state of widgets/portal/fixtures.ts (test/browser/portal-cases.test.ts
 * checks the same states). A Storybook frame has no portal URL of its own, so each story gives
 * the route as the element's `path` attribute, which the portal routes in memory: its links and
 * buttons work inside the story. The provider settings, user and booking request of a state are
 * put in the page's store before the story renders, and put back afterwards.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, waitFor } from 'storybook/test';
import type { RadElement } from '../src/element/define-widget';
import '../widgets/portal/index';
import { applyPortalState, portalCase, portalCases } from '../widgets/portal/fixtures';
import { sessionFor } from '../test/support/portal';
import { apiStory, argTypesOf } from './element-api';
import type { RadPortalAttributes } from './jsx-elements';

type PortalArgs = Omit<RadPortalAttributes, 'key' | 'ref' | `on${string}`>;
type Story = StoryObj<PortalArgs>;

/** The story of the fixture case `name`: its path, its state, and its viewport. */
function caseStory(name: string): Pick<Story, 'name' | 'args' | 'parameters' | 'globals'> {
  const fixture = portalCase(name);
  const shows = fixture.see.map((seen) => seen.text ?? `\`${seen.selector}\``).join('; ');
  return {
    name,
    args: { path: fixture.path },
    parameters: { portalCase: name, fixtureApi: { auth: sessionFor(fixture) }, docs: { description: { story: `Shows: ${shows}.` } } },
    // The portal's layout follows the viewport (its menu collapses at 480 px), not the frame's content.
    ...(fixture.viewport === 'mobile' ? { globals: { viewport: { value: 'mobile2', isRotated: false } } } : {}),
  };
}

/** The portal's shadow root in the story's canvas, once its shell has rendered. */
async function portalRoot(canvasElement: HTMLElement): Promise<ShadowRoot> {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('rad-portal')?.shadowRoot;
      if (!root?.querySelector('.shell-main')) throw new Error('the portal has not rendered yet');
      return root;
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Widgets/rad-portal',
  parameters: { layout: 'fullscreen' },
  // The page's one runtime loads the settings once; a state's own settings go into its store.
  beforeEach: async ({ parameters }) => {
    if (!parameters.portalCase) return undefined; // the API story shows no state
    const { runtime } = document.createElement('rad-portal') as RadElement;
    await runtime.start(location.origin);
    return applyPortalState(runtime.store, portalCase(parameters.portalCase as string));
  },
  render: (args, { id }) => (
    <rad-portal
      key={id}
      {...args}
      onrad-booking-info={(event) => action('rad-booking-info')(event.detail)}
      onrad-ready={(event) => action('rad-ready')(event.detail)}
      onrad-error={(event) => action('rad-error')(event.detail)}
    />
  ),
  // What a person sees in this state, checked in the Interactions panel.
  play: async ({ canvasElement, parameters }) => {
    const root = await portalRoot(canvasElement);
    for (const { selector, text } of portalCase(parameters.portalCase as string).see) {
      // Provider HTML and routed widgets arrive with chunks of their own: wait for the text too.
      await waitFor(
        async () => {
          const element = root.querySelector(selector);
          await expect(element, selector).not.toBeNull();
          await expect(element!.checkVisibility(), `${selector} is visible`).toBe(true);
          if (text) await expect(element!.textContent).toContain(text);
        },
        { timeout: 5000 },
      );
    }
  },
  argTypes: argTypesOf('rad-portal'),
} satisfies Meta<PortalArgs>;

export default meta;

// One export per fixture case (CSF needs static names); the end of the file checks none is missing.
/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-portal');

export const HomeDesktop: Story = caseStory('Home (desktop)');
export const HomeMobile: Story = caseStory('Home (mobile)');
export const About: Story = caseStory('About page');
export const Confirmation: Story = caseStory('Confirmation page (menu hidden)');
export const RouteToCome: Story = caseStory('Route still to come');
export const CheckInPage: Story = caseStory('Check-in page');
export const BannerTopLeft: Story = caseStory('Banner top-left, not closable');
export const BannerTopRight: Story = caseStory('Banner top-right');
export const BannerBottomLeft: Story = caseStory('Banner bottom-left');
export const BannerBottomRight: Story = caseStory('Banner bottom-right');
export const EnvironmentAndReadOnly: Story = caseStory('Environment and read-only banners');
/** Kiosk mode hides the menus and the admin link; targets grow. */
export const Kiosk: Story = caseStory('Kiosk mode');
/** Plain /kiosk is kiosk mode too, and links carry it on. */
export const KioskHome: Story = caseStory('Kiosk home without query');
/** A check-in kiosk: its start URL names its kiosk home, where Home and the inactivity reset go. */
export const CheckInKiosk: Story = caseStory('Check-in kiosk (its own kiosk home)');
/** A patient signed in by a secure link (no user loaded): Sign out in the header. */
export const SignedInPatient: Story = caseStory('Signed-in patient (secure link)');
export const BookingRequestWithoutExam: Story = caseStory('Booking request without exam');
export const BookingRequestWithExam: Story = caseStory('Booking request with exam');
/** The frame tree, as another site embeds it; Widgets/rad-iframe-test/With link frames this story. */
export const Framed: Story = caseStory('Framed (frame tree)');

/** The questionnaires page of a link without a booking key: the shell's heading, the runner's message. */
export const QuestionnairesNoKey: Story = caseStory('Questionnaires without a booking key (/questionnaires, desktop)');
export const QuestionnairesAliasNoKey: Story = caseStory('Questionnaires without a booking key (/q, desktop)');
export const QuestionnairesNoKeyMobile: Story = caseStory('Questionnaires without a booking key (/questionnaires, mobile)');
export const QuestionnairesAliasNoKeyMobile: Story = caseStory('Questionnaires without a booking key (/q, mobile)');

/** The user's dropdown, opened: the admin link and Log out. Escape or a click outside closes it. */
export const LoggedInUser: Story = {
  ...caseStory('Logged-in user'),
  play: async (context) => {
    await meta.play(context);
    const root = await portalRoot(context.canvasElement);
    const button = root.querySelector<HTMLButtonElement>('.shell-user > button')!;
    button.click();
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    const list = root.getElementById(button.getAttribute('aria-controls')!)!;
    await expect(list.checkVisibility()).toBe(true);
    await expect([...list.querySelectorAll('a, button')].map((item) => item.textContent)).toEqual(['Administration', 'Log out']);
  },
};

const covered = new Set(
  [
    HomeDesktop,
    HomeMobile,
    About,
    Confirmation,
    RouteToCome,
    CheckInPage,
    BannerTopLeft,
    BannerTopRight,
    BannerBottomLeft,
    BannerBottomRight,
    EnvironmentAndReadOnly,
    Kiosk,
    KioskHome,
    CheckInKiosk,
    SignedInPatient,
    BookingRequestWithoutExam,
    BookingRequestWithExam,
    Framed,
    QuestionnairesNoKey,
    QuestionnairesAliasNoKey,
    QuestionnairesNoKeyMobile,
    QuestionnairesAliasNoKeyMobile,
    LoggedInUser,
  ].map((story) => story.parameters?.portalCase as string),
);
const missing = portalCases.filter((fixture) => !covered.has(fixture.name)).map((fixture) => fixture.name);
if (missing.length) throw new Error(`stories/portal.stories.tsx has no story for the portal case(s): ${missing.join(', ')}`);
