// A throwaway PostgreSQL server for a test of the DATABASE_URL path: starts
// src/db/embeddedPostgres.ts in its own process and waits for its connection
// URL (db/postgres.test.ts, field/field.postgres.test.ts).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Starts src/db/embeddedPostgres.ts on `workDir` and waits for its connection URL. */
export async function startEmbeddedPostgres(workDir: string): Promise<EmbeddedPostgres> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', join('src', 'db', 'embeddedPostgres.ts'), workDir], {
    cwd: join(import.meta.dirname, '..', '..'),
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then((code) => Promise.reject(new Error(`embedded PostgreSQL exited with ${code}: ${stderr}`))),
  ]);
  lines.close();
  const { url } = JSON.parse(first) as { url: string };
  let stopAsked = false;
  // A server that goes away before the tests are done says why in the test output.
  void exited.then((code) => {
    if (!stopAsked) console.error(`embedded PostgreSQL exited early with ${code}: ${stderr}`);
  });
  return {
    url,
    async stop() {
      stopAsked = true;
      child.stdin.end();
      await exited;
    },
  };
}
