// The field report endpoint and release health on PGlite (the cases: testFieldHttp.ts).
import { startTestServer, type TestServer } from '../testing/server';
import { FIELD_OFFICE_CIDRS, FIELD_TEST_LIMIT, FIELD_TOKEN, fieldHttpCases } from './testFieldHttp';

let server: TestServer;
const previousLimit = process.env.FIELD_REPORTS_PER_MINUTE;

beforeAll(async () => {
  process.env.FIELD_REPORTS_PER_MINUTE = String(FIELD_TEST_LIMIT);
  // Behind a trusted proxy, so each test's client comes from its own address.
  server = await startTestServer({ trustProxy: true, api: { releases: { token: FIELD_TOKEN }, officeNetworkCidrs: FIELD_OFFICE_CIDRS } });
});

afterAll(async () => {
  if (previousLimit === undefined) delete process.env.FIELD_REPORTS_PER_MINUTE;
  else process.env.FIELD_REPORTS_PER_MINUTE = previousLimit;
  await server.close();
});

fieldHttpCases(() => [server]);
