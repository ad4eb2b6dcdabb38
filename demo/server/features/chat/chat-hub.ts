/**
 * The local messenger's switchboard (the reference server's stand-in for the provider's cloud):
 * patients' conversations on one side, the demo agents' pages on the other. Pure logic over
 * "peers" that can be sent a message, so it is tested without sockets; chat-socket.ts wires it to
 * real WebSockets. Every incoming message is checked with a schema; anything else is dropped.
 *
 * Guest → hub: attributes (the custom attributes of `Database.set`), start, message, file.
 * Agent → hub: message, booking-complete, disconnect (each names a conversation).
 * The hub answers "no agent" to a conversation started while no agent page is connected.
 */
import * as v from 'valibot';

export interface Peer {
  send(message: object): void;
}

/** What the demo deployment accepts (announced to the messenger, checked again here). */
export const DEMO_UPLOAD_RULES = { fileTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxFileSizeKB: 2048 } as const;

const attributes = v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(4000)));
const GuestMessage = v.variant('type', [
  v.object({ type: v.literal('attributes'), attributes }),
  v.object({ type: v.literal('start') }),
  v.object({ type: v.literal('message'), text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4000)) }),
  v.object({
    type: v.literal('file'),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    contentType: v.string(),
    /** base64 */
    data: v.string(),
  }),
]);
const conversationId = v.pipe(v.string(), v.maxLength(64));
const AgentMessage = v.variant('type', [
  v.object({ type: v.literal('message'), conversationId, text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4000)) }),
  v.object({ type: v.literal('booking-complete'), conversationId }),
  v.object({ type: v.literal('disconnect'), conversationId }),
]);

interface Conversation {
  id: string;
  peer: Peer;
  attributes: Record<string, string>;
  started: boolean;
  nextMessage: number;
}

export class ChatHub {
  private readonly conversations = new Map<string, Conversation>();
  private readonly agents = new Set<Peer>();
  private nextId = 1;

  /** A patient's messenger connected: it learns its conversation id and the upload rules. */
  joinGuest(peer: Peer): string {
    const id = `conv-${this.nextId++}`;
    this.conversations.set(id, { id, peer, attributes: {}, started: false, nextMessage: 1 });
    peer.send({ type: 'welcome', conversationId: id, fileUpload: { modes: [DEMO_UPLOAD_RULES] } });
    return id;
  }

  /** An agent page connected: it gets the conversations already under way. */
  joinAgent(peer: Peer): void {
    this.agents.add(peer);
    for (const conversation of this.conversations.values()) {
      if (conversation.started) peer.send(this.announce(conversation));
    }
  }

  leaveAgent(peer: Peer): void {
    this.agents.delete(peer);
  }

  leaveGuest(id: string): void {
    const conversation = this.conversations.get(id);
    this.conversations.delete(id);
    if (conversation?.started) this.toAgents({ type: 'ended', conversationId: id });
  }

  fromGuest(id: string, raw: unknown): void {
    const conversation = this.conversations.get(id);
    const parsed = v.safeParse(GuestMessage, raw);
    if (!conversation || !parsed.success) return;
    const message = parsed.output;
    switch (message.type) {
      case 'attributes':
        conversation.attributes = { ...message.attributes };
        if (conversation.started) this.toAgents({ type: 'attributes', conversationId: id, attributes: conversation.attributes });
        break;
      case 'start':
        if (this.agents.size === 0) {
          conversation.peer.send({ type: 'no-agent' });
          break;
        }
        if (!conversation.started) {
          conversation.started = true;
          this.toAgents(this.announce(conversation));
        }
        break;
      case 'message':
        if (!conversation.started) break;
        conversation.peer.send({ type: 'message', id: `${id}-p${conversation.nextMessage++}`, direction: 'Inbound', text: message.text });
        this.toAgents({ type: 'message', conversationId: id, from: 'patient', text: message.text });
        break;
      case 'file': {
        const size = Math.floor((message.data.length * 3) / 4);
        const allowed = (DEMO_UPLOAD_RULES.fileTypes as readonly string[]).includes(message.contentType);
        if (!conversation.started || !allowed || size > DEMO_UPLOAD_RULES.maxFileSizeKB * 1024) {
          conversation.peer.send({ type: 'upload-failed', fileName: message.name });
          break;
        }
        this.toAgents({ type: 'file', conversationId: id, name: message.name, contentType: message.contentType, size, data: message.data });
        conversation.peer.send({ type: 'uploaded', fileName: message.name });
        break;
      }
    }
  }

  fromAgent(raw: unknown): void {
    const parsed = v.safeParse(AgentMessage, raw);
    if (!parsed.success) return;
    const message = parsed.output;
    const conversation = this.conversations.get(message.conversationId);
    if (!conversation?.started) return;
    const messageId = () => `${conversation.id}-a${conversation.nextMessage++}`;
    switch (message.type) {
      case 'message':
        conversation.peer.send({ type: 'message', id: messageId(), direction: 'Outbound', text: message.text });
        this.toAgents({ type: 'message', conversationId: conversation.id, from: 'agent', text: message.text });
        break;
      case 'booking-complete':
        conversation.peer.send({ type: 'booking-complete', id: messageId() });
        this.toAgents({ type: 'message', conversationId: conversation.id, from: 'agent', text: '(booking complete sent)' });
        break;
      case 'disconnect':
        conversation.peer.send({ type: 'disconnected' });
        conversation.started = false;
        this.toAgents({ type: 'ended', conversationId: conversation.id });
        break;
    }
  }

  private announce(conversation: Conversation): object {
    return { type: 'conversation', conversationId: conversation.id, attributes: conversation.attributes };
  }

  private toAgents(message: object): void {
    for (const agent of this.agents) agent.send(message);
  }
}
