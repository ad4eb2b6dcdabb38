import { describe, expect, it, vi } from 'vitest';
import { createBridge, normalizeOrigin } from './bridge';
import { envelopeOf, ParentMessageSchema, type ChildMessage, type ParentMessage } from './protocol';

const PARENT = 'https://clinic-site.example';

/** Delivers a message event as the browser would, without a real frame (as cal.com tests do). */
function deliver(target: Window, data: unknown, origin: string, source: unknown) {
  target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

function childBridge() {
  const parent = { postMessage: vi.fn() } as unknown as Window;
  const onMessage = vi.fn();
  const onDrop = vi.fn();
  const bridge = createBridge<ParentMessage, ChildMessage>({
    self: window,
    peer: () => parent,
    targetOrigin: PARENT,
    allowedOrigins: [],
    incoming: ParentMessageSchema,
    onMessage,
    onDrop,
  });
  return { parent, onMessage, onDrop, bridge };
}

describe('bridge', () => {
  const kiosk = envelopeOf<ParentMessage>('rad:kiosk-mode', { kioskMode: true });

  it('accepts a valid message from the allowed origin and the expected window', () => {
    const { parent, onMessage, bridge } = childBridge();
    deliver(window, kiosk, PARENT, parent);
    expect(onMessage).toHaveBeenCalledWith(kiosk, PARENT);
    bridge.close();
  });

  it('drops messages from a foreign origin', () => {
    const { parent, onMessage, onDrop, bridge } = childBridge();
    deliver(window, kiosk, 'https://evil.example', parent);
    expect(onMessage).not.toHaveBeenCalled();
    expect(onDrop).toHaveBeenCalledWith('origin', 'https://evil.example');
    bridge.close();
  });

  it('drops forged messages from another window of an allowed origin', () => {
    const { onMessage, onDrop, bridge } = childBridge();
    deliver(window, kiosk, PARENT, { postMessage() {} });
    expect(onMessage).not.toHaveBeenCalled();
    expect(onDrop).toHaveBeenCalledWith('source', PARENT);
    bridge.close();
  });

  it('drops messages the schema rejects', () => {
    const { parent, onMessage, onDrop, bridge } = childBridge();
    for (const data of [
      'kioskMode=true',
      { ...kiosk, version: 2 },
      { ...kiosk, payload: { kioskMode: 'yes' } },
      { ...kiosk, payload: { kioskMode: true, extra: 1 } },
      { ...kiosk, type: 'rad:unknown' },
      envelopeOf<ChildMessage>('rad:height', { height: 10 }),
    ]) {
      deliver(window, data, PARENT, parent);
    }
    expect(onMessage).not.toHaveBeenCalled();
    expect(onDrop).toHaveBeenCalledTimes(6);
    bridge.close();
  });

  it('posts to the explicit target origin only', () => {
    const { parent, bridge } = childBridge();
    bridge.post('rad:height', { height: 812 });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { protocol: 'rad-widgets', version: 1, type: 'rad:height', payload: { height: 812 } },
      PARENT,
    );
    bridge.close();
  });

  it('refuses a wildcard or malformed target origin', () => {
    for (const targetOrigin of ['*', '', 'javascript:alert(1)', 'not a url']) {
      expect(() =>
        createBridge({ self: window, peer: () => null, targetOrigin, allowedOrigins: [], incoming: ParentMessageSchema, onMessage() {} }),
      ).toThrow(/explicit/);
    }
  });

  it('stops listening when closed', () => {
    const { parent, onMessage, bridge } = childBridge();
    bridge.close();
    deliver(window, kiosk, PARENT, parent);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('normalises origins', () => {
    expect(normalizeOrigin('https://a.example/path?q=1')).toBe('https://a.example');
    expect(normalizeOrigin('*')).toBeNull();
    expect(normalizeOrigin('ftp://a.example')).toBeNull();
  });
});
