// The tests' api options, and their in-memory database, started from an image of a new, migrated one.
// A new PGlite runs initdb, which takes most of a test server's start (1.5-2.5 s
// on a quiet 2-core machine against 0.5 s from an image); the image is made
// once per migration set and PGlite version, in the temp folder, and shared by
// every test file (jest gives each file its own modules, so a module-level
// cache would be made again per file).
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite, type PgliteDb } from '../db/pglite';
import type { ApiOptions } from '../index';

const IMAGE_PREFIX = 'storefront-test-db-';

function imagePath(): string {
  // pnpm's real path of the package names its version.
  const pglite = realpathSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const hash = createHash('sha256').update(pglite);
  for (const migration of readMigrations()) hash.update(`\0${migration.version}\0${migration.sql}`);
  return join(tmpdir(), `${IMAGE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Images of earlier migration sets (about 40 MB each), so they do not pile up in the temp folder. */
function removeOtherImages(path: string): void {
  for (const file of readdirSync(tmpdir())) {
    const other = join(tmpdir(), file);
    if (file.startsWith(IMAGE_PREFIX) && file.endsWith('.tar') && other !== path) rmSync(other, { force: true });
  }
}

async function makeImage(path: string): Promise<Blob> {
  const db = await openPglite('memory://');
  try {
    await migrate(db);
    const image = await db.dumpDataDir();
    // Written aside and renamed: another jest worker may be reading or making it at the same time.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, path);
    removeOtherImages(path);
    return image;
  } finally {
    await db.close();
  }
}

/** The image, or null when there is none (read, not checked first: a run of another checkout's migrations may remove it in between). */
function readImage(path: string): Blob | null {
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return null;
  }
}

/** A new in-memory database with every migration applied. */
export async function openTestDatabase(): Promise<PgliteDb> {
  const path = imagePath();
  return openPglite('memory://', { loadDataDir: readImage(path) ?? (await makeImage(path)) });
}

/**
 * What every test's api is started with: an in-memory database (unless `database: false`,
 * for a test with its own folder or PostgreSQL server), no image warm-up, each search index
 * built on its first search, and an image cache of its own.
 */
export async function testApiOptions({ database = true }: { database?: boolean } = {}): Promise<ApiOptions> {
  return {
    ...(database ? { db: await openTestDatabase() } : {}),
    warmImages: false,
    searchIndexesOnFirstSearch: true,
    imageCacheDir: mkdtempSync(join(tmpdir(), 'sf-images-')),
  };
}
