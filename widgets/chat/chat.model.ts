/**
 * One rad-chat's conversation (docs/rules.md#chat): DOM-free, its calls
 * injected, so every transition is unit-tested with fake timers.
 *
 * idle ─open()→ loading (the script loads on this first click) ─ready→ opening (attributes set)
 *   ─2000 ms→ open ─disconnect | no agent→ ended;  loading ─script fails→ unavailable.
 * open ─connection drops→ reconnecting ─same conversation back→ open
 *                                      ─could not be had back→ ended ('lost') ─startAgain()→ opening.
 * A page load after the patient opened chat in this tab resumes at once (`resume()`), and sets
 * the attributes again, as the messenger keeps its conversation across pages.
 */
import { batch, signal } from '@preact/signals-core';
import type { ChatBookingSummary, ChatEventName } from '../../src/api/schemas/chat.schema';
import { CHAT_OPEN_DELAY_MS } from '../../src/constants';
import { createChatUploads } from './chat-uploads';
import { attributesOf } from './chat-attributes';
import type { ChatMessage, MessengerAdapter, MessengerEvent, UploadRules } from './messenger-adapter';

export type ChatPhase = 'idle' | 'loading' | 'opening' | 'open' | 'reconnecting' | 'ended' | 'unavailable';
/** 'lost': the connection dropped and the conversation could not be resumed (only then may the patient start again). */
export type EndReason = 'disconnected' | 'no-agent' | 'lost';

export interface ChatModelDeps {
  adapter: MessengerAdapter;
  /** The booking request this chat is about, if any: its summary goes to the agent, its state changes. */
  bookingKey: string | null;
  summary(bookingKey: string): Promise<ChatBookingSummary>;
  report(bookingKey: string, event: ChatEventName): Promise<unknown>;
  /** Called once the booking request was booked through the chat (the element emits its event). */
  onBookingComplete?(): void;
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type ChatModel = ReturnType<typeof createChatModel>;

export function createChatModel(deps: ChatModelDeps) {
  const phase = signal<ChatPhase>('idle');
  const messages = signal<readonly ChatMessage[]>([]);
  const endReason = signal<EndReason | null>(null);
  /** The agent's booking-complete message arrived and was passed on (the spec's bookingCompleteMessageSent). */
  const bookingCompleteMessageSent = signal(false);
  /** The server could not be told what the conversation did; the patient is told to call instead. */
  const reportFailed = signal(false);
  let rules: UploadRules | null = null;
  let openTimer: unknown = null;
  const uploads = createChatUploads({
    send: (file) => deps.adapter.requestUpload(file),
    rules: () => rules,
    now: deps.now,
    setTimeout: deps.setTimeout,
    clearTimeout: deps.clearTimeout,
  });

  const report = (event: ChatEventName) => {
    if (!deps.bookingKey) return Promise.resolve(false);
    return deps.report(deps.bookingKey, event).then(
      () => true,
      () => {
        reportFailed.value = true;
        return false;
      },
    );
  };

  function end(reason: EndReason): void {
    if (phase.value === 'ended') return;
    batch(() => {
      phase.value = 'ended';
      endReason.value = reason;
    });
    // The booking request goes back to the patient (type PATIENT), unless booked (docs/rules.md#chat-status).
    if (!bookingCompleteMessageSent.value) void report(reason === 'no-agent' ? 'NO_AGENT' : 'DISCONNECTED');
  }

  function onEvent(event: MessengerEvent): void {
    switch (event.type) {
      case 'ready':
        rules = event.upload;
        break;
      case 'message':
        if (!messages.value.some((known) => known.id === event.message.id)) messages.value = [...messages.value, event.message];
        break;
      case 'booking-complete':
        if (bookingCompleteMessageSent.value) break;
        bookingCompleteMessageSent.value = true;
        void report('BOOKING_COMPLETE').then((done) => done && deps.onBookingComplete?.());
        break;
      case 'disconnected':
      case 'no-agent':
        end(event.type);
        break;
      case 'reconnecting':
        if (phase.value === 'open') phase.value = 'reconnecting';
        break;
      case 'reconnected':
        if (phase.value === 'reconnecting') phase.value = 'open';
        break;
      case 'reconnect-failed':
        if (phase.value === 'reconnecting') end('lost');
        break;
      case 'uploaded':
        uploads.uploaded(event.fileName);
        break;
      case 'upload-failed':
        uploads.failed(event.fileName);
        break;
      case 'failed':
        if (phase.value === 'loading' || phase.value === 'idle') phase.value = 'unavailable';
        break;
      case 'uploading':
        break;
    }
  }
  const unsubscribe = deps.adapter.subscribe(onEvent);

  /** The summary as attributes; a summary that cannot be had leaves only the booking key. */
  async function attributes(): Promise<Record<string, string>> {
    if (!deps.bookingKey) return {};
    const summary = await deps.summary(deps.bookingKey).catch(() => null);
    return attributesOf(deps.bookingKey, summary);
  }

  /** Sets the attributes, then starts the conversation `delayMs` later. */
  async function openConversation(pendingAttributes: Promise<Record<string, string>>, from: ChatPhase, delayMs: number): Promise<void> {
    deps.adapter.setAttributes(await pendingAttributes);
    if (phase.value !== from) return;
    phase.value = 'opening';
    openTimer = deps.setTimeout(() => {
      openTimer = null;
      if (phase.value !== 'opening') return;
      deps.adapter.startConversation();
      phase.value = 'open';
    }, delayMs);
  }

  async function start(delayMs: number): Promise<void> {
    if (phase.value !== 'idle') return;
    phase.value = 'loading';
    // Fetched while the script loads; set before the conversation starts (commands wait for ready).
    const pendingAttributes = attributes();
    try {
      await deps.adapter.load();
    } catch {
      phase.value = 'unavailable';
      return;
    }
    await openConversation(pendingAttributes, 'loading', delayMs);
  }

  return {
    phase,
    messages,
    endReason,
    bookingCompleteMessageSent,
    reportFailed,
    uploads,
    /** The patient asked for the chat: load, set the attributes, open the conversation 2000 ms later. */
    open: () => start(CHAT_OPEN_DELAY_MS),
    /** A later page of a tab that had the chat open: straight back into the conversation. */
    resume: () => start(0),
    /**
     * After a conversation that could not be resumed (only then): a new one, the summary set again.
     * The booking request was already handed back to the patient when the old one was lost.
     */
    async startAgain(): Promise<void> {
      if (phase.value !== 'ended' || endReason.value !== 'lost') return;
      deps.adapter.resetConversation();
      batch(() => {
        messages.value = [];
        endReason.value = null;
        reportFailed.value = false;
        phase.value = 'loading';
      });
      await openConversation(attributes(), 'loading', CHAT_OPEN_DELAY_MS);
    },
    send(text: string): boolean {
      const trimmed = text.trim();
      if (phase.value !== 'open' || !trimmed) return false;
      deps.adapter.sendMessage(trimmed);
      return true;
    },
    upload(files: readonly File[]): void {
      if (phase.value === 'open') uploads.add(files);
    },
    dispose(): void {
      unsubscribe();
      uploads.dispose();
      if (openTimer !== null) deps.clearTimeout(openTimer);
    },
  };
}
