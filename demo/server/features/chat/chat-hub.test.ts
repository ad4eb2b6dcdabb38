import { describe, expect, it } from 'vitest';
import { ChatHub, DEMO_UPLOAD_RULES } from './chat-hub';

function peer() {
  const received: Record<string, unknown>[] = [];
  return {
    received,
    send: (message: object) => received.push(message as Record<string, unknown>),
    types: () => received.map((m) => m.type),
  };
}

describe('chat hub', () => {
  it('tells a guest that no agent is there; with an agent, relays attributes, messages and files in order', () => {
    const hub = new ChatHub();
    const guest = peer();
    const id = hub.joinGuest(guest);
    expect(guest.received[0]).toEqual({ type: 'welcome', conversationId: id, fileUpload: { modes: [DEMO_UPLOAD_RULES] } });
    hub.fromGuest(id, { type: 'start' });
    expect(guest.types()).toEqual(['welcome', 'no-agent']);

    const agent = peer();
    hub.joinAgent(agent);
    hub.fromGuest(id, { type: 'attributes', attributes: { bookingKey: 'DEMO-BR-2001' } });
    hub.fromGuest(id, { type: 'start' });
    hub.fromGuest(id, { type: 'message', text: ' Hello ' });
    hub.fromGuest(id, { type: 'file', name: 'a.pdf', contentType: 'application/pdf', data: 'AAAA' });
    hub.fromGuest(id, { type: 'file', name: 'b.png', contentType: 'image/png', data: 'AAAA' });
    expect(agent.received).toEqual([
      { type: 'conversation', conversationId: id, attributes: { bookingKey: 'DEMO-BR-2001' } },
      { type: 'message', conversationId: id, from: 'patient', text: 'Hello' },
      { type: 'file', conversationId: id, name: 'a.pdf', contentType: 'application/pdf', size: 3, data: 'AAAA' },
      { type: 'file', conversationId: id, name: 'b.png', contentType: 'image/png', size: 3, data: 'AAAA' },
    ]);
    expect(guest.received.slice(2)).toEqual([
      { type: 'message', id: `${id}-p1`, direction: 'Inbound', text: 'Hello' },
      { type: 'uploaded', fileName: 'a.pdf' },
      { type: 'uploaded', fileName: 'b.png' },
    ]);
  });

  it('refuses a file type the deployment does not take, and malformed messages', () => {
    const hub = new ChatHub();
    const agent = peer();
    hub.joinAgent(agent);
    const guest = peer();
    const id = hub.joinGuest(guest);
    hub.fromGuest(id, { type: 'start' });
    hub.fromGuest(id, { type: 'file', name: 'x.exe', contentType: 'application/x-msdownload', data: 'AAAA' });
    hub.fromGuest(id, { type: 'message', text: '' });
    hub.fromGuest(id, { type: 'nonsense' });
    hub.fromGuest(id, 'not json');
    expect(guest.types()).toEqual(['welcome', 'upload-failed']);
    expect(agent.types()).toEqual(['conversation']);
  });

  it('carries the agent’s answer, booking complete and disconnect to that conversation only', () => {
    const hub = new ChatHub();
    const agent = peer();
    hub.joinAgent(agent);
    const [one, two] = [peer(), peer()];
    const first = hub.joinGuest(one);
    const second = hub.joinGuest(two);
    hub.fromGuest(first, { type: 'start' });
    hub.fromGuest(second, { type: 'start' });
    hub.fromAgent({ type: 'message', conversationId: first, text: 'Hi' });
    hub.fromAgent({ type: 'booking-complete', conversationId: first });
    hub.fromAgent({ type: 'disconnect', conversationId: first });
    hub.fromAgent({ type: 'message', conversationId: first, text: 'too late' });
    expect(one.received.slice(1)).toEqual([
      { type: 'message', id: `${first}-a1`, direction: 'Outbound', text: 'Hi' },
      { type: 'booking-complete', id: `${first}-a2` },
      { type: 'disconnected' },
    ]);
    expect(two.types()).toEqual(['welcome']);
  });

  it('shows a late agent the conversations under way, and tells agents when a patient leaves', () => {
    const hub = new ChatHub();
    const early = peer();
    hub.joinAgent(early);
    const guest = peer();
    const id = hub.joinGuest(guest);
    hub.fromGuest(id, { type: 'start' });
    const late = peer();
    hub.joinAgent(late);
    expect(late.types()).toEqual(['conversation']);
    hub.leaveGuest(id);
    expect(early.types()).toEqual(['conversation', 'ended']);
  });
});
