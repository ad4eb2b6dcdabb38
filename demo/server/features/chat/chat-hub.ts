/**
 * The local messenger's switchboard (the reference server's stand-in for the provider's cloud):
 * patients' conversations on one side, the demo agents' pages on the other, on any number of
 * servers sharing one database. A conversation lives in the database (conversations.ts); every
 * event goes there first, and each server hears of it by LISTEN/NOTIFY and passes it to the
 * sockets it carries, from where each socket left off. So a patient on one server talks to an
 * agent on another, and a patient whose connection dropped resumes the conversation on any server
 * within the grace period. This class holds only this server's own sockets (and their places).
 *
 * Guest → hub: hello | resume, then attributes, start, message, file.
 * Agent → hub: message, booking-complete, disconnect (each names a conversation).
 * Every incoming message is checked with a schema; anything else is dropped.
 */
import * as v from 'valibot';
import type { Db, Listening } from '../../db/db';
import { createRateLimiter } from '../auth/rate-limit';
import { toAgent, toGuest, type ChatEvent } from './chat-events';
import {
  addAgent,
  agentOnDuty,
  appendEvent,
  CHAT_CHANNEL,
  appendFile,
  createConversation,
  eventsOf,
  findResumable,
  markPresent,
  openConversations,
  recentlyActive,
  removeAgent,
  setAttributes,
  statusOf,
  sweep,
  type StoredEvent,
} from './conversations';
import {
  CHAT_CONVERSATIONS_PER_CLIENT,
  CHAT_HEARTBEAT_MS,
  CHAT_RATE_WINDOW_MS,
  MAX_EVENTS_PER_CONVERSATION,
  MAX_FILES_PER_CONVERSATION,
} from './limits';

export interface Peer {
  send(message: object): void;
}

/** What the demo deployment accepts (announced to the messenger, checked again here). */
export const DEMO_UPLOAD_RULES = { fileTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxFileSizeKB: 2048 } as const;

const conversationId = v.pipe(v.string(), v.minLength(8), v.maxLength(64));
const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4000));
const attributes = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(4000))),
  v.check((value) => Object.keys(value).length <= 50),
);
export const GuestOpening = v.variant('type', [
  v.object({ type: v.literal('hello') }),
  v.object({
    type: v.literal('resume'),
    conversationId,
    resumeToken: v.pipe(v.string(), v.minLength(16), v.maxLength(64)),
    /** The last event number the messenger got; the events after it are sent again. */
    after: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EVENTS_PER_CONVERSATION + 1)),
  }),
]);
const GuestMessage = v.variant('type', [
  v.object({ type: v.literal('attributes'), attributes }),
  v.object({ type: v.literal('start') }),
  v.object({ type: v.literal('message'), text }),
  v.object({
    type: v.literal('file'),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    contentType: v.string(),
    /** base64 */
    data: v.string(),
  }),
]);
const AgentMessage = v.variant('type', [
  v.object({ type: v.literal('message'), conversationId, text }),
  v.object({ type: v.literal('booking-complete'), conversationId }),
  v.object({ type: v.literal('disconnect'), conversationId }),
]);

/** A patient's socket on this server: its conversation, and the last event it was sent. */
export interface GuestSession {
  readonly conversationId: string;
  readonly peer: Peer;
  cursor: number;
}

/** An agent page's socket on this server, and where it is in each conversation. */
export interface AgentSession {
  readonly id: string;
  readonly peer: Peer;
  readonly cursors: Map<string, number>;
}

export class ChatHub {
  private readonly guests = new Map<string, Set<GuestSession>>();
  private readonly agents = new Set<AgentSession>();
  /** Deliveries run one after another per conversation, so no event goes out twice or out of order. */
  private readonly deliveries = new Map<string, Promise<void>>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly limiter;
  private listening: Listening | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {
    this.limiter = createRateLimiter(db, 'chat', CHAT_CONVERSATIONS_PER_CLIENT, CHAT_RATE_WINDOW_MS);
  }

