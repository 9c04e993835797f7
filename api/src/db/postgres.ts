// PostgreSQL through node-postgres, used when DATABASE_URL is set.
import pg from 'pg';
import type { Db } from './db';

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection the server ends (a restart, a failover,
  // an administrator) is reported here; without a listener the process would
  // crash. The pool drops that client and the next query opens a new one.
  // pool.end() resolves before the server has seen every client's goodbye, so
  // a server stopped right after the api (as the tests do) still ends a few:
  // expected then, not worth a warning.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.warn('[api] PostgreSQL closed an idle connection:', error.message);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const close = async () => {
    closing = true;
    await pool.end();
  };
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Db = {
        async query<T>(sql: string, params: readonly unknown[] = []) {
          const result = await client.query(sql, params as unknown[]);
          return result.rows as T[];
        },
        async exec(sql: string) {
          await client.query(sql);
        },
        transaction: (nested) => nested(tx),
        close,
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close,
  };
  return db;
}
