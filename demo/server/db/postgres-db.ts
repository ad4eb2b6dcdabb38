import pg from 'pg';
import type { Db, DbConnection, Listening } from './db';

/** Waits before connecting a lost listening connection again: 0.25 s doubling to 8 s. */
const LISTEN_RETRY_MS = [250, 500, 1000, 2000, 4000, 8000];

/**
 * A real PostgreSQL through a `pg` pool: what a deployment with several server processes uses.
 * Everything several servers must agree on (sessions, limits, chat, keys, files) is in the
 * database, so any number of them can share one; LISTEN has a connection of its own.
 */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the database ends (a restart, a failover, an administrator) is an 'error'
  // event on the pool: unheard, it would end the whole process. The pool drops that connection and
  // opens another on the next query, so it is only worth a line for the operator.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', error: `idle database connection lost: ${error.message}` })}\n`,
    );
  });
  // Fail at start, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();

  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async withConnection(work) {
      const client = await pool.connect();
      const connection: DbConnection = {
        async query<T>(sql: string, params: readonly unknown[] = []) {
          const result = await client.query(sql, [...params]);
          return result.rows as T[];
        },
        async exec(sql: string) {
          await client.query(sql);
        },
      };
      try {
        return await work(connection);
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onResync) => listenOn(connectionString, channel, onNotify, onResync),
    async close() {
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection that stays: a pool hands its connections back. When this one is lost
 * (a database restart, a network cut) it is made again, with growing waits, and `onResync` tells the
 * listener that notifications of the gap are gone.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResync?: () => void,
): Promise<Listening> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (!closed && message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => undefined); // 'end' follows, and reconnects
    try {
      await next.connect();
      await next.query(`listen ${quoted}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    next.once('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      reconnect(0);
    });
  }

  function reconnect(attempt: number): void {
    retry = setTimeout(
      () => {
        retry = undefined;
        if (closed) return;
        connect().then(
          () => onResync?.(),
          () => reconnect(attempt + 1),
        );
      },
      LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)],
    );
    retry.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
