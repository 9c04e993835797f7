// The bag page's calls over HTTP against a real (in-memory) database: the
// Cart answer's stock, totals, delivery and gift, the cart version (ETag and
// If-Match), and the line changes (quantity, removal, move to the wishlist).
// Every refused change is a readable 4xx and the bag afterwards is the bag
// before, version included.
import type { Cart, MoveToWishlistAnswer, StaleCartError, WishlistAnswer } from '@storefront/shared-contracts';
import { apiPaths, FASCIAS } from '@storefront/shared-contracts';
import type { ProductRecord, VariantRecord } from '../catalogue/generate';
import { priceIn } from '../catalogue/pricing';
import { newCustomer } from '../testing/customers';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';
import { WISHLIST_LIMIT } from '../wishlist/rules';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const burton = FASCIAS.burton;
const gbp = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });

const product = (id: string): ProductRecord => server.api.catalogue.productById(id)!;
const sellable = () =>
  server.api.catalogue.products.filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName && !p.gwp && !p.bulkyItem);
/** The `n`th variant of the catalogue with stock to spare and an ordinary sku, so tests do not share stock rules. */
const plenty = (n: number): VariantRecord =>
  sellable().flatMap((p) => p.variants).filter((v) => v.quantity >= 30 && !v.marketplaceSku)[n]!;

const add = (client: TestClient, items: unknown) => client.postForm(apiPaths.addToCart(), { data: JSON.stringify(items) });
/** An add's Cart as GET answers it: without the add's own `lastAdded`. */
async function added(res: Response): Promise<Cart> {
  expect(res.status).toBe(200);
  const { lastAdded: _lastAdded, ...cart } = (await res.json()) as Cart;
  return cart;
}
const bag = async (client: TestClient) => (await (await client.get(apiPaths.basket())).json()) as Cart;
const ifMatch = (version: number | string | undefined): Record<string, string> =>
  version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version };

const patch = (client: TestClient, lineId: string, body: unknown, version?: number | string) =>
  client.send(apiPaths.basketLine(lineId), {
    method: 'PATCH',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...ifMatch(version) },
  });
const remove = (client: TestClient, lineId: string, version?: number | string) =>
  client.send(apiPaths.basketLine(lineId), { method: 'DELETE', headers: ifMatch(version) });
const move = (client: TestClient, lineId: string, version?: number | string) =>
  client.send(apiPaths.basketLineToWishlist(lineId), { method: 'POST', headers: ifMatch(version) });

/** A guest with one line of `sku` (and the bag it answered). */
async function guestWith(sku: string, quantity = 1): Promise<{ client: TestClient; cart: Cart }> {
  const client = server.client();
  return { client, cart: await added(await add(client, [{ sku, quantity }])) };
}

/** Sets a variant's stock for the length of `run`, as if it sold elsewhere after the shopper's add. */
async function withStock<T>(variant: VariantRecord, quantity: number, run: () => Promise<T>): Promise<T> {
  const before = variant.quantity;
  variant.quantity = quantity;
  try {
    return await run();
  } finally {
    variant.quantity = before;
  }
}

async function expectError(res: Response, status: number, error: string): Promise<{ error: string; message: string; field?: string; cart?: Cart }> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; message: string; field?: string; cart?: Cart };
  expect(body.error).toBe(error);
  // A sentence for the shopper, not a code.
  expect(body.message).toMatch(/^[A-Z].{10,}[.!]$/);
  return body;
}

