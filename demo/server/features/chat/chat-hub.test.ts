/**
 * The switchboard over the database: two hubs on one database stand for two servers behind a
 * balancer. A patient on one and an agent on the other talk both ways; a late agent sees the
 * conversations under way; a patient whose socket drops resumes the same conversation on either
 * server and gets what was said meanwhile; past the grace period the conversation ends.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { ChatHub, DEMO_UPLOAD_RULES, type GuestSession } from './chat-hub';
import { CHAT_CONVERSATIONS_PER_CLIENT, CHAT_GRACE_SECONDS } from './limits';

let db: Db;
let a: ChatHub;
let b: ChatHub;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('delete from chat_conversation');
  await db.query('delete from chat_agent');
  await db.query('delete from rate_limit_window');
  // Heartbeats only when a test asks (tick): the timer would race the assertions.
  a = new ChatHub(db);
  b = new ChatHub(db);
  await Promise.all([a.start({ heartbeatMs: 3_600_000 }), b.start({ heartbeatMs: 3_600_000 })]);
});
afterEach(async () => Promise.all([a.close(), b.close()]));

type Message = Record<string, unknown>;

function peer() {
  const received: Message[] = [];
  return {
    received,
    send: (message: object) => received.push(message as Message),
    types: () => received.map((m) => m.type),
    of: (type: string) => received.filter((m) => m.type === type),
  };
}

async function until(probe: () => boolean, what = 'the expected messages'): Promise<void> {
  const end = Date.now() + 10_000;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`never got ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A patient's messenger saying hello on `hub`; its welcome names the conversation and the resume token. */
async function newGuest(hub: ChatHub) {
  const guest = peer();
  const session = (await hub.openGuest(guest, { type: 'hello' }, '203.0.113.10'))!;
  const welcome = guest.received[0]!;
  return { guest, session, id: welcome.conversationId as string, token: welcome.resumeToken as string };
}

const lastSeq = (messages: Message[]) => Math.max(0, ...messages.map((m) => (typeof m.seq === 'number' ? m.seq : 0)));