  /** Listens for every server's events, and keeps this server's sockets marked present. */
  async start(options: { heartbeatMs?: number } = {}): Promise<void> {
    this.listening = await this.db.listen(
      CHAT_CHANNEL,
      (payload) => this.heard(payload),
      () => this.track(this.resync()),
    );
    this.timer = setInterval(() => this.track(this.heartbeat()), options.heartbeatMs ?? CHAT_HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Stops listening and sweeping; waits for the database work already started. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.listening?.close();
    this.listening = undefined;
    await Promise.allSettled([...this.pending]);
  }

  /** Keeps hold of work started from socket events, so close() can wait for it. Failures are logged. */
  track<T>(work: Promise<T>): Promise<T | undefined> {
    const tracked = work.catch((error: unknown) => {
      console.error('[chat]', error);
      return undefined;
    });
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
    return tracked;
  }

  // ── patients ──────────────────────────────────────────────────────────────

  /**
   * A patient's messenger opened: a new conversation (`hello`), or the one it had (`resume`).
   * Resolves to its session, or null when refused (it was told why).
   */
  async openGuest(peer: Peer, raw: unknown, client: string): Promise<GuestSession | null> {
    const parsed = v.safeParse(GuestOpening, raw);
    if (!parsed.success) return null;
    const opening = parsed.output;
    const welcome = (id: string, resumeToken: string, resumed: boolean) =>
      peer.send({ type: 'welcome', conversationId: id, resumeToken, resumed, fileUpload: { modes: [DEMO_UPLOAD_RULES] } });

    if (opening.type === 'hello') {
      if ((await this.limiter.hit(client)) > 0) {
        peer.send({ type: 'busy' });
        return null;
      }
      const created = await createConversation(this.db);
      const session = this.addGuest(created.id, peer, 0);
      welcome(created.id, created.resumeToken, false);
      return session;
    }

    const found = await findResumable(this.db, opening.conversationId, opening.resumeToken);
    if (!found || (found.status !== 'ended' && !found.fresh)) {
      // Unknown, not theirs, or past the grace period (the sweep ends it soon): a new one is needed.
      peer.send({ type: 'resume-failed' });
      return null;
    }
    const session = this.addGuest(opening.conversationId, peer, opening.after);
    await markPresent(this.db, [opening.conversationId], []);
    welcome(opening.conversationId, opening.resumeToken, true);
    if (found.status === 'open') await appendEvent(this.db, opening.conversationId, { kind: 'back' }, { from: 'open' });
    // What it missed, the end included when it came meanwhile.
    await this.deliver(opening.conversationId, Number.MAX_SAFE_INTEGER);
    return session;
  }

  async fromGuest(session: GuestSession, raw: unknown): Promise<void> {
    const parsed = v.safeParse(GuestMessage, raw);
    if (!parsed.success) return;
    const message = parsed.output;
    const id = session.conversationId;
    switch (message.type) {
      case 'attributes': {
        const status = await setAttributes(this.db, id, message.attributes);
        if (status === 'open') await appendEvent(this.db, id, { kind: 'attributes', attributes: message.attributes }, { from: 'open' });
        break;
      }
      case 'start':
        // Once started (a resumed messenger may ask again), a start changes nothing.
        if ((await statusOf(this.db, id)) !== 'waiting') break;
        if (!(await agentOnDuty(this.db))) {
          session.peer.send({ type: 'no-agent' });
          break;
        }
        await appendEvent(this.db, id, { kind: 'started', attributes: {} }, { from: 'waiting', to: 'open', withAttributes: true });
        break;
      case 'message':
        await appendEvent(this.db, id, { kind: 'message', from: 'patient', text: message.text }, { from: 'open' });
        break;
      case 'file': {
        const size = Math.floor((message.data.length * 3) / 4);
        const allowed = (DEMO_UPLOAD_RULES.fileTypes as readonly string[]).includes(message.contentType);
        const fits = allowed && size <= DEMO_UPLOAD_RULES.maxFileSizeKB * 1024;
        const file: ChatEvent = { kind: 'file', name: message.name, contentType: message.contentType, size, data: message.data };
        const stored = fits ? await appendFile(this.db, id, file, MAX_FILES_PER_CONVERSATION) : null;
        session.peer.send(stored ? { type: 'uploaded', fileName: message.name } : { type: 'upload-failed', fileName: message.name });
        break;
      }
    }
  }

  /** The patient's socket closed. Not an end: they may come back (any server) within the grace period. */
  async leaveGuest(session: GuestSession): Promise<void> {
    const id = session.conversationId;
    const local = this.guests.get(id);
    local?.delete(session);
    if (local?.size) return;
    this.guests.delete(id);
    await markPresent(this.db, [id], []);
    await appendEvent(this.db, id, { kind: 'away' }, { from: 'open' });
  }

  // ── agents ────────────────────────────────────────────────────────────────

  /** An agent page connected: it is counted on duty, and gets the conversations under way. */
  async joinAgent(peer: Peer): Promise<AgentSession> {
    const session: AgentSession = { id: await addAgent(this.db), peer, cursors: new Map() };
    const { conversations, events } = await openConversations(this.db);
    for (const conversation of conversations) {
      peer.send({ type: 'conversation', conversationId: conversation.id, attributes: conversation.attributes });
      for (const stored of events) {
        if (stored.conversationId !== conversation.id || stored.event.kind === 'started' || stored.event.kind === 'attributes') continue;
        const message = toAgent(stored.conversationId, stored.event);
        if (message) peer.send(message);
      }
      session.cursors.set(conversation.id, conversation.lastSeq);
    }
    this.agents.add(session);
    return session;
  }

  async fromAgent(_session: AgentSession, raw: unknown): Promise<void> {
    const parsed = v.safeParse(AgentMessage, raw);
    if (!parsed.success) return;
    const message = parsed.output;
    const id = message.conversationId;
    switch (message.type) {
      case 'message':
        await appendEvent(this.db, id, { kind: 'message', from: 'agent', text: message.text }, { from: 'open' });
        break;
      case 'booking-complete':
        await appendEvent(this.db, id, { kind: 'booking-complete' }, { from: 'open' });
        break;
      case 'disconnect':
        await appendEvent(this.db, id, { kind: 'ended', by: 'agent' }, { from: 'open', to: 'ended' });
        break;
    }
  }

  async leaveAgent(session: AgentSession): Promise<void> {
    this.agents.delete(session);
    await removeAgent(this.db, session.id);
  }

  // ── delivery ──────────────────────────────────────────────────────────────

  private addGuest(conversationId: string, peer: Peer, cursor: number): GuestSession {
    const session: GuestSession = { conversationId, peer, cursor };
    const local = this.guests.get(conversationId) ?? new Set();
    local.add(session);
    this.guests.set(conversationId, local);
    return session;
  }

  private heard(payload: string): void {
    let note: { c?: unknown; s?: unknown };
    try {
      note = JSON.parse(payload) as typeof note;
    } catch {
      return;
    }
    if (typeof note.c !== 'string' || typeof note.s !== 'number') return;
    void this.track(this.deliver(note.c, note.s));
  }

  /** Sends every local socket of this conversation the events up to `upTo` it has not had yet. */
  deliver(conversationId: string, upTo: number): Promise<void> {
    const previous = this.deliveries.get(conversationId) ?? Promise.resolve();
    const next = previous.then(() => this.send(conversationId, upTo));
    const settled = next.catch(() => undefined);
    this.deliveries.set(conversationId, settled);
    void settled.then(() => {
      if (this.deliveries.get(conversationId) === settled) this.deliveries.delete(conversationId);
    });
    return next;
  }

  private async send(conversationId: string, upTo: number): Promise<void> {
    const guests = [...(this.guests.get(conversationId) ?? [])];
    const agents = [...this.agents];
    const cursors = [...guests.map((guest) => guest.cursor), ...agents.map((agent) => agent.cursors.get(conversationId) ?? 0)];
    if (cursors.length === 0) return;
    const from = Math.min(...cursors);
    if (from >= upTo) return;
    const events = await eventsOf(this.db, conversationId, from, upTo);
    for (const stored of events) this.sendOne(stored, guests, agents);
  }

  private sendOne({ conversationId, seq, event }: StoredEvent, guests: GuestSession[], agents: AgentSession[]): void {
    for (const guest of guests) {
      if (guest.cursor >= seq) continue;
      guest.cursor = seq;
      const message = toGuest(conversationId, seq, event);
      if (message) guest.peer.send(message);
    }
    for (const agent of agents) {
      if ((agent.cursors.get(conversationId) ?? 0) >= seq) continue;
      agent.cursors.set(conversationId, seq);
      const message = toAgent(conversationId, event);
      if (message) agent.peer.send(message);
    }
  }

  /** After a lost LISTEN: whatever was missed, from each socket's place. */
  private async resync(): Promise<void> {
    for (const { id, lastSeq } of await recentlyActive(this.db)) await this.deliver(id, lastSeq);
  }

  /** This server's patients and agents are still here; and the shared clean-up, done by whoever runs. */
  private async heartbeat(): Promise<void> {
    await markPresent(
      this.db,
      [...this.guests.keys()],
      [...this.agents].map((agent) => agent.id),
    );
    await sweep(this.db);
  }

  /** Runs the periodic work now (tests). */
  tick(): Promise<void> {
    return this.heartbeat();
  }
}
