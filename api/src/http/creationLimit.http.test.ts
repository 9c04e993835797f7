// Short links and reviews per client address: past the limit a 429 that says
// when to try again, nothing stored, and other addresses are not held up.
import { apiPaths } from '@storefront/shared-contracts';
import { ShortLinkService } from '../share/shortLinkService';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy, so each test client can come from its own address.
  server = await startTestServer({
    trustProxy: true,
    api: { creationLimits: { shortLinks: { max: 2, windowMs: 60_000 }, reviews: { max: 2, windowMs: 60 * 60_000 } } },
  });
});
afterAll(() => server.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const productUrl = (n: number) => `${server.url}/product/midi-wrap-dress-10001?n=${n}`;
const links = () => new ShortLinkService(server.api.db).count();
const reviews = async () => (await server.api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reviews WHERE origin = 'customer'`))[0]!.n;

it('holds a client address that makes too many short links, storing nothing, and not the others', async () => {
  const client = server.client();
  for (const n of [1, 2]) expect((await client.postForm('/_api/url-shorten', { url: productUrl(n) }, from('203.0.113.7'))).status).toBe(200);
  const before = await links();

  const held = await client.postForm('/_api/url-shorten', { url: productUrl(3) }, from('203.0.113.7'));
  expect(held.status).toBe(429);
  expect(await held.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: 'Too many links shared from here in a short time. Please try again in 1 minute.' });
  expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await links()).toBe(before);

  expect((await client.postForm('/_api/url-shorten', { url: productUrl(3) }, from('198.51.100.20'))).status).toBe(200);
  expect(await links()).toBe(before + 1);
});

it('holds a client address that sends too many reviews, storing nothing, and not the others', async () => {
  const client = server.client();
  const sku = server.api.catalogue.productById('10014')!.variants[0]!.sku;
  const review = { sku, rating: 4, title: 'Nice', reviewText: 'Light and fresh.', username: 'Sam', userLocation: 'York' };
  for (let i = 0; i < 2; i++) expect((await client.postJson(apiPaths.writeReview(), review, from('203.0.113.8'))).status).toBe(201);
  const before = await reviews();

  const held = await client.postJson(apiPaths.writeReview(), review, from('203.0.113.8'));
  expect(held.status).toBe(429);
  expect(await held.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: 'Too many reviews sent from here in a short time. Please try again in 1 hour.' });
  expect(await reviews()).toBe(before);

  expect((await client.postJson(apiPaths.writeReview(), review, from('198.51.100.21'))).status).toBe(201);
  expect(await reviews()).toBe(before + 1);
});
