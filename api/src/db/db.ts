// The one data-access seam: a tiny interface both PGlite (embedded, default)
// and PostgreSQL (when a connection URL is configured) implement.

export interface Db {
  /** One statement with $1.. parameters; rows typed by the caller. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: everything or nothing. Nested calls join the outer one. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
