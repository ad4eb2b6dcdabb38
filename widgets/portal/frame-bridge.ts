/**
 * The portal's side of the frame protocol (src/bridge/PROTOCOL.md) when it runs inside another
 * site's iframe: tells the parent its height, route and rad-* events, asks it to scroll a dialog
 * into view, and takes the kiosk-mode message, only from an allowed parent origin and only from
 * the parent window.
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
  /** The element whose size changes are layout changes (read when the bridge starts). */
  observe: () => Element;
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
  observer.observe(options.observe());
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

/**
 * The height the frame needs: down to the bottom of the portal's content, plus the page's own
 * bottom margin and padding. Not the document's height, which never drops below the frame's.
 */
export function contentHeight(content: Element): number {
  const body = getComputedStyle(document.body);
  const below = (parseFloat(body.marginBottom) || 0) + (parseFloat(body.paddingBottom) || 0);
  return content.getBoundingClientRect().bottom + window.scrollY + below;
}

/** The focused element, looking into open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The open dialog holding focus, as its place in the frame's document (CSS px), or null. */
export function openDialogRect(): { top: number; height: number } | null {
  let node: Node | null = deepActiveElement();
  while (node) {
    if (node instanceof HTMLDialogElement && node.open) {
      const rect = node.getBoundingClientRect();
      return { top: Math.max(0, Math.floor(rect.top + window.scrollY)), height: Math.ceil(rect.height) };
    }
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return null;
}