describe('GET /_api/basket', () => {
  it('answers a new shopper version 0 with ETag "0", no gifts, nothing to pay and no checkout', async () => {
    const res = await server.client().get(apiPaths.basket());
    expect(res.headers.get('etag')).toBe('"0"');
    expect(await res.json()).toEqual({
      id: '',
      fascia: 'burton',
      lines: [],
      itemCount: 0,
      totalPrice: gbp(0),
      version: 0,
      gifts: [],
      totals: {
        subtotal: gbp(0),
        delivery: { kind: 'standard', price: gbp(0), threshold: gbp(5000), remaining: gbp(5000) },
        total: gbp(0),
      },
      checkoutAllowed: false,
    });
  });

  it('moves the version (and the ETag) on with every add', async () => {
    const { client, cart } = await guestWith(plenty(0).sku);
    expect(cart.version).toBe(1);
    const again = await added(await add(client, [{ sku: plenty(0).sku }]));
    expect(again.version).toBe(2);
    const res = await client.get(apiPaths.basket());
    expect(res.headers.get('etag')).toBe('"2"');
    expect(((await res.json()) as Cart).version).toBe(2);
  });

  it('gives each line its price, was-price, total, stock, stepper top, status and bulkiness', async () => {
    const dress = product('10001');
    const variant = dress.variants.find((v) => v.quantity >= 10)!;
    const { cart } = await guestWith(variant.sku, 3);
    const unit = priceIn('GBP', variant.price);
    expect(cart.lines).toEqual([
      expect.objectContaining({
        sku: variant.sku,
        quantity: 3,
        unitPrice: gbp(unit),
        wasPrice: gbp(priceIn('GBP', variant.wasPrice!)),
        lineTotal: gbp(unit * 3),
        isOnStock: true,
        isPremier: false,
        availableQuantity: variant.quantity,
        maxQuantity: 10,
        stockStatus: 'inStock',
        bulkyItem: false,
      }),
    ]);
    expect(cart.checkoutAllowed).toBe(true);
  });

  it('leaves wasPrice out when the variant has none, and flags premier products', async () => {
    const { cart } = await guestWith('PRM10009-01-01');
    expect(cart.lines[0]).toMatchObject({ isPremier: true, stockStatus: 'inStock' });
    expect(cart.lines[0]).not.toHaveProperty('wasPrice');
  });

  it('flags a low-stock line and caps its stepper at the stock', async () => {
    const low = sellable().flatMap((p) => p.variants).find((v) => v.quantity >= 2 && v.quantity < burton.lowStockThreshold && !v.marketplaceSku)!;
    const { cart } = await guestWith(low.sku);
    expect(cart.lines[0]).toMatchObject({ availableQuantity: low.quantity, maxQuantity: low.quantity, stockStatus: 'lowStock' });
    expect(cart.checkoutAllowed).toBe(true);
  });

  it('holds checkout back while a line is short or out of stock', async () => {
    const variant = plenty(1);
    const { client } = await guestWith(variant.sku, 4);
    await withStock(variant, 2, async () => {
      const cart = await bag(client);
      expect(cart.lines[0]).toMatchObject({ stockStatus: 'short', availableQuantity: 2, maxQuantity: 2, isOnStock: true });
      expect(cart.checkoutAllowed).toBe(false);
    });
    await withStock(variant, 0, async () => {
      const cart = await bag(client);
      expect(cart.lines[0]).toMatchObject({ stockStatus: 'outOfStock', availableQuantity: 0, maxQuantity: 1, isOnStock: false });
      expect(cart.checkoutAllowed).toBe(false);
    });
  });
});

describe('gift with purchase', () => {
  it('appears with a qualifying line, stays once for two, and goes with the last', async () => {
    const cream = product('10014');
    const oil = product('10012');
    const [first, second] = cream.variants;
    const { client, cart } = await guestWith(first!.sku);
    expect(cart.gifts).toEqual([
      {
        name: oil.name,
        productSlug: oil.slug,
        quantity: 1,
        totalPrice: gbp(0),
        variant: { sku: 'HAR10012-01-01', image: `/images/products/${oil.key}/0.jpg` },
        productDescription: cream.gwp!.description,
        forSku: first!.sku,
      },
    ]);
    // The gift is not a line: it costs nothing and counts for nothing.
    expect(cart.itemCount).toBe(1);
    expect(cart.totals.subtotal).toEqual(gbp(priceIn('GBP', first!.price)));

    const both = await added(await add(client, [{ sku: second!.sku }]));
    expect(both.gifts).toHaveLength(1);
    expect(both.gifts[0]!.forSku).toBe(first!.sku);

    const firstLine = both.lines.find((line) => line.sku === first!.sku)!;
    const afterFirst = (await (await remove(client, firstLine.id, both.version)).json()) as Cart;
    expect(afterFirst.gifts).toEqual([expect.objectContaining({ forSku: second!.sku })]);
    const afterBoth = (await (await remove(client, afterFirst.lines[0]!.id, afterFirst.version)).json()) as Cart;
    expect(afterBoth.gifts).toEqual([]);
    expect((await bag(client)).gifts).toEqual([]);
  });

  it('does not come with a line that brings none', async () => {
    expect((await guestWith(plenty(2).sku)).cart.gifts).toEqual([]);
  });
});

