// The wishlist endpoints over HTTP: guests are refused, input is validated,
// saves are per customer, and the limit holds.
import type { LoginPageAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';
import { savedWishlistItem, wishlistItemFor } from '../testing/wishlistItems';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(): Promise<TestClient> {
  const client = server.client();
  const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
  const res = await client.postForm('/login', { csrf, username: 'premier.customer@example.com', password: 'Password123!' });
  expect(res.status).toBe(200);
  return client;
}

const itemFor = (index: number) => wishlistItemFor(server.api, index);

describe('wishlist', () => {
  it('refuses a guest with 401 and success false', async () => {
    const res = await server.client().postJson('/_api/wishlist/add', itemFor(0));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, message: 'Please sign in to save items to your wishlist.' });
  });

  it('saves, reads and removes an item for a signed-in customer', async () => {
    const client = await signedIn();
    const item = itemFor(1);
    const saved = await client.postJson('/_api/wishlist/add', item);
    expect(await saved.json()).toMatchObject({ success: true });
    expect(await savedWishlistItem(client, item)).toMatchObject(item);
    await client.postJson('/_api/wishlist/remove', item);
    expect(await savedWishlistItem(client, item)).toBeNull();
  });

  it.each([
    ['a malformed lineItemSku', { lineItemSku: 'abc' }],
    ['a productKey with spaces', { productKey: 'bad key' }],
    ['a sizeSelected that is not a boolean', { sizeSelected: 'yes' }],
  ])('refuses %s with a 400 and saves nothing', async (_name, change) => {
    const client = await signedIn();
    const item = { ...itemFor(2), ...change };
    const res = await client.postJson('/_api/wishlist/add', item);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
    expect(await savedWishlistItem(client, itemFor(2))).toBeNull();
  });

  it('enforces the limit with the "Wishlist limit reached" message', async () => {
    const client = await signedIn();
    let limitHit: { status: number; body: { success: boolean; message: string } } | null = null;
    for (let i = 10; i < 80 && !limitHit; i++) {
      const res = await client.postJson('/_api/wishlist/add', itemFor(i));
      if (res.status !== 200) limitHit = { status: res.status, body: await res.json() };
    }
    expect(limitHit?.status).toBe(409);
    expect(limitHit?.body).toMatchObject({ success: false, message: expect.stringContaining('Wishlist limit reached') });
  });
});
