/**
 * @jest-environment node
 */
// Search moved to a hosted Algolia-protocol endpoint by the shell's
// environment alone: the api's search service stands in for it on another
// origin, with its own keys, index names and records. The document's boot
// data must carry those settings, its CSP must let the page reach them, and
// the search client a remote builds from the boot data must be answered
// from there. The shell's own (local) service keeps running beside it.
import Fastify, { type FastifyInstance } from 'fastify';
import { createSearchService } from '@storefront/search-service';
import { SEARCH_ENV_NAMES } from '@storefront/shared-contracts/search-settings';
import { searchIndexName, type SearchHit } from '@storefront/shared-contracts';
import { searchClientFor, searchHosts } from '@storefront/shared-contracts/search-client';
import type { BootData } from '../boot';
import { createShellServer } from './app';
import { bootOf } from './testing/bootOf';
import { testApiOptions } from '@storefront/api/testing/database';

// The shell starts its in-process api (catalogue, local indexes, database): seconds on a busy machine.
jest.setTimeout(90_000);

const HOSTED_KEYS = { appId: 'HOSTEDAPP', apiKey: 'hosted-search-only-key' };
/** Only the hosted index has this product: a hit of it can only come from there. */
const HOSTED_RECORD = { objectID: 'hosted-1', productKey: 'HOSTED-1', name: 'Harbour Linen Shirt', brand: 'Burton', category: 'Shirts', bestSellerRank: 1, createdAt: 0 };

let hosted: FastifyInstance;
let hostedOrigin: string;
let shell: Awaited<ReturnType<typeof createShellServer>>;
let shellOrigin: string;

beforeAll(async () => {
  const service = createSearchService({ indexes: { hosted_burton_products: [HOSTED_RECORD] }, apiKeys: [HOSTED_KEYS], allowedOrigins: [] });
  hosted = Fastify();
  await hosted.register(service.plugin);
  await hosted.listen({ port: 0, host: '127.0.0.1' });
  const address = hosted.server.address();
  hostedOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // As an operator would: the environment, read when the shell starts.
  Object.assign(process.env, {
    SEARCH_HOSTS: hostedOrigin,
    SEARCH_APP_ID: HOSTED_KEYS.appId,
    SEARCH_API_KEY: HOSTED_KEYS.apiKey,
    SEARCH_INDEX_PREFIX: 'hosted_',
  });
  try {
    shell = await createShellServer({
      clientAssetsOptional: true,
      api: await testApiOptions(),
    });
  } finally {
    for (const name of SEARCH_ENV_NAMES) delete process.env[name];
  }
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const shellAddress = shell.server.address();
  shellOrigin = `http://127.0.0.1:${typeof shellAddress === 'object' && shellAddress ? shellAddress.port : 0}`;
});

afterAll(async () => {
  await shell?.close();
  await hosted?.close();
});

async function searchDocument(): Promise<{ boot: BootData; csp: string }> {
  const res = await fetch(`${shellOrigin}/search?q=linen`);
  expect(res.status).toBe(200);
  return { boot: bootOf(await res.text()), csp: res.headers.get('content-security-policy') ?? '' };
}

it('hands the configured search settings to the browser in the boot data', async () => {
  const { boot } = await searchDocument();
  const port = Number(new URL(hostedOrigin).port);
  expect(boot.fascia.key).toBe('burton');
  expect(boot.fascia.search).toEqual({
    appId: 'HOSTEDAPP',
    apiKey: 'hosted-search-only-key',
    hosts: [{ url: '127.0.0.1', protocol: 'http', port }],
    insightsUrl: 'https://insights.algolia.io',
    sourceIndex: 'hosted_burton_products',
  });
  // Hosted search holds other records than the local index: no first results from it.
  expect(boot.listingPreview).toBeUndefined();
});

it('lets the page connect to the configured host and insights endpoint', async () => {
  const { csp } = await searchDocument();
  const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '))!.split(' ');
  expect(connect).toEqual(expect.arrayContaining([hostedOrigin, 'https://insights.algolia.io']));
});

it('gives a search client built from the boot data that is answered by the configured host', async () => {
  const { boot } = await searchDocument();
  // The page's own origin: another port than the hosted endpoint's.
  const { hostname, port, protocol } = new URL(shellOrigin);
  const page = { hostname, port, protocol };
  expect(searchHosts(boot.fascia, page)).toEqual([{ url: '127.0.0.1', port: Number(new URL(hostedOrigin).port), protocol: 'http', accept: 'read' }]);
  const client = searchClientFor(boot.fascia, page);
  const { results } = await client.search<SearchHit>({ requests: [{ indexName: searchIndexName(boot.fascia), query: 'linen' }] });
  expect(results[0]).toMatchObject({ nbHits: 1, hits: [{ objectID: 'hosted-1', name: 'Harbour Linen Shirt' }] });
});

it('still runs the local search service and draws no first results from it', async () => {
  const local = await fetch(`${shellOrigin}/1/indexes/burton_products/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': 'search-only-key', 'content-type': 'text/plain' },
    body: JSON.stringify({ query: 'shirt', hitsPerPage: 1 }),
  });
  expect(local.status).toBe(200);
  expect(((await local.json()) as { nbHits: number }).nbHits).toBeGreaterThan(0);
  const preview = await fetch(`${shellOrigin}/_api/shell/listing-preview?fascia=burton&query=shirt`);
  expect(await preview.json()).toEqual({ data: null });
});

it('refuses to start on a malformed host, saying which', async () => {
  process.env.SEARCH_HOSTS = 'search.example';
  try {
    await expect(createShellServer({ clientAssetsOptional: true })).rejects.toThrow('SEARCH_HOSTS: "search.example" is not a URL');
  } finally {
    delete process.env.SEARCH_HOSTS;
  }
});
