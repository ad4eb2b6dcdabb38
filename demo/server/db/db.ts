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
  close(): Promise<void>;
}

export type DbConnection = Pick<Db, 'query' | 'exec'>;
