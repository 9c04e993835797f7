/**
 * @jest-environment node
 */
// Field health through the shell's server: the sample rate a deployment sets
// (FIELD_SAMPLE_RATE) reaches the documents' boot data, and a beacon from the
// page's own origin is taken at /_api/field/reports on that origin.
import { testApiOptions } from '@storefront/api/testing/database';
import { createShellServer } from '../server/app';
import { bootOf, type TestShell } from '../server/testing/shell';

jest.setTimeout(90_000);

let shell: TestShell;
const previous = process.env.FIELD_SAMPLE_RATE;

beforeAll(async () => {
  process.env.FIELD_SAMPLE_RATE = '0.25';
  shell = await createShellServer({ clientAssetsOptional: true, api: await testApiOptions() });
});

afterAll(async () => {
  if (previous === undefined) delete process.env.FIELD_SAMPLE_RATE;
  else process.env.FIELD_SAMPLE_RATE = previous;
  await shell?.close();
});

it("puts the deployment's sample rate in every document's boot data", async () => {
  const res = await shell.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(bootOf(res.body).fieldSampleRate).toBe(0.25);
});

it("takes a page's beacon on the page's own origin, and refuses one sent from another site", async () => {
  const report = { v: 1, page: 'home', fascia: 'burton', remotes: [{ name: 'contentBlocks', release: 'default', channel: 'live', view: 1, failed: 0, failures: [], errors: 0 }], vitals: { lcp: 900 } };
  const beacon = (origin: string) =>
    shell.inject({ method: 'POST', url: '/_api/field/reports', headers: { host: 'localhost:3000', origin, 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(report) });
  expect((await beacon('http://localhost:3000')).statusCode).toBe(204);
  expect((await beacon('https://elsewhere.example')).statusCode).toBe(403);
});
