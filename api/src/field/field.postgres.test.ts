// The field report endpoint and release health on PostgreSQL, with two api
// instances on one database (each report goes to one or the other): the
// aggregates add up exactly as on PGlite (the cases: testFieldHttp.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../testing/embeddedPostgres';
import { startTestServer, type TestServer } from '../testing/server';
import { FIELD_OFFICE_CIDRS, FIELD_TEST_LIMIT, FIELD_TOKEN, fieldHttpCases } from './testFieldHttp';

// initdb and two api starts on a busy 2-core machine.
jest.setTimeout(90_000);

let workDir: string;
let postgres: EmbeddedPostgres | undefined;
const servers: TestServer[] = [];
const previous = { url: process.env.DATABASE_URL, limit: process.env.FIELD_REPORTS_PER_MINUTE };

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'sf-pg-field-'));
  postgres = await startEmbeddedPostgres(workDir);
  process.env.DATABASE_URL = postgres.url;
  process.env.FIELD_REPORTS_PER_MINUTE = String(FIELD_TEST_LIMIT);
  // One after the other: each migrates under the lock, the second finds nothing to do.
  for (let i = 0; i < 2; i++) servers.push(await startTestServer({ trustProxy: true, api: { releases: { token: FIELD_TOKEN }, officeNetworkCidrs: FIELD_OFFICE_CIDRS } }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  for (const [name, value] of [['DATABASE_URL', previous.url], ['FIELD_REPORTS_PER_MINUTE', previous.limit]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

it('answers on PostgreSQL from two instances', async () => {
  const [port] = await servers[0]!.api.db.query<{ port: number }>('SELECT inet_server_port() AS port');
  expect(port?.port).toBe(Number(new URL(postgres!.url).port));
  expect(servers).toHaveLength(2);
});

fieldHttpCases(() => servers);
