// Schema migrations: the ordered SQL files in ./migrations, each applied once
// (recorded in schema_migrations), each in its own transaction.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/** The advisory lock every migration step takes: one server migrates at a time. */
const MIGRATION_LOCK = 20261122;

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));
}

/** Applies the migrations not yet applied; returns the versions it applied. */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  // Under the lock too: two servers starting at once on a new database both
  // create the table otherwise, and one fails (a duplicate key in pg_type).
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Two servers starting on one PostgreSQL must not both apply a migration.
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
