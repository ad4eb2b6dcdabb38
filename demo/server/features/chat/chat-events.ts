/**
 * What a conversation stores, and what each side is sent of it. An event is stored once, in the
 * side-neutral form below; a patient's messenger and the agent pages each get their own message
 * from it (or none: a patient never sees the attributes or the agent's "patient is away").
 */

export type ChatEvent =
  | { kind: 'started'; attributes: Record<string, string> }
  | { kind: 'attributes'; attributes: Record<string, string> }
  | { kind: 'message'; from: 'patient' | 'agent'; text: string }
  | { kind: 'file'; name: string; contentType: string; size: number; data: string }
  | { kind: 'booking-complete' }
  /** The patient's socket closed; they have the grace period to come back. */
  | { kind: 'away' }
  | { kind: 'back' }
  /** By the agent (a disconnect), or by time (the patient did not come back within the grace period). */
  | { kind: 'ended'; by: 'agent' | 'expired' };

/** The patient's messenger's message for an event; `seq` lets it say where it was when it resumes. */
export function toGuest(conversationId: string, seq: number, event: ChatEvent): object | null {
  const id = `${conversationId}-${seq}`;
  switch (event.kind) {
    case 'message':
      return { type: 'message', id, seq, direction: event.from === 'patient' ? 'Inbound' : 'Outbound', text: event.text };
    case 'booking-complete':
      return { type: 'booking-complete', id, seq };
    case 'ended':
      // Ended by time: the conversation the patient wants to resume is gone.
      return event.by === 'agent' ? { type: 'disconnected', seq } : { type: 'resume-failed', seq };
    default:
      return null;
  }
}

/** The agent pages' message for an event. */
export function toAgent(conversationId: string, event: ChatEvent): object | null {
  switch (event.kind) {
    case 'started':
      return { type: 'conversation', conversationId, attributes: event.attributes };
    case 'attributes':
      return { type: 'attributes', conversationId, attributes: event.attributes };
    case 'message':
      return { type: 'message', conversationId, from: event.from, text: event.text };
    case 'file':
      return { type: 'file', conversationId, name: event.name, contentType: event.contentType, size: event.size, data: event.data };
    case 'booking-complete':
      return { type: 'message', conversationId, from: 'agent', text: '(booking complete sent)' };
    case 'away':
      return { type: 'away', conversationId };
    case 'back':
      return { type: 'back', conversationId };
    case 'ended':
      return { type: 'ended', conversationId };
  }
}
