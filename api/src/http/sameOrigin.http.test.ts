// Every state-changing route refuses a request another site sent (issue 22):
// 403 with a readable message, and the bag, wishlist and session unchanged;
// the site's own pages, and clients that send neither header, still work.
import type { AccountAnswer, Cart, LoginPageAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';
import { CROSS_SITE_MESSAGE } from './sameOrigin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FOREIGN = { origin: 'https://evil.example' };
const CROSS_SITE = { 'sec-fetch-site': 'cross-site' };
/** The site's own page: the origin the test server answers on. */
const own = () => ({ origin: server.url });

const CUSTOMER = { username: 'test.customer@example.com', password: 'Password123!' };

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ success: false, error: 'CROSS_SITE_REQUEST', message: CROSS_SITE_MESSAGE });
  expect(res.headers.getSetCookie()).toEqual([]);
}

const sku = () => {
  const product = server.api.catalogue.products.find((p) => p.availablefascias.includes('burton') && !p.customisationGroupName && p.variants.some((v) => v.quantity >= 5))!;
  return product.variants.find((v) => v.quantity >= 5)!.sku;
};
const addToBag = (client: TestClient, headers?: Record<string, string>) =>
  client.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku: sku() }]) }, headers);
const bag = async (client: TestClient) => (await (await client.get('/_api/basket')).json()) as Cart;
const account = async (client: TestClient) => (await (await client.get('/account')).json()) as AccountAnswer;
const csrfOf = async (client: TestClient) => ((await (await client.get('/login')).json()) as LoginPageAnswer).csrf;

async function signedIn(): Promise<TestClient> {
  const client = server.client();
  expect((await client.postForm('/login', { csrf: await csrfOf(client), ...CUSTOMER }, own())).status).toBe(200);
  return client;
}

function wishlistItem() {
  const product = server.api.catalogue.products.filter((p) => p.availablefascias.includes('burton'))[3]!;
  const variant = product.variants[0]!;
  return { productKey: product.key, colourSelected: product.colours[variant.colourIndex]!.colour, lineItemSku: variant.sku, sizeSelected: true };
}
const wishlist = async (client: TestClient) => ((await (await client.get('/_api/wishlist')).json()) as { items: unknown[] }).items;

describe('POST /_api/basket/addToCart', () => {
  it('refuses another site, for a shopper with a bag and for a new one, storing nothing', async () => {
    const client = server.client();
    expect((await addToBag(client)).status).toBe(200);
    await expectRefused(await addToBag(client, FOREIGN));
    expect((await bag(client)).itemCount).toBe(1);

    const stranger = server.client();
    await expectRefused(await addToBag(stranger, FOREIGN));
    expect(stranger.cookies.size).toBe(0);
  });

  it('refuses Sec-Fetch-Site cross-site without an Origin', async () => {
    const client = server.client();
    expect((await addToBag(client)).status).toBe(200);
    await expectRefused(await addToBag(client, CROSS_SITE));
    expect((await bag(client)).itemCount).toBe(1);
  });

  it('takes the site’s own origin, same-origin and same-site fetches, and clients that send neither header', async () => {
    const client = server.client();
    expect((await addToBag(client, own())).status).toBe(200);
    expect((await addToBag(client, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await addToBag(client, { 'sec-fetch-site': 'same-site' })).status).toBe(200);
    expect((await addToBag(client, { ...own(), 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await addToBag(client)).status).toBe(200);
    expect((await bag(client)).itemCount).toBe(5);
  });

  it('refuses an opaque ("null") or unreadable Origin', async () => {
    const client = server.client();
    await expectRefused(await addToBag(client, { origin: 'null' }));
    await expectRefused(await addToBag(client, { origin: 'not an origin' }));
    // The same host on another port or scheme is another origin.
    await expectRefused(await addToBag(client, { origin: server.url.replace(/:\d+$/, ':1') }));
    await expectRefused(await addToBag(client, { origin: server.url.replace('http:', 'https:') }));
  });
});

describe('POST /_api/wishlist/add and /remove', () => {
  it('refuses another site and keeps the wishlist as it was; the site’s own page saves and removes', async () => {
    const client = await signedIn();
    const item = wishlistItem();
    await expectRefused(await client.postJson('/_api/wishlist/add', item, FOREIGN));
    expect(await wishlist(client)).toEqual([]);

    expect((await client.postJson('/_api/wishlist/add', item, own())).status).toBe(200);
    expect(await wishlist(client)).toHaveLength(1);

    await expectRefused(await client.postJson('/_api/wishlist/remove', item, FOREIGN));
    await expectRefused(await client.postJson('/_api/wishlist/remove', item, CROSS_SITE));
    expect(await wishlist(client)).toHaveLength(1);

    expect((await client.postJson('/_api/wishlist/remove', item, own())).status).toBe(200);
    expect(await wishlist(client)).toEqual([]);
  });
});

describe('POST /login and /logout', () => {
  it('refuses a sign-in another site sends, even with the right token and password', async () => {
    const client = server.client();
    const csrf = await csrfOf(client);
    const session = client.cookies.get('sf_sid');
    await expectRefused(await client.postForm('/login', { csrf, ...CUSTOMER }, FOREIGN));
    await expectRefused(await client.postForm('/login', { csrf, ...CUSTOMER }, CROSS_SITE));
    expect(client.cookies.get('sf_sid')).toBe(session);
    expect((await account(client)).user.guest).toBe(true);

    expect((await client.postForm('/login', { csrf, ...CUSTOMER }, own())).status).toBe(200);
    expect((await account(client)).user.guest).toBe(false);
  });

  it('refuses a sign-out another site sends; the site’s own page signs out', async () => {
    const client = await signedIn();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    await expectRefused(await client.postForm('/logout', { csrf }, FOREIGN));
    expect((await account(client)).user.guest).toBe(false);

    expect((await client.postForm('/logout', { csrf }, own())).status).toBe(200);
    expect((await account(client)).user.guest).toBe(true);
  });
});

describe('what stays open', () => {
  it('answers reads from any origin', async () => {
    const res = await fetch(`${server.url}/_api/basket`, { headers: FOREIGN });
    expect(res.status).toBe(200);
  });

  it('answers search queries from other origins, as hosted Algolia does', async () => {
    const res = await fetch(`${server.url}/1/indexes/burton_products/query`, {
      method: 'POST',
      headers: { ...FOREIGN, ...CROSS_SITE, 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': 'search-only-key', 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'dress', hitsPerPage: 1 }),
    });
    expect(res.status).toBe(200);
  });
});
