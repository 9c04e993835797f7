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

describe('sign-up (POST /_api/customer/register)', () => {
  let n = 0;
  const newAddress = () => `new.customer.${Date.now()}.${(n += 1)}@example.com`;
  const form = (csrf: string, email: string) => ({ csrf, firstName: 'Ada', email, password: 'Lovelace1815' });
  const signInStatus = async (email: string, password: string) => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    return (await client.postForm('/login', { csrf, username: email, password })).status;
  };

  it('makes an account, signs it in with a new session and keeps the guest bag; the new customer can sign in later', async () => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    const guestSession = client.cookies.get('sf_sid');
    const variant = server.api.catalogue.products
      .filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName)
      .flatMap((p) => p.variants)
      .find((v) => v.quantity > 5 && !v.marketplaceSku)!;
    await client.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku: variant.sku }]) });
    const email = newAddress();

    const res = await client.postJson('/_api/customer/register', form(csrf, email));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, user: { guest: false, email, firstName: 'Ada' }, cart: { itemCount: 1 } });
    expect(client.cookies.get('sf_sid')).not.toBe(guestSession);
    expect(((await (await client.get('/account')).json()) as AccountAnswer).user).toMatchObject({ guest: false, email });
    expect(((await (await client.get('/_api/basket')).json()) as Cart).lines.map((l) => l.sku)).toContain(variant.sku);
    expect(await signInStatus(email, 'Lovelace1815')).toBe(200);
  });

  it('refuses an address already registered, in any case, with 409 and a sentence, and changes nothing', async () => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    const res = await client.postJson('/_api/customer/register', { ...form(csrf, 'TEST.Customer@example.com'), password: 'Another-pass-1' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'ACCOUNT_EXISTS', field: 'email', message: 'There is already an account for this email address. Sign in, or reset your password.' });
    expect(((await (await client.get('/account')).json()) as AccountAnswer).user.guest).toBe(true);
    // The customer's password is unchanged.
    expect(await signInStatus('test.customer@example.com', 'Another-pass-1')).toBe(401);
  });

  it('names the wrong field with a 400, refuses a missing csrf with 403, and makes no account', async () => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    const email = newAddress();
    const cases: Array<[Record<string, unknown>, number, string | undefined, string]> = [
      [{ ...form(csrf, email), firstName: ' ' }, 400, 'firstName', 'Please enter your first name.'],
      [{ ...form(csrf, 'not-an-address') }, 400, 'email', 'Please enter a valid email address.'],
      [{ ...form(csrf, email), password: 'short1' }, 400, 'password', 'Your password needs at least 8 characters.'],
      [{ ...form(csrf, email), password: 'lettersonly' }, 400, 'password', 'Your password needs at least one letter and one number.'],
      [{ ...form(csrf, email), password: 12345678 }, 400, 'password', 'Your password needs at least 8 characters.'],
      [{ ...form('wrong-token', email) }, 403, 'csrf', 'Your session has expired. Please refresh the page and try again.'],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await client.postJson('/_api/customer/register', body);
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: expect.objectContaining({ ...(field ? { field } : {}), message }) });
    }
    expect(await signInStatus(email, 'Lovelace1815')).toBe(401);
    expect(((await (await client.get('/account')).json()) as AccountAnswer).user.guest).toBe(true);
  });
});
