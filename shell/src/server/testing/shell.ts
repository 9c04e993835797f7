// For the server tests that ask a whole shell for its documents: a shell with
// its in-process api on an in-memory database, and a document's boot data read
// back as the client reads it.
import { testApiOptions } from '@storefront/api/testing/database';
import { createShellServer, type ShellServerOptions } from '../app';

export type TestShell = Awaited<ReturnType<typeof createShellServer>>;

/**
 * Starts in seconds on a busy machine (catalogue, local indexes, database): give the test a long timeout.
 * Without a `clientDir` it serves the built client when there is one, and starts without it otherwise.
 */
export async function startTestShell(options: Pick<ShellServerOptions, 'clientDir'> = {}): Promise<TestShell> {
  return createShellServer({
    ...options,
    clientAssetsOptional: true,
    api: await testApiOptions(),
  });
}

/**
 * A shell started before the file's tests and closed after them, read through
 * the returned function. The tests get a long timeout: on a busy machine the
 * start, and a first page, take seconds.
 */
export function shellForTheseTests(): () => TestShell {
  jest.setTimeout(90_000);
  let shell: TestShell | undefined;
  beforeAll(async () => {
    shell = await startTestShell();
  });
  afterAll(async () => {
    await shell?.close();
  });
  return () => {
    if (!shell) throw new Error('the test shell has not started');
    return shell;
  };
}

export { bootOf } from './bootOf';
