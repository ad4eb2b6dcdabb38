/**
 * The chat's SQL (features/chat/migrations/151): conversations, their numbered events, and the
 * agents connected anywhere. Every event is appended with its notification in one statement, so a
 * server hears of it only once it is committed, and numbers within a conversation follow commit order.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import type { ChatEvent } from './chat-events';
import {
  AGENT_REPLAY_CONVERSATIONS,
  AGENT_REPLAY_EVENTS,
  CHAT_AGENT_STALE_SECONDS,
  CHAT_GRACE_SECONDS,
  CHAT_RETENTION_MINUTES,
  MAX_EVENTS_PER_CONVERSATION,
} from './limits';

/** The channel servers tell each other about new events on: `{"c": conversation id, "s": its number}`. */
export const CHAT_CHANNEL = 'rad_chat';

export interface StoredEvent {
  conversationId: string;
  seq: number;
  event: ChatEvent;
}

type Status = 'waiting' | 'open' | 'ended';

const token = () => randomBytes(24).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new conversation, and the resume token only its patient gets. */
export async function createConversation(db: Db): Promise<{ id: string; resumeToken: string }> {
  const id = `c-${token()}`;
  const resumeToken = token();
  await db.query('insert into chat_conversation (id, resume_hash) values ($1, $2)', [id, sha256(resumeToken)]);
  return { id, resumeToken };
}

/**
 * The conversation a resume names, when the token is its own: its status, and whether its
 * patient is still within the grace period.
 */
export async function findResumable(db: Db, id: string, resumeToken: string): Promise<{ status: Status; fresh: boolean } | null> {
  const [row] = await db.query<{ status: Status; resume_hash: string; fresh: boolean }>(
    `select status, resume_hash, guest_seen_at > now() - make_interval(secs => $2) as fresh from chat_conversation where id = $1`,
    [id, CHAT_GRACE_SECONDS],
  );
  if (!row) return null;
  const given = Buffer.from(sha256(resumeToken));
  if (!timingSafeEqual(given, Buffer.from(row.resume_hash))) return null;
  return { status: row.status, fresh: row.fresh };
}

/**
 * Appends an event to a conversation in `from` status (optionally moving it to `to`), and notifies
 * every server. Null when the conversation is not in that status, or is full. `withAttributes`
 * adds the conversation's stored attributes to the event (the start tells agents who is asking).
 */
export async function appendEvent(
  db: Pick<Db, 'query'>,
  conversationId: string,
  event: ChatEvent,
  options: { from: Status; to?: Status; withAttributes?: boolean },
): Promise<number | null> {
  // An end is always stored, even in a full conversation, so it can end.
  const cap = options.to === 'ended' ? MAX_EVENTS_PER_CONVERSATION + 1 : MAX_EVENTS_PER_CONVERSATION;
  const [row] = await db.query<{ seq: number }>(
    `with c as (
       update chat_conversation
          set next_seq = next_seq + 1,
              status = coalesce($4, status),
              ended_at = case when $4 = 'ended' then now() else ended_at end
        where id = $1 and status = $3 and next_seq < $5
        returning id, next_seq, attributes),
     e as (
       insert into chat_event (conversation_id, seq, body)
       select id, next_seq, $2::jsonb || case when $6 then jsonb_build_object('attributes', attributes) else '{}'::jsonb end from c
       returning conversation_id, seq)
     select seq, pg_notify($7, json_build_object('c', conversation_id, 's', seq)::text) from e`,
    [conversationId, JSON.stringify(event), options.from, options.to ?? null, cap, options.withAttributes ?? false, CHAT_CHANNEL],
  );
  return row?.seq ?? null;
}

export async function setAttributes(db: Db, conversationId: string, attributes: Record<string, string>): Promise<Status | null> {
  const [row] = await db.query<{ status: Status }>(
    `update chat_conversation set attributes = $2::jsonb where id = $1 and status <> 'ended' returning status`,
    [conversationId, JSON.stringify(attributes)],
  );
  return row?.status ?? null;
}

export async function statusOf(db: Db, conversationId: string): Promise<Status | null> {
  const [row] = await db.query<{ status: Status }>('select status from chat_conversation where id = $1', [conversationId]);
  return row?.status ?? null;
}

