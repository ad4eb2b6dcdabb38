/**
 * The chat's retention and caps through the hub on one database: an ended conversation goes with
 * everything it held once CHAT_RETENTION_MINUTES have passed (its end moved back, not waited for);
 * a conversation takes MAX_FILES_PER_CONVERSATION files and MAX_EVENTS_PER_CONVERSATION events,
 * and the next is refused, also when files come all at once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { ChatHub, type GuestSession } from './chat-hub';
import { sweep } from './conversations';
import { CHAT_RETENTION_MINUTES, MAX_EVENTS_PER_CONVERSATION, MAX_FILES_PER_CONVERSATION } from './limits';

let db: Db;
let hub: ChatHub;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('delete from chat_conversation');
  await db.query('delete from chat_agent');
  await db.query('delete from rate_limit_window');
  hub = new ChatHub(db);
  await hub.start({ heartbeatMs: 3_600_000 }); // sweeps only when a test asks
});
afterEach(async () => hub.close());

type Message = Record<string, unknown>;
const peer = () => {
  const received: Message[] = [];
  return { received, send: (message: object) => received.push(message as Message) };
};

/** A patient in an open conversation (an agent is on duty). */
async function openConversation(): Promise<{ session: GuestSession; id: string; guest: ReturnType<typeof peer> }> {
  await hub.joinAgent(peer());
  const guest = peer();
  const session = (await hub.openGuest(guest, { type: 'hello' }, '203.0.113.20'))!;
  await hub.fromGuest(session, { type: 'start' });
  return { session, id: guest.received[0]!.conversationId as string, guest };
}

const count = async (sql: string, id: string) => (await db.query<{ n: number }>(sql, [id]))[0]!.n;
const events = (id: string) => count('select count(*)::int as n from chat_event where conversation_id = $1', id);
const files = (id: string) => count(`select count(*)::int as n from chat_event where conversation_id = $1 and body->>'kind' = 'file'`, id);
const conversations = (id: string) => count('select count(*)::int as n from chat_conversation where id = $1', id);
const file = (n: number) => ({ type: 'file', name: `scan-${n}.pdf`, contentType: 'application/pdf', data: 'JVBERi0xLjQK' });

describe(`ended conversations are deleted ${CHAT_RETENTION_MINUTES} minutes after they end`, () => {
  it('with their messages and files; one ended just less long ago stays, and an open one is never deleted', async () => {
    const old = await openConversation();
    const recent = await openConversation();
    const open = await openConversation();
    for (const { session } of [old, recent, open]) {
      await hub.fromGuest(session, { type: 'message', text: 'My referral is attached' });
      await hub.fromGuest(session, file(1));
    }
    await db.query(`update chat_conversation set status = 'ended', ended_at = now() where id = any($1)`, [[old.id, recent.id]]);
    const endedAgo = (id: string, minutes: number) =>
      db.query(`update chat_conversation set ended_at = now() - make_interval(mins => $2) where id = $1`, [id, minutes]);
    await endedAgo(old.id, CHAT_RETENTION_MINUTES + 1);
    await endedAgo(recent.id, CHAT_RETENTION_MINUTES - 1);
    // The open one began long ago, and its patient is still there.
    await db.query(`update chat_conversation set created_at = now() - interval '1 day' where id = $1`, [open.id]);

    await sweep(db);
    expect(await conversations(old.id)).toBe(0);
    expect(await events(old.id)).toBe(0);
    expect(await db.query(`select 1 from chat_event where body::text like '%My referral%' and conversation_id = $1`, [old.id])).toEqual([]);
    expect(await conversations(recent.id)).toBe(1);
    expect(await files(recent.id)).toBe(1);
    expect(await conversations(open.id)).toBe(1);
    expect(await files(open.id)).toBe(1);
  });
});

describe('a conversation’s caps', () => {
  it(`takes ${MAX_FILES_PER_CONVERSATION} files; the next is refused and not stored`, async () => {
    const { session, id, guest } = await openConversation();
    for (let n = 1; n <= MAX_FILES_PER_CONVERSATION; n += 1) await hub.fromGuest(session, file(n));
    expect(await files(id)).toBe(MAX_FILES_PER_CONVERSATION);
    await hub.fromGuest(session, file(MAX_FILES_PER_CONVERSATION + 1));
    expect(guest.received.filter((m) => m.type === 'upload-failed')).toEqual([
      { type: 'upload-failed', fileName: `scan-${MAX_FILES_PER_CONVERSATION + 1}.pdf` },
    ]);
    expect(await files(id)).toBe(MAX_FILES_PER_CONVERSATION);
  });

  it('files sent all at once still stop at the cap', async () => {
    const { session, id, guest } = await openConversation();
    const burst = MAX_FILES_PER_CONVERSATION + 5;
    await Promise.all(Array.from({ length: burst }, (_, n) => hub.fromGuest(session, file(n))));
    expect(await files(id)).toBe(MAX_FILES_PER_CONVERSATION);
    expect(guest.received.filter((m) => m.type === 'uploaded')).toHaveLength(MAX_FILES_PER_CONVERSATION);
    expect(guest.received.filter((m) => m.type === 'upload-failed')).toHaveLength(burst - MAX_FILES_PER_CONVERSATION);
  });

  it(`holds ${MAX_EVENTS_PER_CONVERSATION} events; the next message is not stored, and the end still is`, async () => {
    const { session, id } = await openConversation();
    // Fill the conversation to one short of the cap without two thousand round trips.
    const stored = await events(id);
    await db.query(
      `insert into chat_event (conversation_id, seq, body)
       select $1, s, '{"kind": "message", "from": "patient", "text": "filler"}'::jsonb from generate_series($2::int + 1, $3::int) s`,
      [id, stored, MAX_EVENTS_PER_CONVERSATION - 1],
    );
    await db.query('update chat_conversation set next_seq = $2 where id = $1', [id, MAX_EVENTS_PER_CONVERSATION - 1]);

    await hub.fromGuest(session, { type: 'message', text: 'the last one that fits' });
    expect(await events(id)).toBe(MAX_EVENTS_PER_CONVERSATION);
    await hub.fromGuest(session, { type: 'message', text: 'one too many' });
    await hub.fromGuest(session, file(1));
    expect(await events(id)).toBe(MAX_EVENTS_PER_CONVERSATION);
    expect(await db.query(`select 1 from chat_event where conversation_id = $1 and body->>'text' = 'one too many'`, [id])).toEqual([]);

    // A full conversation can still end (the sweep's end for a patient gone past the grace period).
    await db.query(`update chat_conversation set guest_seen_at = now() - interval '1 hour' where id = $1`, [id]);
    await hub.leaveGuest(session);
    await db.query(`update chat_conversation set guest_seen_at = now() - interval '1 hour' where id = $1`, [id]);
    await sweep(db);
    const [row] = await db.query<{ status: string }>('select status from chat_conversation where id = $1', [id]);
    expect(row!.status).toBe('ended');
    expect(await events(id)).toBe(MAX_EVENTS_PER_CONVERSATION + 1);
  });
});