describe('totals and delivery', () => {
  const bulkyUnder = () =>
    server.api.catalogue.products
      .filter((p) => p.bulkyItem && p.availablefascias.includes('burton') && !p.customisationGroupName)
      .flatMap((p) => p.variants)
      .find((v) => v.quantity >= 5 && !v.marketplaceSku && priceIn('GBP', v.price) < 4000)!;
  const cheap = () => sellable().flatMap((p) => p.variants).find((v) => v.quantity >= 10 && !v.marketplaceSku && priceIn('GBP', v.price) < 2000)!;

  it('charges standard delivery under the threshold, says how much more to spend, and adds it to the total', async () => {
    const variant = cheap();
    const { cart } = await guestWith(variant.sku);
    const subtotal = priceIn('GBP', variant.price);
    expect(cart.totals).toEqual({
      subtotal: gbp(subtotal),
      delivery: { kind: 'standard', price: gbp(399), threshold: gbp(5000), remaining: gbp(5000 - subtotal) },
      total: gbp(subtotal + 399),
    });
    expect(cart.totalPrice).toEqual(cart.totals.subtotal);
  });

  it('delivers free from the threshold', async () => {
    const variant = plenty(3);
    const quantity = Math.ceil(5000 / priceIn('GBP', variant.price));
    const { cart } = await guestWith(variant.sku, quantity);
    expect(cart.totals.subtotal.centAmount).toBeGreaterThanOrEqual(5000);
    expect(cart.totals.delivery).toEqual({ kind: 'free', price: gbp(0), threshold: gbp(5000) });
    expect(cart.totals.total).toEqual(cart.totals.subtotal);
  });

  it('adds the bulky surcharge to standard and to free delivery', async () => {
    const bulky = bulkyUnder();
    const { client, cart } = await guestWith(bulky.sku);
    const unit = priceIn('GBP', bulky.price);
    expect(cart.lines[0]!.bulkyItem).toBe(true);
    expect(cart.totals.delivery).toEqual({
      kind: 'standard', price: gbp(399 + 1500), threshold: gbp(5000), remaining: gbp(5000 - unit), bulkySurcharge: gbp(1500),
    });
    expect(cart.totals.total).toEqual(gbp(unit + 399 + 1500));

    const more = await added(await add(client, [{ sku: plenty(4).sku, quantity: Math.ceil(5000 / priceIn('GBP', plenty(4).price)) }]));
    expect(more.totals.delivery).toEqual({ kind: 'free', price: gbp(1500), threshold: gbp(5000), bulkySurcharge: gbp(1500) });
    expect(more.totals.total.centAmount).toBe(more.totals.subtotal.centAmount + 1500);
  });

  it('gives an active premier member standard delivery free under the threshold, not the bulky surcharge', async () => {
    const { client } = await newCustomer(server, { premierExpiry: '2099-12-31' });
    const variant = cheap();
    const cart = await added(await add(client, [{ sku: variant.sku }]));
    expect(cart.totals.delivery).toEqual({ kind: 'premier', price: gbp(0), threshold: gbp(5000) });
    expect(cart.totals.total).toEqual(cart.totals.subtotal);

    const withBulky = await added(await add(client, [{ sku: bulkyUnder().sku }]));
    expect(withBulky.totals.delivery).toEqual({ kind: 'premier', price: gbp(1500), threshold: gbp(5000), bulkySurcharge: gbp(1500) });
    expect(withBulky.totals.total.centAmount).toBe(withBulky.totals.subtotal.centAmount + 1500);
    // GET answers the same as the add did.
    expect((await bag(client)).totals).toEqual(withBulky.totals);
  });

  it('charges a customer whose membership has lapsed, and the seeded premier customer not', async () => {
    const lapsed = await newCustomer(server, { premierExpiry: '2020-01-31' });
    const variant = cheap();
    expect((await added(await add(lapsed.client, [{ sku: variant.sku }]))).totals.delivery.kind).toBe('standard');

    const seeded = server.client();
    const { csrf } = (await (await seeded.get(apiPaths.login())).json()) as { csrf: string };
    expect((await seeded.postForm(apiPaths.login(), { csrf, username: 'premier.customer@example.com', password: 'Password123!' })).status).toBe(200);
    // In another fascia than the other tests' customers, so its bag holds this line only.
    seeded.cookies.set('fascia', 'coast');
    const coast = server.api.catalogue.products
      .filter((p) => p.availablefascias.includes('coast') && !p.customisationGroupName && !p.bulkyItem)
      .flatMap((p) => p.variants)
      .find((v) => v.quantity >= 5 && !v.marketplaceSku && priceIn('EUR', v.price) < 3000)!;
    const cart = await added(await add(seeded, [{ sku: coast.sku }]));
    expect(cart.totals.delivery).toEqual({
      kind: 'premier',
      price: { centAmount: 0, currencyCode: 'EUR' },
      threshold: { centAmount: 6000, currencyCode: 'EUR' },
    });
  });
});

