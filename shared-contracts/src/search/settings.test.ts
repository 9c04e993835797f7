/**
 * @jest-environment node
 */
// SEARCH_* as the shell and the api read them at start, and the fascia the
// page's search client is built from.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FASCIAS, searchIndexName } from '../fascia/fascias';
import { searchClientFor, searchHosts } from './client';
import { ALGOLIA_INSIGHTS_URL, searchSettingsFromEnv, SearchSettingsError, withSearchSettings } from './settings';

const hosted = { SEARCH_HOSTS: 'https://abc-dsn.algolia.net', SEARCH_APP_ID: 'ABC', SEARCH_API_KEY: 'search-only-abc' };
const page = { hostname: 'shop.example', port: '', protocol: 'https:' };

function refusal(env: Record<string, string>): string {
  try {
    searchSettingsFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SearchSettingsError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('searchSettingsFromEnv', () => {
  it('is the local service when nothing is set, or only empty values', () => {
    expect(searchSettingsFromEnv({})).toBeNull();
    expect(searchSettingsFromEnv({ SEARCH_HOSTS: '', SEARCH_APP_ID: ' ', PATH: '/usr/bin' })).toBeNull();
  });

  it('reads hosted search: hosts with their ports, keys, Algolia insights by default', () => {
    expect(searchSettingsFromEnv({ ...hosted, SEARCH_HOSTS: 'https://abc-dsn.algolia.net, https://abc-1.algolianet.com:8443,http://127.0.0.1:4150' })).toEqual({
      appId: 'ABC',
      apiKey: 'search-only-abc',
      hosts: [
        { url: 'abc-dsn.algolia.net', protocol: 'https' },
        { url: 'abc-1.algolianet.com', protocol: 'https', port: 8443 },
        { url: '127.0.0.1', protocol: 'http', port: 4150 },
      ],
      insightsUrl: ALGOLIA_INSIGHTS_URL,
      indexPrefix: '',
      indexes: {},
    });
  });

  it('reads an index prefix, per-fascia index names and an insights endpoint', () => {
    const settings = searchSettingsFromEnv({
      ...hosted,
      SEARCH_INDEX_PREFIX: 'prod_',
      SEARCH_INDEXES: 'coast = coast_fr, dorothyperkins=dp_products',
      SEARCH_INSIGHTS_URL: 'https://insights.de.algolia.io/',
    });
    expect(settings).toMatchObject({ indexPrefix: 'prod_', indexes: { coast: 'coast_fr', dorothyperkins: 'dp_products' }, insightsUrl: 'https://insights.de.algolia.io' });
  });

  it('refuses keys or index names without hosts, which the local service would not answer to', () => {
    expect(refusal({ SEARCH_APP_ID: 'ABC', SEARCH_API_KEY: 'k' })).toMatch(/SEARCH_APP_ID, SEARCH_API_KEY set without SEARCH_HOSTS/);
    expect(refusal({ SEARCH_INDEX_PREFIX: 'prod_' })).toMatch(/without SEARCH_HOSTS/);
  });

  it('refuses hosts without the application id or the key', () => {
    expect(refusal({ SEARCH_HOSTS: hosted.SEARCH_HOSTS, SEARCH_API_KEY: 'k' })).toBe('SEARCH_APP_ID is required with SEARCH_HOSTS (the application id)');
    expect(refusal({ SEARCH_HOSTS: hosted.SEARCH_HOSTS, SEARCH_APP_ID: 'ABC' })).toMatch(/^SEARCH_API_KEY is required with SEARCH_HOSTS/);
    expect(refusal({ ...hosted, SEARCH_APP_ID: 'A B' })).toMatch(/SEARCH_APP_ID: "A B"/);
  });

  it.each([
    ['abc-dsn.algolia.net', /"abc-dsn.algolia.net" is not a URL; write it with its scheme/],
    ['ftp://abc.example', /not an http\(s\) URL/],
    ['http://search.example', /must use https/],
    ['https://user:pw@search.example', /must not carry credentials/],
    ['https://search.example/1/indexes', /must be an origin only/],
    ['https://search.example?x=1', /must be an origin only/],
    [' , ', /names no host/],
  ])('refuses the host %j', (value, message) => {
    expect(refusal({ ...hosted, SEARCH_HOSTS: value })).toMatch(message);
  });

  it('refuses index names it cannot use', () => {
    expect(refusal({ ...hosted, SEARCH_INDEXES: 'topshop=x' })).toMatch(/"topshop" is not a fascia \(one of burton, coast/);
    expect(refusal({ ...hosted, SEARCH_INDEXES: 'burton' })).toMatch(/"burton" is not fascia=index/);
    expect(refusal({ ...hosted, SEARCH_INDEXES: 'burton=a b' })).toMatch(/is not fascia=index/);
    expect(refusal({ ...hosted, SEARCH_INDEXES: 'burton=a,burton=b' })).toBe('SEARCH_INDEXES names burton twice');
    expect(refusal({ ...hosted, SEARCH_INDEX_PREFIX: 'pro d' })).toMatch(/SEARCH_INDEX_PREFIX/);
    expect(refusal({ ...hosted, SEARCH_INSIGHTS_URL: 'http://insights.example' })).toMatch(/SEARCH_INSIGHTS_URL: .* must use https/);
  });
});

describe('withSearchSettings', () => {
  it('leaves the fascia as it is for the local service', () => {
    expect(withSearchSettings(FASCIAS.coast, null)).toBe(FASCIAS.coast);
    expect(searchHosts(withSearchSettings(FASCIAS.coast, null), page)).toEqual([{ url: 'shop.example', protocol: 'https', accept: 'read' }]);
  });

  it('gives every fascia the hosted keys, hosts and index names', () => {
    const settings = searchSettingsFromEnv({ ...hosted, SEARCH_INDEX_PREFIX: 'prod_', SEARCH_INDEXES: 'coast=coast_fr' });
    const burton = withSearchSettings(FASCIAS.burton, settings);
    expect(burton.search).toEqual({
      appId: 'ABC',
      apiKey: 'search-only-abc',
      hosts: [{ url: 'abc-dsn.algolia.net', protocol: 'https' }],
      insightsUrl: ALGOLIA_INSIGHTS_URL,
      sourceIndex: 'prod_burton_products',
    });
    expect(searchIndexName(burton, 'price_asc')).toBe('prod_burton_products_price_asc');
    expect(withSearchSettings(FASCIAS.coast, settings).search.sourceIndex).toBe('coast_fr');
    // A fascia without an index keeps none, unless one is named for it.
    expect(withSearchSettings(FASCIAS.dorothyperkins, settings).search.sourceIndex).toBeNull();
    expect(withSearchSettings(FASCIAS.dorothyperkins, { ...settings!, indexes: { dorothyperkins: 'dp' } }).search.sourceIndex).toBe('dp');
    expect(burton.features).toBe(FASCIAS.burton.features);
  });
});

describe('the search client of a configured fascia', () => {
  let received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
  const endpoint = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ results: [{ hits: [{ objectID: 'h1', name: 'Hosted Linen Shirt' }], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'linen', params: '' }] }));
    });
  });
  beforeAll(() => new Promise<void>((done) => endpoint.listen(0, '127.0.0.1', done)));
  afterAll(() => new Promise<void>((done) => endpoint.close(() => done())));
  beforeEach(() => (received = []));

  it('sends its searches to the configured host with the configured keys and index', async () => {
    const { port } = endpoint.address() as AddressInfo;
    const settings = searchSettingsFromEnv({ SEARCH_HOSTS: `http://127.0.0.1:${port}`, SEARCH_APP_ID: 'HOSTED', SEARCH_API_KEY: 'hosted-key', SEARCH_INDEX_PREFIX: 'prod_' });
    const fascia = withSearchSettings(FASCIAS.burton, settings);
    // The page is on another origin: the configured host wins over it.
    const client = searchClientFor(fascia, page);
    const answer = await client.search({ requests: [{ indexName: searchIndexName(fascia), query: 'linen' }] });
    expect(answer.results[0]).toMatchObject({ hits: [{ name: 'Hosted Linen Shirt' }] });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toMatch(/^\/1\/indexes\/\*\/queries(\?|$)/);
    const credentials = new URLSearchParams(request!.url!.split('?')[1]);
    expect(request!.headers['x-algolia-application-id'] ?? credentials.get('x-algolia-application-id')).toBe('HOSTED');
    expect(request!.headers['x-algolia-api-key'] ?? credentials.get('x-algolia-api-key')).toBe('hosted-key');
    expect(JSON.parse(request!.body)).toMatchObject({ requests: [{ indexName: 'prod_burton_products', query: 'linen' }] });
  });
});
