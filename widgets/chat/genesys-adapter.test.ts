import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_READY_TIMEOUT_MS, createGenesysAdapter, meaningOf, type GenesysFunction } from './genesys-adapter';
import type { MessengerEvent } from './messenger-adapter';

type Script = { src: string; listeners: Record<string, () => void>; addEventListener(name: string, run: () => void): void };

/**
 * A page whose <head> runs a stand-in of the provider's script when ours is appended: it takes
 * the queue the stub collected (`Genesys.q`), replaces the global and replays the queue.
 */
function page(behaviour: 'ready' | 'error' | 'silent') {
  const win = { setTimeout, clearTimeout } as unknown as Window & { Genesys?: GenesysFunction; _genesysJs?: string };
  const subscribers = new Map<string, ((event: { data?: unknown }) => void)[]>();
  const commands: [string, unknown][] = [];
  let deployment: unknown;
  const publish = (name: string, data?: unknown) => subscribers.get(name)?.forEach((run) => run({ data }));
  const provider: GenesysFunction = (kind, name, options) => {
    if (kind === 'subscribe') subscribers.set(name, [...(subscribers.get(name) ?? []), options as (e: { data?: unknown }) => void]);
    else commands.push([name, options]);
  };
  const scripts: Script[] = [];
  (win as { document: unknown }).document = {
    createElement: () => {
      const script: Script = { src: '', listeners: {}, addEventListener: (name, run) => (script.listeners[name] = run) };
      scripts.push(script);
      return script;
    },
    head: {
      append: (script: Script) => {
        if (behaviour === 'error') return queueMicrotask(() => script.listeners.error?.());
        const stub = win.Genesys!;
        deployment = stub.c;
        win.Genesys = provider;
        for (const args of stub.q ?? []) provider(...(args as Parameters<GenesysFunction>));
        script.listeners.load?.();
        if (behaviour === 'ready') {
          publish('Database.ready');
          publish('MessagingService.ready', { fileUpload: { modes: [{ fileTypes: ['application/pdf'], maxFileSizeKB: 100 }] } });
        }
      },
    },
  };
  return { win, commands, publish, scripts, deployment: () => deployment };
}

const settings = { deploymentId: 'dep-1', environment: 'local', scriptUrl: 'https://messenger.example/genesys.min.js' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Genesys-style adapter', () => {
  it('queues commands on the stub, hands the deployment to the script and sends them once ready', async () => {
    const { win, commands, scripts, deployment } = page('ready');
    const adapter = createGenesysAdapter(settings, win);
    const events: MessengerEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    adapter.setAttributes({ bookingKey: 'DEMO-BR-2001' });
    adapter.startConversation();
    expect(commands).toEqual([]);
    await adapter.load();
    expect(scripts.map((s) => s.src)).toEqual([settings.scriptUrl]);
    expect(deployment()).toEqual({ environment: 'local', deploymentId: 'dep-1' });
    expect(commands).toEqual([
      ['Database.set', { messaging: { customAttributes: { bookingKey: 'DEMO-BR-2001' } } }],
      ['MessagingService.startConversation', undefined],
    ]);
    expect(events[0]).toEqual({ type: 'ready', upload: { fileTypes: ['application/pdf'], maxFileSizeKB: 100 } });
    // Loading again neither adds a script nor waits again.
    await adapter.load();
    expect(scripts).toHaveLength(1);
  });

  it('uses a messenger the page already has instead of loading the script again', async () => {
    const first = page('ready');
    await createGenesysAdapter(settings, first.win).load();
    const second = createGenesysAdapter(settings, first.win);
    const loaded = second.load();
    first.publish('Database.ready');
    first.publish('MessagingService.ready');
    await loaded;
    second.startConversation();
    expect(first.scripts).toHaveLength(1);
    expect(first.commands.at(-1)).toEqual(['MessagingService.startConversation', undefined]);
  });

  it('fails when the script does not load, or never says it is ready', async () => {
    const broken = createGenesysAdapter(settings, page('error').win);
    await expect(broken.load()).rejects.toThrow();

    const silent = createGenesysAdapter(settings, page('silent').win);
    const events: MessengerEvent[] = [];
    silent.subscribe((event) => events.push(event));
    const loading = silent.load();
    const outcome = loading.catch((error: Error) => error.message);
    vi.advanceTimersByTime(CHAT_READY_TIMEOUT_MS);
    expect(await outcome).toMatch(/did not load/);
    expect(events).toEqual([{ type: 'failed' }]);
  });

  it('turns messenger events into the widget’s events', async () => {
    const { win, publish } = page('ready');
    const adapter = createGenesysAdapter(settings, win);
    const events: MessengerEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    await adapter.load();
    events.length = 0;
    publish('MessagingService.messagesReceived', { messages: [{ id: 'm1', direction: 'Outbound', type: 'Text', text: 'Hi' }] });
    publish('MessagingService.fileUploaded', { fileName: 'a.pdf' });
    publish('MessagingService.fileUploadError', { fileName: 'b.pdf' });
    publish('MessagingService.conversationDisconnected');
    publish('MessagingService.noAgentAvailable');
    expect(events).toEqual([
      { type: 'message', message: { id: 'm1', from: 'agent', text: 'Hi' } },
      { type: 'uploaded', fileName: 'a.pdf' },
      { type: 'upload-failed', fileName: 'b.pdf' },
      { type: 'disconnected' },
      { type: 'no-agent' },
    ]);
  });

  it('tells a dropped connection, its return, and a conversation that could not be had back; resets on request', async () => {
    const { win, publish, commands } = page('ready');
    const adapter = createGenesysAdapter(settings, win);
    const events: MessengerEvent[] = [];
    adapter.subscribe((event) => events.push(event));
    await adapter.load();
    events.length = 0;
    // Offline with nothing under way is not a lost conversation.
    publish('MessagingService.offline');
    publish('MessagingService.reconnecting');
    publish('MessagingService.reconnected');
    publish('MessagingService.reconnecting');
    publish('MessagingService.offline');
    expect(events).toEqual([{ type: 'reconnecting' }, { type: 'reconnected' }, { type: 'reconnecting' }, { type: 'reconnect-failed' }]);
    adapter.resetConversation();
    expect(commands.at(-1)).toEqual(['MessagingService.resetConversation', undefined]);
  });

  it('reads booking complete and disconnect from message events', () => {
    expect(meaningOf({ direction: 'Outbound', type: 'Event', events: [{ eventType: 'BookingComplete' }] })).toEqual({
      type: 'booking-complete',
    });
    // Only the agent's side can complete a booking.
    expect(meaningOf({ direction: 'Inbound', type: 'Event', events: [{ eventType: 'BookingComplete' }] })).toBeNull();
    expect(
      meaningOf({ direction: 'Outbound', type: 'Event', events: [{ eventType: 'Presence', presence: { type: 'Disconnect' } }] }),
    ).toEqual({
      type: 'disconnected',
    });
    expect(meaningOf({ id: 'x', direction: 'Inbound', type: 'Text', text: 'Me' })).toEqual({
      type: 'message',
      message: { id: 'x', from: 'patient', text: 'Me' },
    });
  });
});