describe('chat hub on one database', () => {
  it('welcomes a patient with their conversation, its resume token and the upload rules', async () => {
    const { guest, id, token } = await newGuest(a);
    expect(guest.received).toEqual([
      { type: 'welcome', conversationId: id, resumeToken: token, resumed: false, fileUpload: { modes: [DEMO_UPLOAD_RULES] } },
    ]);
    expect(token).toMatch(/^[\w-]{16,}$/);
    // Only a hash of the token is stored.
    const [row] = await db.query<{ resume_hash: string }>('select resume_hash from chat_conversation where id = $1', [id]);
    expect(row!.resume_hash).not.toContain(token);
  });

  it('with no agent on any server the patient is told; with an agent on the other server, everything crosses in order', async () => {
    const { guest, session, id } = await newGuest(a);
    await a.fromGuest(session, { type: 'start' });
    expect(guest.types()).toEqual(['welcome', 'no-agent']);

    const agent = peer();
    const agentSession = await b.joinAgent(agent);
    await a.fromGuest(session, { type: 'attributes', attributes: { bookingKey: 'DEMO-BR-2001' } });
    await a.fromGuest(session, { type: 'start' });
    await a.fromGuest(session, { type: 'message', text: ' Hello ' });
    await a.fromGuest(session, { type: 'file', name: 'a.pdf', contentType: 'application/pdf', data: 'AAAA' });
    await a.fromGuest(session, { type: 'file', name: 'b.png', contentType: 'image/png', data: 'AAAA' });
    await until(() => agent.received.length === 4);
    expect(agent.received).toEqual([
      { type: 'conversation', conversationId: id, attributes: { bookingKey: 'DEMO-BR-2001' } },
      { type: 'message', conversationId: id, from: 'patient', text: 'Hello' },
      { type: 'file', conversationId: id, name: 'a.pdf', contentType: 'application/pdf', size: 3, data: 'AAAA' },
      { type: 'file', conversationId: id, name: 'b.png', contentType: 'image/png', size: 3, data: 'AAAA' },
    ]);
    await until(() => guest.of('message').length === 1);
    expect(guest.received.slice(2)).toEqual(
      expect.arrayContaining([
        { type: 'message', id: `${id}-2`, seq: 2, direction: 'Inbound', text: 'Hello' },
        { type: 'uploaded', fileName: 'a.pdf' },
        { type: 'uploaded', fileName: 'b.png' },
      ]),
    );

    // The agent on the other server answers: it reaches the patient.
    await b.fromAgent(agentSession, { type: 'message', conversationId: id, text: 'Hi from B' });
    await until(() => guest.of('message').length === 2);
    expect(guest.of('message')[1]).toEqual({ type: 'message', id: `${id}-5`, seq: 5, direction: 'Outbound', text: 'Hi from B' });
  });

  it('refuses a file type the deployment does not take, and malformed messages', async () => {
    const agent = peer();
    await a.joinAgent(agent);
    const { guest, session } = await newGuest(a);
    await a.fromGuest(session, { type: 'start' });
    await a.fromGuest(session, { type: 'file', name: 'x.exe', contentType: 'application/x-msdownload', data: 'AAAA' });
    await a.fromGuest(session, { type: 'message', text: '' });
    await a.fromGuest(session, { type: 'nonsense' });
    await a.fromGuest(session, 'not json');
    await until(() => agent.received.length === 1);
    expect(guest.types()).toEqual(['welcome', 'upload-failed']);
    expect(agent.types()).toEqual(['conversation']);
  });

  it('carries the agent’s answer, booking complete and disconnect to that conversation only', async () => {
    const agent = peer();
    const agentSession = await b.joinAgent(agent);
    const one = await newGuest(a);
    const two = await newGuest(a);
    await a.fromGuest(one.session, { type: 'start' });
    await a.fromGuest(two.session, { type: 'start' });
    await b.fromAgent(agentSession, { type: 'message', conversationId: one.id, text: 'Hi' });
    await b.fromAgent(agentSession, { type: 'booking-complete', conversationId: one.id });
    await b.fromAgent(agentSession, { type: 'disconnect', conversationId: one.id });
    await b.fromAgent(agentSession, { type: 'message', conversationId: one.id, text: 'too late' });
    await until(() => one.guest.types().includes('disconnected'));
    expect(one.guest.received.slice(1)).toEqual([
      { type: 'message', id: `${one.id}-2`, seq: 2, direction: 'Outbound', text: 'Hi' },
      { type: 'booking-complete', id: `${one.id}-3`, seq: 3 },
      { type: 'disconnected', seq: 4 },
    ]);
    expect(two.guest.types()).toEqual(['welcome']);
    await until(() => agent.of('ended').length === 1);
  });

  it('shows a late agent the conversations under way with what was said; a patient who drops is away, not gone', async () => {
    const early = peer();
    await a.joinAgent(early);
    const { session, id } = await newGuest(a);
    await a.fromGuest(session, { type: 'attributes', attributes: { bookingKey: 'DEMO-BR-2001' } });
    await a.fromGuest(session, { type: 'start' });
    await a.fromGuest(session, { type: 'message', text: 'Anyone there?' });
    const late = peer();
    await b.joinAgent(late);
    expect(late.received).toEqual([
      { type: 'conversation', conversationId: id, attributes: { bookingKey: 'DEMO-BR-2001' } },
      { type: 'message', conversationId: id, from: 'patient', text: 'Anyone there?' },
    ]);
    await a.leaveGuest(session);
    await until(() => early.types().includes('away') && late.types().includes('away'));
    expect(early.types()).not.toContain('ended');
  });

  it('a patient whose connection dropped resumes on the other server, and gets what the agent said meanwhile', async () => {
    const agent = peer();
    const agentSession = await a.joinAgent(agent);
    const first = await newGuest(a);
    await a.fromGuest(first.session, { type: 'start' });
    await a.fromGuest(first.session, { type: 'message', text: 'Before the drop' });
    await until(() => first.guest.of('message').length === 1);
    await a.leaveGuest(first.session);
    await a.fromAgent(agentSession, { type: 'message', conversationId: first.id, text: 'Said while you were away' });

    const again = peer();
    const resumed = (await b.openGuest(
      again,
      { type: 'resume', conversationId: first.id, resumeToken: first.token, after: lastSeq(first.guest.received) },
      '203.0.113.10',
    )) as GuestSession;
    expect(resumed.conversationId).toBe(first.id);
    expect(again.received[0]).toMatchObject({ type: 'welcome', conversationId: first.id, resumed: true });
    expect(again.of('message').map((m) => m.text)).toEqual(['Said while you were away']);
    await until(() => agent.types().includes('back'));

    // The conversation goes on through the new server.
    await b.fromGuest(resumed, { type: 'message', text: 'Back again' });
    await until(() => agent.of('message').some((m) => m.text === 'Back again'));
    expect(agent.of('ended')).toEqual([]);
  });

  it('refuses a resume with another token, or past the grace period; the sweep ends it and tells the agents', async () => {
    const agent = peer();
    await b.joinAgent(agent);
    const { session, id, token } = await newGuest(a);
    await a.fromGuest(session, { type: 'start' });
    await a.leaveGuest(session);
    const stranger = peer();
    expect(await a.openGuest(stranger, { type: 'resume', conversationId: id, resumeToken: 'x'.repeat(32), after: 0 }, 'x')).toBeNull();
    expect(stranger.received).toEqual([{ type: 'resume-failed' }]);

    await db.query(`update chat_conversation set guest_seen_at = now() - make_interval(secs => $1 + 1)`, [CHAT_GRACE_SECONDS]);
    const late = peer();
    expect(await b.openGuest(late, { type: 'resume', conversationId: id, resumeToken: token, after: 1 }, 'x')).toBeNull();
    expect(late.received).toEqual([{ type: 'resume-failed' }]);
    await a.tick();
    await until(() => agent.types().includes('ended'));
    expect((await db.query<{ status: string }>('select status from chat_conversation where id = $1', [id]))[0]!.status).toBe('ended');
  });

  it('a patient connected to a server stays present however long: its server marks it', async () => {
    const { session, id } = await newGuest(a);
    await a.fromGuest(session, { type: 'start' });
    await db.query(`update chat_conversation set guest_seen_at = now() - make_interval(secs => $1 + 1)`, [CHAT_GRACE_SECONDS]);
    await a.tick(); // marks its own patients first, then sweeps
    expect((await db.query<{ status: string }>('select status from chat_conversation where id = $1', [id]))[0]!.status).not.toBe('ended');
  });

  it('opens at most a bounded number of conversations per client', async () => {
    const client = '198.51.100.77';
    for (let i = 0; i < CHAT_CONVERSATIONS_PER_CLIENT; i += 1) expect(await a.openGuest(peer(), { type: 'hello' }, client)).not.toBeNull();
    const refused = peer();
    expect(await a.openGuest(refused, { type: 'hello' }, client)).toBeNull();
    expect(refused.received).toEqual([{ type: 'busy' }]);
  });
});
