/**
 * The portal's side of the frame protocol (src/bridge/PROTOCOL.md) when it runs inside another
 * site's iframe: tells the parent its height, route and rad-* events, and takes the kiosk-mode
 * message, only from an allowed parent origin and only from the parent window.
 */
import { createBridge, normalizeOrigin, ParentMessageSchema, type Bridge, type ChildMessage, type ParentMessage } from '../../src/bridge';

export interface FrameBridge {
  bridge: Bridge<ChildMessage>;
  parentOrigin: string;
  stop(): void;
}

/** The embedding page's origin, when the browser tells it and it is allowed. */
export function parentOriginOf(allowed: readonly string[]): string | null {
  const candidates = [location.ancestorOrigins?.[0], document.referrer].filter((value): value is string => Boolean(value));
  const allowedSet = new Set(allowed.map(normalizeOrigin).filter(Boolean));
  allowedSet.add(location.origin);
  for (const candidate of candidates) {
    const origin = normalizeOrigin(candidate);
    if (origin && allowedSet.has(origin)) return origin;
  }
  return null;
}

export function startFrameBridge(options: {
  allowedOrigins: readonly string[];
  runtimeVersion: string;
  measure: () => number;
  observe: Element;
  onKioskMode: (kioskMode: boolean) => void;
}): FrameBridge | null {
  if (window.parent === window) return null;
  const parentOrigin = parentOriginOf(options.allowedOrigins);
  if (!parentOrigin) {
    console.warn('[rad-widgets] framed by an origin that is not allowed; not talking to it.');
    return null;
  }
  const bridge = createBridge<ParentMessage, ChildMessage>({
    self: window,
    peer: () => window.parent,
    targetOrigin: parentOrigin,
    allowedOrigins: [],
    incoming: ParentMessageSchema,
    onMessage: (message) => {
      if (message.type === 'rad:kiosk-mode') options.onKioskMode(message.payload.kioskMode);
    },
  });
  bridge.post('rad:ready', { runtimeVersion: options.runtimeVersion });
  let last = -1;
  const report = () => {
    const height = Math.ceil(options.measure());
    if (height !== last) {
      last = height;
      bridge.post('rad:height', { height });
    }
  };
  const observer = new ResizeObserver(report);
  observer.observe(options.observe);
  report();
  return {
    bridge,
    parentOrigin,
    stop() {
      observer.disconnect();
      bridge.close();
    },
  };
}