describe('PATCH /_api/basket/lines/{id}', () => {
  it('sets the quantity, moves the version on and answers the bag', async () => {
    const { client, cart } = await guestWith(plenty(5).sku);
    const res = await patch(client, cart.lines[0]!.id, { quantity: 4 }, cart.version);
    expect(res.status).toBe(200);
    const changed = (await res.json()) as Cart;
    expect(changed.version).toBe(cart.version + 1);
    expect(changed.lines[0]).toMatchObject({ id: cart.lines[0]!.id, quantity: 4, lineTotal: gbp(cart.lines[0]!.unitPrice.centAmount * 4) });
    expect(changed.itemCount).toBe(4);
    expect(await bag(client)).toEqual(changed);

    const lower = (await (await patch(client, cart.lines[0]!.id, { quantity: 2 }, changed.version)).json()) as Cart;
    expect(lower).toMatchObject({ version: cart.version + 2, itemCount: 2 });
  });

  it('keeps the version when the quantity is the one the line holds (nothing changed)', async () => {
    const { client, cart } = await guestWith(plenty(5).sku, 3);
    const res = await patch(client, cart.lines[0]!.id, { quantity: 3 }, cart.version);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Cart).version).toBe(cart.version);
  });

  it.each([
    ['0', { quantity: 0 }, 'Quantity must be a whole number from 1 to 10.'],
    ['11', { quantity: 11 }, 'Quantity must be a whole number from 1 to 10.'],
    ['1.5', { quantity: 1.5 }, 'Quantity must be a whole number from 1 to 10.'],
    ['a text "2"', { quantity: '2' }, 'Quantity must be a whole number from 1 to 10.'],
    ['no quantity', {}, 'Quantity must be a whole number from 1 to 10.'],
    ['a list', [2], 'Send the new quantity as JSON, for example { "quantity": 2 }.'],
  ])('refuses quantity %s with 400 INVALID_QUANTITY naming the field, and stores nothing', async (_case, body, message) => {
    const { client, cart } = await guestWith(plenty(6).sku, 2);
    const error = await expectError(await patch(client, cart.lines[0]!.id, body, cart.version), 400, 'INVALID_QUANTITY');
    expect(error.message).toBe(message);
    if (!Array.isArray(body)) expect(error.field).toBe('quantity');
    expect(await bag(client)).toEqual(cart);
  });

  it('refuses a body that is not JSON with a 400, storing nothing', async () => {
    const { client, cart } = await guestWith(plenty(6).sku, 2);
    await expectError(await patch(client, cart.lines[0]!.id, '{"quantity":', cart.version), 400, 'INVALID_JSON');
    expect(await bag(client)).toEqual(cart);
  });

  it('refuses raising past the stock with 409 INSUFFICIENT_STOCK and the stock message, and stores nothing', async () => {
    const variant = sellable().flatMap((p) => p.variants).find((v) => v.quantity >= 3 && v.quantity <= 8 && !v.marketplaceSku)!;
    const { client, cart } = await guestWith(variant.sku, 2);
    const error = await expectError(await patch(client, cart.lines[0]!.id, { quantity: variant.quantity + 1 }, cart.version), 409, 'INSUFFICIENT_STOCK');
    expect(error.message).toBe(`Sorry, only ${variant.quantity} of this item are available.`);
    expect(await bag(client)).toEqual(cart);
    // Up to the stock is fine.
    expect((await patch(client, cart.lines[0]!.id, { quantity: variant.quantity }, cart.version)).status).toBe(200);
  });

  it('counts the same item on a line with other personalisation against the stock', async () => {
    const shirt = product('10013'); // monogram, stock 30 per size
    const variant = shirt.variants[0]!;
    const client = server.client();
    const cart = await added(await add(client, [
      { sku: variant.sku, quantity: 10, customisation: { initials: 'AB' } },
      { sku: variant.sku, quantity: 10, customisation: { initials: 'CD' } },
      { sku: variant.sku, quantity: 5, customisation: { initials: 'EF' } },
    ]));
    const ef = cart.lines.find((line) => line.customisation?.initials === 'EF')!;
    await withStock(variant, 27, async () => {
      const error = await expectError(await patch(client, ef.id, { quantity: 8 }, cart.version), 409, 'INSUFFICIENT_STOCK');
      expect(error.message).toBe('Sorry, only 27 of this item are available and you already have 20 in your bag.');
      expect((await patch(client, ef.id, { quantity: 7 }, cart.version)).status).toBe(200);
    });
  });

  it('lets a short line be lowered, not raised, and the bag can check out once it fits', async () => {
    const variant = plenty(7);
    const { client, cart } = await guestWith(variant.sku, 6);
    const lineId = cart.lines[0]!.id;
    await withStock(variant, 3, async () => {
      const error = await expectError(await patch(client, lineId, { quantity: 7 }, cart.version), 409, 'INSUFFICIENT_STOCK');
      expect(error.message).toBe('Sorry, only 3 of this item are available.');
      const still = await patch(client, lineId, { quantity: 5 }, cart.version);
      expect(still.status).toBe(200);
      expect(((await still.json()) as Cart).lines[0]).toMatchObject({ quantity: 5, stockStatus: 'short' });
      const fixed = (await (await patch(client, lineId, { quantity: 3 }, cart.version + 1)).json()) as Cart;
      expect(fixed.lines[0]).toMatchObject({ quantity: 3, stockStatus: 'lowStock' });
      expect(fixed.checkoutAllowed).toBe(true);
    });
  });

  it('refuses raising an out-of-stock line with 409 OUT_OF_STOCK; lowering it is allowed', async () => {
    const variant = plenty(8);
    const { client, cart } = await guestWith(variant.sku, 3);
    const lineId = cart.lines[0]!.id;
    await withStock(variant, 0, async () => {
      const error = await expectError(await patch(client, lineId, { quantity: 4 }, cart.version), 409, 'OUT_OF_STOCK');
      expect(error.message).toBe('Sorry, this item is out of stock.');
      expect(await bag(client)).toMatchObject({ version: cart.version, itemCount: 3 });
      const lowered = (await (await patch(client, lineId, { quantity: 1 }, cart.version)).json()) as Cart;
      expect(lowered.lines[0]).toMatchObject({ quantity: 1, stockStatus: 'outOfStock' });
      expect(lowered.checkoutAllowed).toBe(false);
    });
  });
});

