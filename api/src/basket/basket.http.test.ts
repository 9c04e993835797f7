// POST /_api/basket/addToCart and GET /_api/basket over HTTP, against a real
// (in-memory) database: every bad request is a readable 4xx and stores nothing.
import type { Cart } from '@storefront/shared-contracts';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const records = () => server.api.catalogue.products.filter((p) => p.availablefascias.includes('burton'));
const variantWhere = (pred: (v: { quantity: number; marketplaceSku?: string }, p: { customisationGroupName?: string }) => boolean) => {
  for (const p of records()) for (const v of p.variants) if (pred(v, p)) return { product: p, variant: v };
  throw new Error('no such variant in the catalogue');
};
const inStock = () => variantWhere((v, p) => v.quantity >= 5 && !v.marketplaceSku && !p.customisationGroupName);

const add = (client: TestClient, items: unknown) => client.postForm('/_api/basket/addToCart', { data: JSON.stringify(items) });
const bag = async (client: TestClient) => (await (await client.get('/_api/basket')).json()) as Cart;

describe('adding to the basket', () => {
  it('adds an item with quantity 1 by default, sets an HttpOnly session cookie and keeps the line', async () => {
    const client = server.client();
    const { product, variant } = inStock();
    const res = await add(client, [{ sku: variant.sku, searchTracking: { hitObjectIDs: [product.id], queryID: 'a'.repeat(32) } }]);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/sf_sid=.*HttpOnly/i);
    const cart = (await res.json()) as Cart;
    expect(cart.id).toBeTruthy();
    expect(cart.itemCount).toBe(1);
    expect(cart.lastAdded).toEqual([expect.objectContaining({ sku: variant.sku, quantity: 1, productId: product.id })]);
    expect((await bag(client)).lines).toEqual([expect.objectContaining({ sku: variant.sku, quantity: 1 })]);
  });

  it('accepts the marketplace sku of a variant', async () => {
    const client = server.client();
    const { variant } = variantWhere((v) => Boolean(v.marketplaceSku) && v.quantity > 2);
    const res = await add(client, [{ sku: variant.marketplaceSku, quantity: 2 }]);
    expect(res.status).toBe(200);
    expect((await bag(client)).itemCount).toBe(2);
  });

  it('refuses an out-of-stock item with the message the shopper sees', async () => {
    const client = server.client();
    const { variant } = variantWhere((v) => v.quantity === 0);
    const res = await add(client, [{ sku: variant.sku }]);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'OUT_OF_STOCK', message: 'Sorry, this item is out of stock.' });
    expect((await bag(client)).itemCount).toBe(0);
  });

  it('refuses more than the stock left, counting what is in the bag', async () => {
    const client = server.client();
    const { variant } = variantWhere((v, p) => v.quantity >= 1 && v.quantity <= 4 && !p.customisationGroupName);
    expect((await add(client, [{ sku: variant.sku, quantity: variant.quantity }])).status).toBe(200);
    const res = await add(client, [{ sku: variant.sku }]);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/you already have \d+ in your bag/);
    expect((await bag(client)).itemCount).toBe(variant.quantity);
  });

  it.each([
    ['no data field', null, 400, 'The form field data is required.'],
    ['malformed JSON', '{not json', 400, 'The field data is not valid JSON.'],
    ['an empty list', '[]', 400, 'Add at least one item.'],
    ['an unknown sku', JSON.stringify([{ sku: 'ZZZ99999-01-01' }]), 400, 'We could not find the item ZZZ99999-01-01.'],
    ['quantity 0', JSON.stringify([{ sku: 'SKU', quantity: 0 }]), 400, 'Quantity must be a whole number from 1 to'],
    ['quantity 11', JSON.stringify([{ sku: 'SKU', quantity: 11 }]), 400, 'Quantity must be a whole number from 1 to'],
    ['quantity 1.5', JSON.stringify([{ sku: 'SKU', quantity: 1.5 }]), 400, 'Quantity must be a whole number from 1 to'],
  ])('answers %s with a readable 4xx and stores nothing', async (_name, data, status, message) => {
    const client = server.client();
    const { variant } = inStock();
    await add(client, [{ sku: variant.sku }]);
    const before = await bag(client);
    const fields: Record<string, string> = data === null ? {} : { data: data.replace('"SKU"', JSON.stringify(variant.sku)) };
    const res = await client.postForm('/_api/basket/addToCart', fields);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.message).toContain(message);
    expect(typeof body.error).toBe('string');
    expect(await bag(client)).toEqual(before);
  });

  it('stores nothing when one item of several is bad (all or nothing)', async () => {
    const client = server.client();
    const { variant } = inStock();
    const res = await add(client, [{ sku: variant.sku }, { sku: 'ZZZ99999-01-01' }]);
    expect(res.status).toBe(400);
    expect((await bag(client)).itemCount).toBe(0);
  });

  it('validates customisation values against the product’s group and stores them on the line', async () => {
    const client = server.client();
    const { variant } = variantWhere((v, p) => p.customisationGroupName === 'monogram' && v.quantity > 0);
    const bad = await add(client, [{ sku: variant.sku, customisation: { initials: 'A1' } }]);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Letters only');
    const tooLong = await add(client, [{ sku: variant.sku, customisation: { initials: 'ABCD' } }]);
    expect((await tooLong.json()).message).toBe('Initials can be at most 3 characters.');
    const missing = await add(client, [{ sku: variant.sku, customisation: {} }]);
    expect((await missing.json()).message).toBe('Initials is required.');
    expect((await bag(client)).itemCount).toBe(0);

    const ok = await add(client, [{ sku: variant.sku, customisation: { initials: 'JS' } }]);
    expect(ok.status).toBe(200);
    expect((await bag(client)).lines[0]?.customisation).toEqual({ initials: 'JS' });
  });

  it('keeps each shopper’s basket apart', async () => {
    const a = server.client();
    const b = server.client();
    await add(a, [{ sku: inStock().variant.sku }]);
    expect((await bag(a)).itemCount).toBe(1);
    expect((await bag(b)).itemCount).toBe(0);
  });
});
