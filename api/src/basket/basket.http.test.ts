// POST /_api/basket/addToCart and GET /_api/basket over HTTP, against a real
// (in-memory) database: every bad request is a readable 4xx and stores nothing.
import type { Cart } from '@storefront/shared-contracts';
import { addConcurrently } from '../testing/concurrentAdds';
import { expectBagMatchesAcceptedChanges, reportBagWorkload, runBagWorkload } from '../../test-support/concurrentBag';
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

describe('the line limit of 10', () => {
  /** Variants with stock to spare, so the limit is what refuses. */
  const plenty = (n: number) => records().flatMap((p) => (p.customisationGroupName ? [] : p.variants)).filter((v) => v.quantity >= 30 && !v.marketplaceSku)[n]!;
  const lineOf = async (client: TestClient, sku: string) => (await bag(client)).lines.find((line) => line.sku === sku)?.quantity ?? 0;

  it('refuses 9 more on a line of 9, saying how many more fit, and keeps the line at 9', async () => {
    const client = server.client();
    const { sku } = plenty(0);
    expect((await add(client, [{ sku, quantity: 9 }])).status).toBe(200);
    const res = await add(client, [{ sku, quantity: 9 }]);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'LINE_LIMIT', message: 'You can add 1 more of this item (the limit is 10 per item).' });
    expect(await lineOf(client, sku)).toBe(9);
  });

  it('fills a line to 10, then says it is full', async () => {
    const client = server.client();
    const { sku } = plenty(1);
    expect((await add(client, [{ sku, quantity: 9 }])).status).toBe(200);
    expect((await add(client, [{ sku }])).status).toBe(200);
    const res = await add(client, [{ sku }]);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('You already have the maximum of 10 of this item in your bag.');
    expect(await lineOf(client, sku)).toBe(10);
  });

  it('counts the same item twice in one add, and stores none of an add that passes the limit', async () => {
    const client = server.client();
    const [first, second] = [plenty(2).sku, plenty(3).sku];
    const twice = await add(client, [{ sku: first, quantity: 6 }, { sku: first, quantity: 5 }]);
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe('You can add 4 more of this item (the limit is 10 per item).');
    expect((await bag(client)).lines).toEqual([]);

    expect((await add(client, [{ sku: first, quantity: 8 }])).status).toBe(200);
    const several = await add(client, [{ sku: second, quantity: 2 }, { sku: first, quantity: 3 }]);
    expect(several.status).toBe(409);
    expect((await several.json()).message).toBe('You can add 2 more of this item (the limit is 10 per item).');
    expect((await bag(client)).lines.map((line) => [line.sku, line.quantity])).toEqual([[first, 8]]);

    expect((await add(client, [{ sku: second, quantity: 2 }, { sku: first, quantity: 1 }, { sku: first, quantity: 1 }])).status).toBe(200);
    expect((await bag(client)).lines.map((line) => [line.sku, line.quantity])).toEqual([[first, 10], [second, 2]]);
  });

  it('never lets 30 concurrent adds of one size push the line past 10', async () => {
    const { answers, added, line } = await addConcurrently(server.client(), plenty(4).sku);
    expect(line).toBeLessThanOrEqual(10);
    expect(line).toBeGreaterThan(0);
    expect(added).toBe(line);
    for (const answer of answers) expect([{ status: 200 }, { status: 409, error: 'LINE_LIMIT' }]).toContainEqual(answer);
  });
});

describe('one bag changed from 20 clients at once', () => {
  it('ends with exactly the accepted adds and quantity changes, in version order, with no 5xx', async () => {
    const run = await runBagWorkload(server);
    reportBagWorkload('PGlite', run);
    expectBagMatchesAcceptedChanges(run);
  });
});

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

  it("says the refusal in the fascia's language, a request only a developer sends wrong in English", async () => {
    const client = server.client();
    const product = records().find((p) => p.availablefascias.includes('coast') && p.variants.some((v) => v.quantity === 0))!;
    const soldOut = product.variants.find((v) => v.quantity === 0)!;
    const res = await client.postForm('/_api/basket/addToCart?fascia=coast', { data: JSON.stringify([{ sku: soldOut.sku }]) });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 409, body: { error: 'OUT_OF_STOCK', message: 'Désolé, cet article est en rupture de stock.' } });
    const malformed = await client.postForm('/_api/basket/addToCart?fascia=coast', { data: '{not json' });
    expect(await malformed.json()).toMatchObject({ error: 'INVALID_JSON', message: 'The field data is not valid JSON.' });
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
