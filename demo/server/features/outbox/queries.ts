/**
 * The development outbox: where the reference server "sends" e-mails and SMS codes. Features that
 * would notify a patient call `sendToOutbox`; people read `/dev/outbox`, tests read `/api/dev/outbox`.
 */
import type { Db } from '../../db/db';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessageInput {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
  /** The one-time code in the message, when there is one, so a test need not parse the body. */
  code?: string | null;
}

export interface OutboxMessage {
  id: string;
  createdAt: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  code?: string;
}

interface OutboxRow {
  id: string;
  created_at: Date | string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
}

// id as text: pg answers bigint as a string and PGlite as a number; the API promises one shape.
const COLUMNS = 'id::text as id, created_at, channel, recipient, subject, body, code';

function toMessage(row: OutboxRow): OutboxMessage {
  const message: OutboxMessage = {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
  };
  if (row.code !== null) message.code = row.code;
  return message;
}

export async function sendToOutbox(db: Db, input: OutboxMessageInput): Promise<OutboxMessage> {
  if (input.channel !== 'email' && input.channel !== 'sms') throw new Error(`unknown outbox channel ${String(input.channel)}`);
  const [row] = await db.query<OutboxRow>(
    `insert into outbox (channel, recipient, subject, body, code) values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [input.channel, input.recipient, input.subject ?? '', input.body, input.code ?? null],
  );
  if (!row) throw new Error('outbox insert returned no row');
  return toMessage(row);
}

/** Newest first; `recipient` matches exactly, ignoring case (e-mail addresses). */
export async function listOutbox(db: Db, filter: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(filter.limit ?? 200, 1), 1000);
  const rows = filter.recipient
    ? await db.query<OutboxRow>(`select ${COLUMNS} from outbox where lower(recipient) = lower($1) order by outbox.id desc limit $2`, [
        filter.recipient,
        limit,
      ])
    : await db.query<OutboxRow>(`select ${COLUMNS} from outbox order by outbox.id desc limit $1`, [limit]);
  return rows.map(toMessage);
}

export async function clearOutbox(db: Db): Promise<void> {
  await db.query('delete from outbox');
}
