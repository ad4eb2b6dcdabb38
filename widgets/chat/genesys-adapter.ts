/**
 * The Genesys-style messenger (Genesys Cloud web messenger, headless use): one global function,
 * `Genesys('command' | 'subscribe', name, options, ok, err)`. Before the provider's script runs,
 * the global is a stub that queues its arguments (`Genesys.q`) with the deployment in `Genesys.c`,
 * exactly as the provider's snippet makes it; the script replays the queue when it loads. We build
 * that stub ourselves, from this module, so no inline snippet is needed under a strict CSP.
 *
 * Our own commands wait until both `Database.ready` and `MessagingService.ready` (or
 * `Messenger.ready`) arrived: the attributes and the conversation must not race the messenger.
 *
 * Events this adapter reads (the reference server's local messenger sends the same):
 * - `MessagingService.messagesReceived` `{ messages: [{ id, direction: 'Inbound'|'Outbound', type, text, events? }] }`;
 *   an Outbound message whose `events` hold `{ eventType: 'BookingComplete' }` is the agent's
 *   booking-complete message; one with `{ eventType: 'Presence', presence: { type: 'Disconnect' } }` a disconnect.
 * - `MessagingService.conversationDisconnected`; `MessagingService.noAgentAvailable`; `MessagingService.error`
 *   before ready means the messenger could not start.
 * - `MessagingService.reconnecting` (the connection dropped), `MessagingService.reconnected` (the same
 *   conversation is back), `MessagingService.offline` after them (it could not be had back).
 *   `MessagingService.resetConversation` makes the next start a new conversation.
 * - `MessagingService.uploading`, `MessagingService.fileUploaded`, `MessagingService.fileUploadError` `{ fileName }`.
 * - `MessagingService.ready` may carry `{ fileUpload: { modes: [{ fileTypes, maxFileSizeKB }] } }`: the deployment's rules.
 */
import type { ChatMessage, MessengerAdapter, MessengerEvent, MessengerListener, MessengerSettings, UploadRules } from './messenger-adapter';

type Callback = (event: { data?: unknown }) => void;
export type GenesysFunction = ((kind: 'command' | 'subscribe', name: string, options?: unknown, ok?: unknown, err?: unknown) => void) & {
  q?: unknown[];
  t?: number;
  c?: { environment: string; deploymentId: string };
};
type GenesysWindow = Window & { _genesysJs?: string; Genesys?: GenesysFunction };

/** How long a loaded script may take to say it is ready (ours; the spec names none). */
export const CHAT_READY_TIMEOUT_MS = 20_000;

const READY_EVENTS = ['Database.ready', 'MessagingService.ready', 'Messenger.ready'] as const;

