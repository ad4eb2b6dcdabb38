/**
 * The one database seam of the reference server. Routes, seed and migrations only see this
 * interface, so the same code runs on embedded PGlite (development, tests) and on a real
 * PostgreSQL (several servers behind a load balancer) without knowing which.
 */
export interface Db {
  /** Which engine answers; reported by `/health`. */
  readonly kind: 'pglite' | 'postgres';
  /** One parameterised statement ($1, $2 …); rows come back as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` on one connection, with the session to itself: advisory locks and transactions
   * need the same connection for every statement, which a pool does not otherwise promise.
   */
  withConnection<T>(work: (connection: DbConnection) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL's LISTEN on `channel`: `onNotify` gets the payload of every `pg_notify(channel, …)`
   * committed by any server on this database (this one included). Notifications sent while the
   * listening connection was lost cannot be had again: `onResync` is called after it is back, so the
   * listener can catch up from what is stored.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResync?: () => void): Promise<Listening>;
  close(): Promise<void>;
}

export interface Listening {
  /** UNLISTEN; no callback runs after it resolves. */
  close(): Promise<void>;
}

export type DbConnection = Pick<Db, 'query' | 'exec'>;