describe('the cart version on line changes', () => {
  const changes = [
    ['PATCH', (client: TestClient, id: string, version?: number | string) => patch(client, id, { quantity: 2 }, version)],
    ['DELETE', remove],
  ] as const;

  it.each(changes)('%s without If-Match is 428 VERSION_REQUIRED and stores nothing', async (_method, change) => {
    const { client, cart } = await guestWith(plenty(9).sku);
    await expectError(await change(client, cart.lines[0]!.id), 428, 'VERSION_REQUIRED');
    expect(await bag(client)).toEqual(cart);
  });

  it.each(changes)('%s with a malformed If-Match is 400 INVALID_VERSION and stores nothing', async (_method, change) => {
    const { client, cart } = await guestWith(plenty(9).sku);
    for (const header of [String(cart.version), '"one"', '*', '"1", "2"', '"-1"']) {
      const error = await expectError(await change(client, cart.lines[0]!.id, header), 400, 'INVALID_VERSION');
      expect(error.field).toBe('If-Match');
    }
    expect(await bag(client)).toEqual(cart);
  });

  it.each(changes)('%s accepts the weak form of the ETag', async (_method, change) => {
    const { client, cart } = await guestWith(plenty(9).sku);
    expect((await change(client, cart.lines[0]!.id, `W/"${cart.version}"`)).status).toBe(200);
  });

  it.each(changes)('%s with a stale version is 409 STALE_CART with the bag as it is, and stores nothing', async (_method, change) => {
    const { client, cart: before } = await guestWith(plenty(10).sku);
    // Another tab adds meanwhile.
    const current = await added(await add(client, [{ sku: plenty(11).sku }]));
    const error = (await expectError(await change(client, before.lines[0]!.id, before.version), 409, 'STALE_CART')) as unknown as StaleCartError;
    expect(error.cart).toEqual(current);
    expect(await bag(client)).toEqual(current);
    // Sent again with the version the 409 gave, the change goes through.
    expect((await change(client, before.lines[0]!.id, error.cart.version)).status).toBe(200);
  });

  it.each(changes)('%s of an unknown line is 404 LINE_NOT_FOUND with the bag', async (_method, change) => {
    const { client, cart } = await guestWith(plenty(12).sku);
    const error = await expectError(await change(client, 'no-such-line', cart.version), 404, 'LINE_NOT_FOUND');
    expect(error.cart).toEqual(await bag(client));
    expect(await bag(client)).toEqual(cart);
  });

  it.each(changes)('%s of another shopper’s line is 404 LINE_NOT_FOUND and leaves both bags', async (_method, change) => {
    const owner = await guestWith(plenty(12).sku, 2);
    const stranger = await guestWith(plenty(13).sku);
    const error = await expectError(await change(stranger.client, owner.cart.lines[0]!.id, stranger.cart.version), 404, 'LINE_NOT_FOUND');
    expect(error.cart).toEqual(await bag(stranger.client));
    expect(await bag(owner.client)).toEqual(owner.cart);
    expect(await bag(stranger.client)).toEqual(stranger.cart);
  });

  it('answers a shopper with no bag yet 404 for version 0 and 409 for another', async () => {
    const client = server.client();
    await expectError(await remove(client, 'any', 0), 404, 'LINE_NOT_FOUND');
    const stale = await expectError(await remove(client, 'any', 4), 409, 'STALE_CART');
    expect(stale.cart).toMatchObject({ id: '', version: 0, lines: [] });
  });
});