export function createGenesysAdapter(settings: MessengerSettings, win: Window): MessengerAdapter {
  const page = win as GenesysWindow;
  const listeners = new Set<MessengerListener>();
  const pending: (() => void)[] = [];
  const seen = new Set<string>();
  let ready = false;
  let loading: Promise<void> | undefined;
  let upload: UploadRules | null = null;
  let readyTimer: number | undefined;
  let failLoad: (() => void) | undefined;

  const emit = (event: MessengerEvent) => listeners.forEach((listener) => listener(event));
  const genesys = (...args: Parameters<GenesysFunction>) => page.Genesys?.(...args);
  const subscribe = (name: string, callback: Callback) => genesys('subscribe', name, callback);
  const command = (name: string, options?: unknown) => {
    const run = () => genesys('command', name, options, undefined, () => undefined);
    if (ready) run();
    else pending.push(run);
  };

  function installStub(): void {
    // The provider's snippet, as code: a queue until the script replaces the global.
    page._genesysJs = 'Genesys';
    if (!page.Genesys) {
      const stub: GenesysFunction = (...args) => {
        (stub.q ??= []).push(args);
      };
      stub.t = Date.now();
      stub.c = { environment: settings.environment, deploymentId: settings.deploymentId };
      page.Genesys = stub;
    }
  }

  function listen(resolve: () => void): void {
    for (const name of READY_EVENTS) {
      subscribe(name, (event) => {
        seen.add(name);
        if (name === 'MessagingService.ready') upload = uploadRulesOf(event.data);
        const messagingReady = seen.has('MessagingService.ready') || seen.has('Messenger.ready');
        if (!ready && seen.has('Database.ready') && messagingReady) {
          ready = true;
          win.clearTimeout(readyTimer);
          emit({ type: 'ready', upload });
          pending.splice(0).forEach((run) => run());
          resolve();
        }
      });
    }
    subscribe('MessagingService.messagesReceived', (event) => {
      for (const received of messagesOf(event.data)) {
        const meaning = meaningOf(received);
        if (meaning) emit(meaning);
      }
    });
    // An error before ready (the messenger could not connect) is a load failure; after it, the messenger's own business.
    subscribe('MessagingService.error', () => {
      if (!ready) failLoad?.();
    });
    subscribe('MessagingService.conversationDisconnected', () => emit({ type: 'disconnected' }));
    subscribe('MessagingService.noAgentAvailable', () => emit({ type: 'no-agent' }));
    let reconnecting = false;
    subscribe('MessagingService.reconnecting', () => {
      reconnecting = true;
      emit({ type: 'reconnecting' });
    });
    subscribe('MessagingService.reconnected', () => {
      reconnecting = false;
      emit({ type: 'reconnected' });
    });
    // Offline outside a reconnection is the messenger's own business (nothing of ours was lost).
    subscribe('MessagingService.offline', () => {
      if (!reconnecting) return;
      reconnecting = false;
      emit({ type: 'reconnect-failed' });
    });
    subscribe('MessagingService.uploading', (event) => emit({ type: 'uploading', fileName: fileNameOf(event.data) }));
    subscribe('MessagingService.fileUploaded', (event) => emit({ type: 'uploaded', fileName: fileNameOf(event.data) }));
    subscribe('MessagingService.fileUploadError', (event) => emit({ type: 'upload-failed', fileName: fileNameOf(event.data) }));
  }

  return {
    load() {
      loading ??= new Promise<void>((resolve, reject) => {
        let failed = false;
        const fail = () => {
          if (failed || ready) return;
          failed = true;
          win.clearTimeout(readyTimer);
          emit({ type: 'failed' });
          reject(new Error('the chat messenger did not load'));
        };
        failLoad = fail;
        // The host page (or an earlier element) may have the messenger already: never load it twice.
        const present = typeof page.Genesys === 'function';
        installStub();
        listen(resolve);
        if (!present) {
          const script = win.document.createElement('script');
          script.src = settings.scriptUrl;
          script.async = true;
          script.addEventListener('error', fail, { once: true });
          win.document.head.append(script);
        }
        // A script that loads but never says it is ready is as good as none.
        readyTimer = win.setTimeout(fail, CHAT_READY_TIMEOUT_MS);
      });
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setAttributes(attributes) {
      command('Database.set', { messaging: { customAttributes: { ...attributes } } });
    },
    startConversation() {
      command('MessagingService.startConversation');
    },
    resetConversation() {
      command('MessagingService.resetConversation');
    },
    sendMessage(text) {
      command('MessagingService.sendMessage', { message: text });
    },
    requestUpload(file) {
      command('MessagingService.requestUpload', { file: [file] });
    },
  };
}

interface ReceivedMessage {
  id?: unknown;
  direction?: unknown;
  type?: unknown;
  text?: unknown;
  events?: unknown;
}

function messagesOf(data: unknown): ReceivedMessage[] {
  const messages = (data as { messages?: unknown } | undefined)?.messages;
  return Array.isArray(messages) ? messages.filter((m): m is ReceivedMessage => typeof m === 'object' && m !== null) : [];
}

/** A received message in the widget's words: text, booking complete, disconnect, or nothing we show. */
export function meaningOf(message: ReceivedMessage): MessengerEvent | null {
  const events = Array.isArray(message.events) ? (message.events as { eventType?: unknown; presence?: { type?: unknown } }[]) : [];
  if (message.direction === 'Outbound' && events.some((event) => event?.eventType === 'BookingComplete'))
    return { type: 'booking-complete' };
  if (events.some((event) => event?.eventType === 'Presence' && event.presence?.type === 'Disconnect')) return { type: 'disconnected' };
  if (typeof message.text !== 'string' || message.text.trim() === '') return null;
  const chat: ChatMessage = {
    id: typeof message.id === 'string' ? message.id : `${Date.now()}-${Math.random()}`,
    from: message.direction === 'Inbound' ? 'patient' : 'agent',
    text: message.text,
  };
  return { type: 'message', message: chat };
}

function fileNameOf(data: unknown): string {
  const name = (data as { fileName?: unknown } | undefined)?.fileName;
  return typeof name === 'string' ? name : '';
}

/** The first upload mode of the deployment; none announced: the widget checks nothing itself. */
export function uploadRulesOf(data: unknown): UploadRules | null {
  const modes = (data as { fileUpload?: { modes?: unknown } } | undefined)?.fileUpload?.modes;
  const mode = Array.isArray(modes) ? (modes[0] as { fileTypes?: unknown; maxFileSizeKB?: unknown } | undefined) : undefined;
  if (!mode) return null;
  const fileTypes = Array.isArray(mode.fileTypes) ? mode.fileTypes.filter((t): t is string => typeof t === 'string') : [];
  const maxFileSizeKB = typeof mode.maxFileSizeKB === 'number' && mode.maxFileSizeKB > 0 ? mode.maxFileSizeKB : 0;
  return { fileTypes, maxFileSizeKB };
}
