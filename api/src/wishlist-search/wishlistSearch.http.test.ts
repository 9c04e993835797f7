// GET /_api/search/wishlistProductSearch over HTTP: the saved items' listing
// cards for the fascia, newest first, at most 20; empty for guests and for
// customers who saved nothing.
import { toCardData, type WishlistAnswer } from '@storefront/shared-contracts';
import { newCustomer } from '../testing/customers';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';
import type { WishlistProductSearchAnswer } from './rules';

const PATH = '/_api/search/wishlistProductSearch';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Saveable items of products sold in every fascia (not premier), from the `from`th on. */
function items(count: number, from = 0) {
  return server.api.catalogue.products
    .filter((p) => p.availablefascias.length === 5 && !p.isPremier)
    .slice(from, from + count)
    .map((record) => {
      const variant = record.variants.at(-1)!;
      return { productKey: record.key, colourSelected: record.colours[variant.colourIndex]!.colour, lineItemSku: variant.sku, sizeSelected: true };
    });
}

async function save(client: TestClient, list: ReturnType<typeof items>) {
  for (const item of list) {
    const res = await client.postJson('/_api/wishlist/add', item);
    expect(res.status).toBe(200);
  }
}

async function search(client: TestClient, query = ''): Promise<WishlistProductSearchAnswer> {
  const res = await client.get(`${PATH}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as WishlistProductSearchAnswer;
}

describe('GET /_api/search/wishlistProductSearch', () => {
  it('answers an empty list for a guest', async () => {
    expect(await search(server.client())).toEqual({ products: [] });
  });

  it('answers an empty list for a customer who saved nothing', async () => {
    const { client } = await newCustomer(server);
    expect(await search(client)).toEqual({ products: [] });
  });

  it('answers the saved items as listing cards in the saved colour, newest first, the same cards as the wishlist', async () => {
    const { client } = await newCustomer(server);
    const saved = items(3, 40);
    await save(client, saved);
    const { products } = await search(client);
    expect(products.map((p) => [p.productKey, p.colour])).toEqual(saved.reverse().map((i) => [i.productKey, i.colourSelected]));
    // Card data as the search service's hits become on the front end: it reads back unchanged.
    for (const card of products) expect(toCardData(card)).toEqual(card);
    const wishlist = (await (await client.get('/_api/wishlist')).json()) as WishlistAnswer;
    expect(products).toEqual(wishlist.items.map((entry) => entry.card));
  });

  it("answers the request's fascia's cards and leaves out what it does not sell", async () => {
    const { client } = await newCustomer(server);
    const burtonOnly = server.api.catalogue.products.find((p) => p.availablefascias.length === 1 && p.availablefascias[0] === 'burton' && !p.isPremier)!;
    const variant = burtonOnly.variants[0]!;
    await save(client, [
      ...items(1, 60),
      { productKey: burtonOnly.key, colourSelected: burtonOnly.colours[variant.colourIndex]!.colour, lineItemSku: variant.sku, sizeSelected: false },
    ]);
    expect((await search(client, '?fascia=burton')).products.map((p) => p.productKey)).toEqual([burtonOnly.key, items(1, 60)[0]!.productKey]);
    const coast = await search(client, '?fascia=coast');
    expect(coast.products.map((p) => p.productKey)).toEqual([items(1, 60)[0]!.productKey]);
    // Priced in the fascia's currency.
    expect(coast.products[0]!.price).not.toEqual((await search(client, '?fascia=burton')).products[1]!.price);
  });

  it('answers at most 20 products', async () => {
    const { client } = await newCustomer(server);
    const saved = items(22, 100);
    await save(client, saved);
    const { products } = await search(client);
    expect(products).toHaveLength(20);
    expect(products[0]!.productKey).toBe(saved[21]!.productKey);
    expect(products[19]!.productKey).toBe(saved[2]!.productKey);
  });
});