describe('DELETE /_api/basket/lines/{id}', () => {
  it('removes the line, keeps the others and moves the version on', async () => {
    const client = server.client();
    const cart = await added(await add(client, [{ sku: plenty(14).sku }, { sku: plenty(15).sku, quantity: 2 }]));
    const res = await remove(client, cart.lines[0]!.id, cart.version);
    expect(res.status).toBe(200);
    const after = (await res.json()) as Cart;
    expect(after.version).toBe(cart.version + 1);
    expect(after.lines.map((line) => [line.sku, line.quantity])).toEqual([[plenty(15).sku, 2]]);
    expect(await bag(client)).toEqual(after);
    // Gone: a second removal finds nothing.
    await expectError(await remove(client, cart.lines[0]!.id, after.version), 404, 'LINE_NOT_FOUND');
  });
});

describe('POST /_api/basket/lines/{id}/moveToWishlist', () => {
  const wishlist = async (client: TestClient) => (await (await client.get(apiPaths.wishlist())).json()) as WishlistAnswer;

  it('refuses a guest with 401 SIGN_IN_REQUIRED and keeps the line', async () => {
    const { client, cart } = await guestWith(plenty(16).sku);
    const error = await expectError(await move(client, cart.lines[0]!.id, cart.version), 401, 'SIGN_IN_REQUIRED');
    expect(error.message).toBe('Please sign in to save items to your wishlist.');
    expect(await bag(client)).toEqual(cart);
  });

  it('saves the line’s product, colour and size to the wishlist and takes the line out of the bag', async () => {
    const { client } = await newCustomer(server);
    const dress = product('10001');
    const variant = dress.variants.find((v) => v.colourIndex === 1 && v.quantity >= 3)!;
    const cart = await added(await add(client, [{ sku: variant.sku, quantity: 2 }, { sku: plenty(17).sku }]));
    const res = await move(client, cart.lines[0]!.id, cart.version);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as MoveToWishlistAnswer;
    const item = { productKey: dress.key, colourSelected: dress.colours[1]!.colour, lineItemSku: variant.sku, sizeSelected: true };
    expect(answer.wishlistItem).toEqual(item);
    expect(answer.cart.version).toBe(cart.version + 1);
    expect(answer.cart.lines.map((line) => line.sku)).toEqual([plenty(17).sku]);
    expect(await bag(client)).toEqual(answer.cart);
    expect((await wishlist(client)).items).toEqual([expect.objectContaining(item)]);
  });

  it('updates an item already saved in that colour to the line’s size, without a second entry', async () => {
    const { client } = await newCustomer(server);
    const dress = product('10001');
    const [saved, inBag] = dress.variants.filter((v) => v.colourIndex === 0 && v.quantity >= 2);
    const colourSelected = dress.colours[0]!.colour;
    expect(await (await client.postJson(apiPaths.wishlistAdd(), { productKey: dress.key, colourSelected, lineItemSku: saved!.sku, sizeSelected: false })).json()).toEqual({ success: true });
    const cart = await added(await add(client, [{ sku: inBag!.sku }]));
    const answer = (await (await move(client, cart.lines[0]!.id, cart.version)).json()) as MoveToWishlistAnswer;
    expect(answer.cart.lines).toEqual([]);
    const { items } = await wishlist(client);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productKey: dress.key, colourSelected, lineItemSku: inBag!.sku, sizeSelected: true });
  });

  it(`refuses a full wishlist (${WISHLIST_LIMIT}) with 409 WISHLIST_LIMIT and keeps the line and the wishlist`, async () => {
    const { client } = await newCustomer(server);
    const others = sellable().slice(200, 200 + WISHLIST_LIMIT);
    for (const p of others) {
      const v = p.variants[0]!;
      const res = await client.postJson(apiPaths.wishlistAdd(), { productKey: p.key, colourSelected: p.colours[v.colourIndex]!.colour, lineItemSku: v.sku, sizeSelected: true });
      expect(res.status).toBe(200);
    }
    const cart = await added(await add(client, [{ sku: plenty(18).sku, quantity: 2 }]));
    const error = await expectError(await move(client, cart.lines[0]!.id, cart.version), 409, 'WISHLIST_LIMIT');
    expect(error.message).toContain('Wishlist limit reached');
    expect(await bag(client)).toEqual(cart);
    const { items } = await wishlist(client);
    expect(items).toHaveLength(WISHLIST_LIMIT);
    expect(items.map((item) => item.productKey)).not.toContain(server.api.catalogue.variantBySku(plenty(18).sku)!.product.key);
  });

  it('needs the version like the other line changes: 428, 409 STALE_CART, 404', async () => {
    const { client } = await newCustomer(server);
    const cart = await added(await add(client, [{ sku: plenty(19).sku }]));
    const lineId = cart.lines[0]!.id;
    await expectError(await move(client, lineId), 428, 'VERSION_REQUIRED');
    const stale = await expectError(await move(client, lineId, cart.version - 1), 409, 'STALE_CART');
    expect(stale.cart).toEqual(cart);
    await expectError(await move(client, 'no-such-line', cart.version), 404, 'LINE_NOT_FOUND');
    expect(await bag(client)).toEqual(cart);
    expect((await wishlist(client)).items).toEqual([]);
  });
});
