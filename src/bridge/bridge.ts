/**
 * A typed postMessage channel between a framed portal and its parent page.
 * Incoming: only from an allow-listed origin, only from the expected window, only if the schema
 * accepts it. Outgoing: only to one explicit origin, never '*', because a frame can be navigated
 * by whoever embeds it and '*' would hand our messages to them.
 */
import * as v from 'valibot';
import { envelopeOf, type BridgeMessage } from './protocol';

export interface BridgeOptions<In extends BridgeMessage> {
  /** The window we listen on (our own). */
  self: Window;
  /** The window we talk to (parent or the frame's contentWindow); messages from others are dropped. */
  peer: () => Window | null;
  /** The exact origin we post to. */
  targetOrigin: string;
  /** Origins we accept messages from; the target origin is always among them. */
  allowedOrigins: readonly string[];
  incoming: v.GenericSchema<unknown, In>;
  onMessage: (message: In, origin: string) => void;
  /** Called for each dropped message (tests, debugging); never with the message's content in production logs. */
  onDrop?: (reason: 'origin' | 'source' | 'schema', origin: string) => void;
}

export interface Bridge<Out extends BridgeMessage> {
  post<M extends Out>(type: M['type'], payload: M['payload']): void;
  close(): void;
}

export function normalizeOrigin(origin: string): string | null {
  if (origin === '*' || !origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function createBridge<In extends BridgeMessage, Out extends BridgeMessage>(options: BridgeOptions<In>): Bridge<Out> {
  const target = normalizeOrigin(options.targetOrigin);
  if (!target) throw new Error(`[rad-widgets] bridge target origin must be an explicit http(s) origin, got "${options.targetOrigin}"`);
  const allowed = new Set([target, ...options.allowedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null)]);

  const listener = (event: MessageEvent): void => {
    if (!allowed.has(event.origin)) return options.onDrop?.('origin', event.origin);
    const peer = options.peer();
    if (!peer || event.source !== peer) return options.onDrop?.('source', event.origin);
    const parsed = v.safeParse(options.incoming, event.data);
    if (!parsed.success) return options.onDrop?.('schema', event.origin);
    options.onMessage(parsed.output, event.origin);
  };
  options.self.addEventListener('message', listener);

  return {
    post(type, payload) {
      options.peer()?.postMessage(envelopeOf(type, payload), target);
    },
    close() {
      options.self.removeEventListener('message', listener);
    },
  };
}
