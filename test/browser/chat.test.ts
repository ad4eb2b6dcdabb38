import { expect } from '@esm-bundle/chai';
import type { Runtime } from '../../src/runtime';
import { chatConfigFixture, chatSummaryFixture, FAKE_AGENT_GREETING, FAKE_DEPLOYMENTS } from '../../widgets/chat/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

type ChatElement = HTMLElement & { runtime: Runtime };
type FakeMessenger = {
  state: { attributes: Record<string, string>; commands: string[]; uploads: string[] };
  agentSays(text: string): void;
  bookingComplete(): void;
  disconnect(): void;
  drop(): void;
  reconnect(): void;
  lose(): void;
};
declare global {
  interface Window {
    radFakeMessenger?: FakeMessenger;
    Genesys?: unknown;
    _genesysJs?: string;
  }
}

/** The chat's API calls, answered here (the shared fixture API answers the rest) and recorded. */
const chatCalls: { path: string; body: unknown }[] = [];
let restore = installFixtureApi({ integration: { chat: chatConfigFixture(FAKE_DEPLOYMENTS.answers) } });
function answerChatCalls() {
  const fixtureFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const match = /\/api\/secured\/booking_requests\/([^/]+)\/(chat_summary|chat_events)$/.exec(url.pathname);
    if (!match) return fixtureFetch(input, init);
    const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
    chatCalls.push({ path: `${match[1]}/${match[2]}`, body: body ? JSON.parse(body) : null });
    const answer = match[2] === 'chat_summary' ? chatSummaryFixture : { status: 'BOOKED', type: null };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
  const fixtureRestore = restore;
  restore = () => {
    window.fetch = fixtureFetch;
    fixtureRestore();
  };
}
answerChatCalls();
await loadEntry('rad-chat');

/** Mounts rad-chat with a chat configuration; a fresh page state each time (no messenger, no resume flag). */
async function open(chat: ReturnType<typeof chatConfigFixture>, bookingKey?: string) {
  delete window.Genesys;
  delete window._genesysJs;
  delete window.radFakeMessenger;
  sessionStorage.clear();
  chatCalls.length = 0;
  const element = mount<ChatElement>(`<rad-chat${bookingKey ? ` booking-key="${bookingKey}"` : ''}></rad-chat>`);
  // The host page's own heading, as a booking request page has.
  const heading = document.createElement('h1');
  heading.textContent = 'Your booking request';
  element.before(heading);
  await until(() => element.runtime?.store.config.config.peek(), 5000, 'the configuration');
  const store = element.runtime.store;
  const original = store.config.config.peek()!;
  store.config.loaded({ ...original, integration: { ...original.integration, chat } });
  return { element, root: shadow(element) };
}

const launcher = (root: ShadowRoot) => until(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 5000, 'the launcher');
const text = (root: ShadowRoot) => root.textContent ?? '';
const fakeScripts = () => [...document.querySelectorAll('script[src*="fake-messenger"]')];

async function openConversation(bookingKey?: string) {
  const mounted = await open(chatConfigFixture(FAKE_DEPLOYMENTS.answers), bookingKey);
  (await launcher(mounted.root)).click();
  await until(() => mounted.root.querySelector('[part="log"]'), 6000, 'the conversation');
  return mounted;
}