export async function countFiles(db: Pick<Db, 'query'>, conversationId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::integer as n from chat_event where conversation_id = $1 and body->>'kind' = 'file'`,
    [conversationId],
  );
  return row?.n ?? 0;
}

/**
 * Appends a file to an open conversation unless it already carries `maxFiles`: counted and stored
 * under the conversation's row lock, so files sent at once cannot all pass the count. Null when full.
 */
export async function appendFile(db: Db, conversationId: string, file: ChatEvent, maxFiles: number): Promise<number | null> {
  return transaction(db, async (connection) => {
    await connection.query('select 1 from chat_conversation where id = $1 for update', [conversationId]);
    if ((await countFiles(connection, conversationId)) >= maxFiles) return null;
    return appendEvent(connection, conversationId, file, { from: 'open' });
  });
}

/** Events of one conversation after `after`, up to `upTo`, in order. */
export async function eventsOf(db: Db, conversationId: string, after: number, upTo: number): Promise<StoredEvent[]> {
  const rows = await db.query<{ seq: number; body: ChatEvent }>(
    `select seq, body from chat_event where conversation_id = $1 and seq > $2 and seq <= $3 order by seq limit $4`,
    [conversationId, after, Math.min(upTo, MAX_EVENTS_PER_CONVERSATION + 1), MAX_EVENTS_PER_CONVERSATION + 1],
  );
  return rows.map((row) => ({ conversationId, seq: row.seq, event: row.body }));
}

/** What a newly connected agent page is shown: the open conversations and their latest events. */
export async function openConversations(
  db: Db,
): Promise<{ conversations: { id: string; attributes: Record<string, string>; lastSeq: number }[]; events: StoredEvent[] }> {
  const conversations = await db.query<{ id: string; attributes: Record<string, string>; last_seq: number }>(
    `select id, attributes, next_seq as last_seq from chat_conversation where status = 'open' order by created_at limit $1`,
    [AGENT_REPLAY_CONVERSATIONS],
  );
  const ids = conversations.map((row) => row.id);
  const events = ids.length
    ? await db.query<{ conversation_id: string; seq: number; body: ChatEvent }>(
        `select conversation_id, seq, body from (
           select conversation_id, seq, body, row_number() over (partition by conversation_id order by seq desc) as n
             from chat_event where conversation_id = any($1)) latest
          where n <= $2 order by conversation_id, seq`,
        [ids, AGENT_REPLAY_EVENTS],
      )
    : [];
  return {
    conversations: conversations.map((row) => ({ id: row.id, attributes: row.attributes, lastSeq: row.last_seq })),
    events: events.map((row) => ({ conversationId: row.conversation_id, seq: row.seq, event: row.body })),
  };
}

/** Conversations with events in the last few minutes: what a server that lost its LISTEN catches up on. */
export async function recentlyActive(db: Db): Promise<{ id: string; lastSeq: number }[]> {
  const rows = await db.query<{ id: string; last_seq: number }>(
    `select id, next_seq as last_seq from chat_conversation
      where status <> 'ended' or ended_at > now() - interval '5 minutes'
      order by created_at desc limit 500`,
  );
  return rows.map((row) => ({ id: row.id, lastSeq: row.last_seq }));
}

/** The patients (by conversation) and agents this server carries are still there. */
export async function markPresent(db: Db, conversationIds: readonly string[], agentIds: readonly string[]): Promise<void> {
  if (conversationIds.length) {
    await db.query(`update chat_conversation set guest_seen_at = now() where id = any($1) and status <> 'ended'`, [conversationIds]);
  }
  if (agentIds.length) await db.query(`update chat_agent set seen_at = now() where id = any($1)`, [agentIds]);
}

export async function addAgent(db: Db): Promise<string> {
  const id = `a-${token()}`;
  await db.query('insert into chat_agent (id) values ($1)', [id]);
  return id;
}

export async function removeAgent(db: Db, id: string): Promise<void> {
  await db.query('delete from chat_agent where id = $1', [id]);
}

/** Is an agent page connected to any server? */
export async function agentOnDuty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>(
    `select exists (select 1 from chat_agent where seen_at > now() - make_interval(secs => $1)) as present`,
    [CHAT_AGENT_STALE_SECONDS],
  );
  return row?.present ?? false;
}

/**
 * Run by every server now and then; each step is bounded and safe to run on several servers at
 * once (rows locked by another server are skipped): conversations whose patient stayed away past
 * the grace period end (agents are told), ended ones past their retention go, stale agents go.
 */
export async function sweep(db: Db): Promise<void> {
  await db.query(
    `with gone as (
       update chat_conversation c set status = 'ended', ended_at = now(), next_seq = c.next_seq + 1
        where c.id in (select id from chat_conversation
                        where status <> 'ended' and guest_seen_at < now() - make_interval(secs => $1)
                        limit 50 for update skip locked)
        returning c.id, c.next_seq),
     e as (
       insert into chat_event (conversation_id, seq, body)
       select id, next_seq, '{"kind": "ended", "by": "expired"}'::jsonb from gone
       returning conversation_id, seq)
     select pg_notify($2, json_build_object('c', conversation_id, 's', seq)::text) from e`,
    [CHAT_GRACE_SECONDS, CHAT_CHANNEL],
  );
  await db.query(
    `delete from chat_conversation where id in (
       select id from chat_conversation
        where status = 'ended' and ended_at < now() - make_interval(mins => $1)
        limit 100 for update skip locked)`,
    [CHAT_RETENTION_MINUTES],
  );
  await db.query(`delete from chat_agent where seen_at < now() - make_interval(secs => $1)`, [CHAT_AGENT_STALE_SECONDS]);
}
