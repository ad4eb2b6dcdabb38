/**
 * <rad-deny> as a customer uses it: the element with its attributes, nothing else. One story per
 * case of widgets/deny/fixtures.ts (the browser tests run the same cases), plus the leaky-host
 * story. The message texts come from the shipped en-AU dictionary via the fixture API.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { DENY_STATUSES } from '../widgets/deny/index';
import { denyCases, type DenyCase } from '../widgets/deny/fixtures';
import { apiStory, argTypesOf } from './element-api';
import type { RadDenyAttributes } from './jsx-elements';
import './hostile-host.css';

/** The element's attributes as story args: bare attributes (`""` in the fixtures) become `true`. */
type DenyArgs = Omit<RadDenyAttributes, 'key' | 'ref' | `on${string}`>;

function argsOf(fixture: DenyCase): DenyArgs {
  return Object.fromEntries(Object.entries(fixture.attributes).map(([name, value]) => [name, value === '' ? true : value])) as DenyArgs;
}

/** The story for the fixture case named `name`; an unknown name fails loudly rather than showing nothing. */
function denyCase(name: string): Pick<StoryObj<DenyArgs>, 'args' | 'parameters'> {
  const fixture = denyCases.find((candidate) => candidate.name === name);
  if (!fixture) throw new Error(`widgets/deny/fixtures.ts has no case named "${name}"`);
  return {
    args: argsOf(fixture),
    parameters: { denyCase: fixture.name, docs: { description: { story: `Shows: “${fixture.expected}”` } } },
  };
}

const meta = {
  title: 'Widgets/rad-deny',
  // The key is the story id: a fresh element (and fresh React root inside it) per story.
  render: (args, { id }) => (
    <rad-deny
      key={id}
      {...args}
      // Close would go back in the preview frame's history; the host handles it, as a dialog host would.
      onrad-close={(event) => {
        event.preventDefault();
        action('rad-close')(event.detail);
      }}
      onrad-ready={(event) => action('rad-ready')(event.detail)}
      onrad-error={(event) => action('rad-error')(event.detail)}
    />
  ),
  // The API from custom-elements.json; the status gets a pick list of the known values.
  argTypes: {
    ...argTypesOf('rad-deny'),
    status: { ...argTypesOf('rad-deny').status, control: 'select', options: [undefined, ...DENY_STATUSES, 'BLOCKED'] },
    'heading-level': { ...argTypesOf('rad-deny')['heading-level'], control: { type: 'number', min: 1, max: 6 } },
  },
} satisfies Meta<DenyArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// One export per fixture case (CSF needs static names). The last line of this file checks that
// no case of the fixtures is missing here.
/** The element's attributes, events, parts and custom properties, from custom-elements.json. */
export const Api = apiStory('rad-deny');

export const Expired: Story = { name: 'Expired', ...denyCase('Expired') };
export const ExpiredPatient: Story = { name: 'Expired (patient)', ...denyCase('Expired (patient)') };
export const Canceled: Story = { name: 'Canceled', ...denyCase('Canceled') };
export const DeclinedByPatient: Story = { name: 'Declined by patient', ...denyCase('Declined by patient') };
export const RemovedByOperator: Story = { name: 'Removed by operator', ...denyCase('Removed by operator') };
export const Deleted: Story = { name: 'Deleted', ...denyCase('Deleted') };
export const OnHold: Story = { name: 'On hold (protocol)', ...denyCase('On hold (protocol)') };
export const OtherStatus: Story = { name: 'Other status', ...denyCase('Other status') };
export const AccessRevoked: Story = { name: 'Access revoked', ...denyCase('Access revoked') };
export const MaxAttempts: Story = { name: 'Max attempts', ...denyCase('Max attempts') };
export const MaxAttemptsShared: Story = { name: 'Max attempts (shared results)', ...denyCase('Max attempts (shared results)') };
export const MaxAttemptsOwn: Story = { name: 'Max attempts (own results)', ...denyCase('Max attempts (own results)') };
export const ResultsExpired: Story = { name: 'Results expired', ...denyCase('Results expired') };
export const ProviderMessage: Story = { name: 'Provider message', ...denyCase('Provider message') };
export const TextInTheLink: Story = { name: 'Text in the link', ...denyCase('Text in the link') };
export const GenericProblem: Story = { name: 'Generic problem', ...denyCase('Generic problem') };
export const WithCloseButton: Story = { name: 'With Close button', ...denyCase('With Close button') };

/**
 * A CMS page's theme around the element (stories/hostile-host.css, the rules of the demo's
 * cms.css): the host text turns red, serif and uppercase and the host hides every button; the
 * widget inside keeps its own type, colours and its Close button.
 */
export const LeakyHostCss: Story = {
  name: 'Leaky host CSS',
  args: { status: 'EXPIRED', 'show-close': true },
  render: (args, { id }) => (
    <div className="hostile-host">
      <p>Host page text: red, serif, uppercase. Host buttons are hidden:</p>
      <button type="button">host button</button>
      <rad-deny
        key={id}
        {...args}
        onrad-close={(event) => {
          event.preventDefault();
          action('rad-close')(event.detail);
        }}
      />
    </div>
  ),
};

const covered = new Set(
  [
    Expired,
    ExpiredPatient,
    Canceled,
    DeclinedByPatient,
    RemovedByOperator,
    Deleted,
    OnHold,
    OtherStatus,
    AccessRevoked,
    MaxAttempts,
    MaxAttemptsShared,
    MaxAttemptsOwn,
    ResultsExpired,
    ProviderMessage,
    TextInTheLink,
    GenericProblem,
    WithCloseButton,
  ].map((story) => story.parameters?.denyCase as string),
);
const missing = denyCases.filter((fixture) => !covered.has(fixture.name)).map((fixture) => fixture.name);
if (missing.length) throw new Error(`stories/deny.stories.tsx has no story for the deny case(s): ${missing.join(', ')}`);
