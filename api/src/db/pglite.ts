// PGlite (PostgreSQL in WASM) as the embedded default. Its query() and
// transaction() share one lock, so a transaction never sees another
// request's statements.
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Db } from './db';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    transaction,
    close,
  };
}

export interface PgliteOptions {
  /** A data folder dumped by `dumpDataDir` to start from, instead of a new database (initdb). */
  loadDataDir?: Blob;
}

export interface PgliteDb extends Db {
  /** The data folder as an uncompressed tar, for another database's `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

/** `dataDir` is a folder (kept across restarts) or `memory://` for tests. */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<PgliteDb> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const close = async () => {
    if (!pg.closed) await pg.close();
  };
  const db: Db = wrap(
    pg,
    (fn) =>
      pg.transaction(async (tx) => {
        const inner: Db = wrap(tx, (nested) => nested(inner), close);
        return fn(inner);
      }),
    close,
  );
  return { ...db, dumpDataDir: () => pg.dumpDataDir('none') };
}
