// GET /account, GET and POST /login, POST /logout over HTTP.
import type { AccountAnswer, Cart, LoginPageAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CUSTOMER = { username: 'test.customer@example.com', password: 'Password123!' };

describe('account and login', () => {
  it('answers a guest on /account', async () => {
    const account = (await (await server.client().get('/account')).json()) as AccountAnswer;
    expect(account.user).toMatchObject({ guest: true });
  });

  it('gives a csrf token on GET /login and signs the seeded customer in with an HttpOnly session cookie', async () => {
    const client = server.client();
    const page = (await (await client.get('/login')).json()) as LoginPageAnswer;
    expect(page.csrf).toMatch(/.{16,}/);
    expect(page.user.guest).toBe(true);
    const guestSession = client.cookies.get('sf_sid');

    const res = await client.postForm('/login', { csrf: page.csrf, ...CUSTOMER });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/sf_sid=.*HttpOnly/i);
    expect(client.cookies.get('sf_sid')).not.toBe(guestSession);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, user: { guest: false, email: CUSTOMER.username } });

    const account = (await (await client.get('/account')).json()) as AccountAnswer;
    expect(account.user).toMatchObject({ guest: false, email: CUSTOMER.username });
  });

  it('refuses a missing or wrong csrf with 403 and does not sign in', async () => {
    const client = server.client();
    await client.get('/login');
    for (const csrf of [undefined, 'wrong-token']) {
      const res = await client.postForm('/login', { ...(csrf ? { csrf } : {}), ...CUSTOMER });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'CSRF', message: expect.stringMatching(/session has expired/) });
    }
    expect(((await (await client.get('/account')).json()) as AccountAnswer).user.guest).toBe(true);
  });

  it('refuses a wrong password with a readable 401', async () => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    const res = await client.postForm('/login', { csrf, username: CUSTOMER.username, password: 'nope' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Your email or password is incorrect.' });
  });

  it('holds an account after five wrong passwords: 429 with Retry-After even for the right one, other accounts unaffected', async () => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    const premier = { username: 'premier.customer@example.com', password: 'Password123!' };
    for (let i = 0; i < 5; i++) {
      expect((await client.postForm('/login', { csrf, username: premier.username, password: `wrong-${i}` })).status).toBe(401);
    }
    const held = await client.postForm('/login', { csrf, ...premier });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await held.json()).toEqual({
      error: 'TOO_MANY_ATTEMPTS',
      message: 'Too many sign-in attempts. Please try again in 15 minutes, or reset your password.',
    });
    expect(((await (await client.get('/account')).json()) as AccountAnswer).user.guest).toBe(true);

    expect((await client.postForm('/login', { csrf, ...CUSTOMER })).status).toBe(200);
  });

  it('merges the guest basket into the customer’s on sign-in', async () => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    const variant = server.api.catalogue.products
      .filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName)
      .flatMap((p) => p.variants)
      .find((v) => v.quantity > 5 && !v.marketplaceSku)!;
    await client.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku: variant.sku }]) });
    await client.postForm('/login', { csrf, ...CUSTOMER });
    const cart = (await (await client.get('/_api/basket')).json()) as Cart;
    expect(cart.lines.map((l) => l.sku)).toContain(variant.sku);
  });

  it('caps each merged line at 10, and at the stock when it is lower', async () => {
    const variants = server.api.catalogue.products
      .filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName)
      .flatMap((p) => p.variants)
      .filter((v) => !v.marketplaceSku)
      .slice(100);
    const plenty = variants.find((v) => v.quantity >= 30)!;
    const scarce = variants.find((v) => v.quantity >= 4 && v.quantity <= 8)!;
    const addTo = (client: TestClient, items: unknown) => client.postForm('/_api/basket/addToCart', { data: JSON.stringify(items) });
    const signIn = async (client: TestClient) => {
      const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
      expect((await client.postForm('/login', { csrf, ...CUSTOMER })).status).toBe(200);
    };

    const customer = server.client();
    await signIn(customer);
    expect((await addTo(customer, [{ sku: plenty.sku, quantity: 7 }, { sku: scarce.sku, quantity: scarce.quantity - 1 }])).status).toBe(200);
    const guest = server.client();
    await guest.get('/login');
    expect((await addTo(guest, [{ sku: plenty.sku, quantity: 6 }, { sku: scarce.sku, quantity: 2 }])).status).toBe(200);
    await signIn(guest);

    const cart = (await (await guest.get('/_api/basket')).json()) as Cart;
    const quantityOf = (sku: string) => cart.lines.find((line) => line.sku === sku)?.quantity;
    expect(quantityOf(plenty.sku)).toBe(10);
    expect(quantityOf(scarce.sku)).toBe(scarce.quantity);
  });
});