function choose(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<rad-chat>', () => {
  afterEach(() => document.querySelector('main')?.replaceChildren());

  it('shows only its launcher and loads no script until it is clicked', async () => {
    const before = fakeScripts().length;
    const { root } = await open(chatConfigFixture(FAKE_DEPLOYMENTS.answers));
    const button = await launcher(root);
    expect(button.textContent).to.equal('Chat with us');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(fakeScripts().length).to.equal(before);
    expect(window.Genesys).to.equal(undefined);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('renders nothing without a deployment id', async () => {
    // Configured first, so the page visibly changes when the deployment id goes: waiting for the
    // launcher to leave is waiting for that render, not for a guessed time.
    const { element, root } = await open(chatConfigFixture(FAKE_DEPLOYMENTS.answers));
    await launcher(root);
    const store = element.runtime.store;
    const current = store.config.config.peek()!;
    store.config.loaded({ ...current, integration: { ...current.integration, chat: chatConfigFixture('') } });
    await until(() => !root.querySelector('[part="launcher"]'), 3000, 'the launcher to go');
    expect(root.querySelector('[part="chat"]')).to.equal(null);
    expect(element.getBoundingClientRect().height).to.equal(0);
  });

  it('says it is connecting while the messenger is not ready', async () => {
    const { root } = await open(chatConfigFixture(FAKE_DEPLOYMENTS.neverReady));
    (await launcher(root)).click();
    await until(() => text(root).includes('Connecting to the chat…'), 3000, 'the connecting status');
    expect(root.querySelector('[role="status"]')).to.not.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('hides the launcher and says chat is unavailable when the script does not load; the page goes on', async () => {
    const { root } = await open(chatConfigFixture(FAKE_DEPLOYMENTS.answers, '/widgets/chat/no-such-messenger.js'));
    (await launcher(root)).click();
    // A ceiling, not a timing: a loaded machine can take seconds to answer the missing script's 404.
    await until(() => text(root).includes('Chat is not available right now'), 15000, 'the unavailable message');
    expect(root.querySelector('[part="launcher"]')).to.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('opens the conversation 2000 ms after the click, with the booking summary set as attributes first', async () => {
    const { root } = await open(chatConfigFixture(FAKE_DEPLOYMENTS.answers), 'DEMO-BR-2001');
    const clickedAt = performance.now();
    (await launcher(root)).click();
    await until(() => text(root).includes('Opening the conversation…'), 3000, 'the opening status');
    expect(await axeViolations()).to.deep.equal([]);
    await until(() => root.querySelector('[part="log"]'), 5000, 'the conversation');
    expect(performance.now() - clickedAt).to.be.at.least(1900);
    const fake = window.radFakeMessenger!;
    expect(fake.state.commands.slice(0, 2)).to.deep.equal(['Database.set', 'MessagingService.startConversation']);
    expect(fake.state.attributes).to.include({
      bookingKey: 'DEMO-BR-2001',
      firstName: 'Mei',
      dateOfBirth: '1990-07-14',
      examNames: 'CT Brain',
    });
    expect(chatCalls.map((call) => call.path)).to.deep.equal(['DEMO-BR-2001/chat_summary']);
    // No personal data in the page's address.
    expect(location.href).to.not.include('Mei');
    await until(() => text(root).includes(FAKE_AGENT_GREETING), 3000, 'the greeting');
  });

  it('sends a message with Enter, shows both sides in a log, and passes axe', async () => {
    const { root } = await openConversation();
    // The agent's greeting comes first (it arrives a moment after the conversation opens).
    await until(() => text(root).includes('Hello, this is Alex'), 5000, 'the greeting');
    const input = root.querySelector<HTMLTextAreaElement>('[part="input"]')!;
    expect(input.labels?.[0]?.textContent).to.equal('Your message');
    input.focus();
    // Through the prototype's setter, as typing does: React notices the change.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, 'Can I come on Monday?');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await until(() => text(root).includes('Can I come on Monday?'), 3000, 'the message in the log');
    window.radFakeMessenger!.agentSays('Monday at 9 works.');
    await until(() => text(root).includes('Monday at 9 works.'), 3000, 'the answer');
    const items = [...root.querySelectorAll('[part~="message"]')].map((item) => item.textContent);
    expect(items.slice(-2)).to.deep.equal(['YouCan I come on Monday?', 'AgentMonday at 9 works.']);
    expect(input.value).to.equal('');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('queues two files, refuses a type the deployment does not take, and shows progress', async () => {
    const { root } = await openConversation();
    choose(root.querySelector<HTMLInputElement>('[part="file-input"]')!, [
      new File(['%PDF-1.4'], 'referral.pdf', { type: 'application/pdf' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['png'], 'scan.png', { type: 'image/png' }),
    ]);
    const states = () =>
      [...root.querySelectorAll('[part="upload-list"] li')].map(
        (li) => `${li.querySelector('.chat__upload-name')!.textContent} ${li.getAttribute('data-state')}`,
      );
    expect(states()).to.deep.equal(['referral.pdf uploading', 'notes.txt refused-type', 'scan.png queued']);
    expect(text(root)).to.include('not sent: this type of file is not accepted');
    await until(() => text(root).includes('1 of 2 files uploaded'), 3000, 'progress after the first file');
    expect(await axeViolations()).to.deep.equal([]);
    // The second waits 3000 ms after the first was handed over.
    await until(() => states()[2] === 'scan.png uploaded', 5000, 'the second upload');
    expect(window.radFakeMessenger!.state.uploads).to.deep.equal(['referral.pdf', 'scan.png']);
    expect(root.querySelector<HTMLProgressElement>('[part="upload-progress"]')!.value).to.equal(2);
  });

  it('booking complete: the server is told, the patient sees it, the host hears rad-chat-booking-complete', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('rad-chat-booking-complete', listener);
    try {
      const { root } = await openConversation('DEMO-BR-2001');
      window.radFakeMessenger!.bookingComplete();
      await until(() => text(root).includes('Your booking is complete.'), 3000, 'the booking complete message');
      await until(() => heard.length === 1, 3000, 'the event');
      expect(heard).to.deep.equal([{ bookingKey: 'DEMO-BR-2001' }]);
      expect(chatCalls.filter((call) => call.path.endsWith('chat_events'))).to.deep.equal([
        { path: 'DEMO-BR-2001/chat_events', body: { event: 'BOOKING_COMPLETE' } },
      ]);
      expect(await axeViolations()).to.deep.equal([]);
    } finally {
      document.removeEventListener('rad-chat-booking-complete', listener);
    }
  });

  it('no agent: the conversation ends, the request goes back to the patient', async () => {
    const { root } = await open(chatConfigFixture(FAKE_DEPLOYMENTS.noAgent), 'DEMO-BR-2001');
    (await launcher(root)).click();
    await until(() => text(root).includes('No agent is available right now.'), 6000, 'the no-agent message');
    await until(() => chatCalls.some((call) => call.path.endsWith('chat_events')), 3000, 'the event call');
    expect(chatCalls.at(-1)).to.deep.equal({ path: 'DEMO-BR-2001/chat_events', body: { event: 'NO_AGENT' } });
    expect(root.querySelector('[part="input"]')).to.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a dropped connection says "Reconnecting…" and keeps the conversation; back, the patient types again', async () => {
    const { root } = await openConversation('DEMO-BR-2001');
    await until(() => text(root).includes(FAKE_AGENT_GREETING), 5000, 'the greeting');
    window.radFakeMessenger!.drop();
    await until(() => text(root).includes('Connection lost. Reconnecting…'), 3000, 'the reconnecting status');
    expect(root.querySelector('[role="status"]')?.textContent).to.include('Reconnecting');
    // What was said stays; nothing can be sent meanwhile, and nothing says the chat ended.
    expect(text(root)).to.include(FAKE_AGENT_GREETING);
    expect(root.querySelector('[part="input"]')).to.equal(null);
    expect(root.querySelector('[part="start-again"]')).to.equal(null);
    expect(text(root)).to.not.include('The conversation has ended');
    expect(await axeViolations()).to.deep.equal([]);
    window.radFakeMessenger!.reconnect();
    await until(() => root.querySelector('[part="input"]'), 3000, 'the message box again');
    expect(text(root)).to.not.include('Reconnecting');
    expect(chatCalls.filter((call) => call.path.endsWith('chat_events'))).to.deep.equal([]);
  });

  it('a conversation that could not be resumed says so and offers "Start again", which opens a new one', async () => {
    const { root } = await open(chatConfigFixture(FAKE_DEPLOYMENTS.lost), 'DEMO-BR-2001');
    (await launcher(root)).click();
    await until(() => text(root).includes('could not be resumed'), 6000, 'the lost message');
    const again = root.querySelector<HTMLButtonElement>('[part="start-again"]')!;
    expect(again.textContent).to.equal('Start again');
    await until(() => chatCalls.some((call) => call.path.endsWith('chat_events')), 3000, 'the event call');
    expect(chatCalls.at(-1)).to.deep.equal({ path: 'DEMO-BR-2001/chat_events', body: { event: 'DISCONNECTED' } });
    expect(await axeViolations()).to.deep.equal([]);
    again.click();
    await until(() => root.querySelector('[part="input"]'), 6000, 'a new conversation');
    await until(() => root.activeElement?.tagName === 'H2', 2000, 'focus on the panel heading');
    expect(root.querySelector('[part="start-again"]')).to.equal(null);
    expect(window.radFakeMessenger!.state.commands).to.include('MessagingService.resetConversation');
    await until(() => text(root).includes(FAKE_AGENT_GREETING), 3000, 'the new greeting');
  });

  it('minimises to the launcher and comes back by keyboard, the conversation kept', async () => {
    const { root } = await openConversation();
    root.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    const button = await launcher(root);
    await until(() => root.activeElement === button, 2000, 'focus on the launcher');
    button.click();
    await until(() => root.querySelector('[part="log"]'), 2000, 'the conversation again');
    await until(() => root.activeElement?.tagName === 'H2', 2000, 'focus on the panel heading');
    expect(text(root)).to.include(FAKE_AGENT_GREETING);
  });
});
