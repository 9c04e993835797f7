// The emailed links over HTTP: asking for a password reset or a sign-in link
// (the mail lands in the outbox, read through the test mailbox), and using
// the link.
import type { AccountAnswer, Cart, LoginPageAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';
import { savedWishlistItem, wishlistItemFor } from '../testing/wishlistItems';
import { LINK_EXPIRED_MESSAGE } from './accountService';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ api: { testKnobs: true } });
});
afterAll(() => server.close());

let n = 0;
const PASSWORD = 'Lovelace1815';

async function csrfOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/login')).json()) as LoginPageAnswer).csrf;
}

/** A new customer, signed in on the client it returns. */
async function newCustomer(): Promise<{ email: string; client: TestClient }> {
  const client = server.client();
  const email = `links.${Date.now()}.${(n += 1)}@example.com`;
  const res = await client.postJson('/_api/customer/register', { csrf: await csrfOf(client), firstName: 'Ada', email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { email, client };
}

async function mailbox(email: string): Promise<Array<{ template: string; fascia: string; link: string }>> {
  const res = await server.client().get(`/_api/test/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { mail: Array<{ template: string; fascia: string; link: string }> }).mail;
}

const tokenOf = (link: string) => new URL(link, 'http://site.test').searchParams.get('token') ?? '';

async function ask(client: TestClient, path: string, body: Record<string, unknown>) {
  const res = await client.postJson(path, { csrf: await csrfOf(client), ...body });
  return { status: res.status, body: await res.json() };
}

const isGuest = async (client: TestClient) => ((await (await client.get('/account')).json()) as AccountAnswer).user.guest;

async function signInStatus(email: string, password: string): Promise<number> {
  const client = server.client();
  return (await client.postForm('/login', { csrf: await csrfOf(client), username: email, password })).status;
}

describe('password reset', () => {
  it('mails a one-hour link; a new password by it signs the shopper in, ends every other session and retires every other reset link', async () => {
    const { email, client: otherDevice } = await newCustomer();
    const shopper = server.client();
    const variant = server.api.catalogue.products
      .filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName)
      .flatMap((p) => p.variants)
      .find((v) => v.quantity > 5 && !v.marketplaceSku)!;
    await shopper.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku: variant.sku }]) });

    expect(await ask(shopper, '/_api/customer/password-reset', { email: email.toUpperCase() })).toEqual({ status: 202, body: { success: true } });
    expect(await ask(shopper, '/_api/customer/password-reset', { email })).toMatchObject({ status: 202 });
    const mail = await mailbox(email);
    expect(mail).toHaveLength(2);
    expect(mail[0]).toMatchObject({ template: 'password-reset', fascia: 'burton', link: expect.stringMatching(/^\/reset-password\?token=[\w-]{43}$/) });
    const [newest, older] = mail.map((m) => tokenOf(m.link));

    // A refused password keeps the link usable.
    expect(await ask(shopper, '/_api/customer/password-reset/confirm', { token: newest, password: 'short1' })).toEqual({
      status: 400,
      body: { error: 'INVALID_PASSWORD', field: 'password', problem: 'passwordTooShort', message: 'Your password needs at least 8 characters.' },
    });
    const done = await ask(shopper, '/_api/customer/password-reset/confirm', { token: newest, password: 'New-password-2' });
    expect(done).toMatchObject({ status: 200, body: { success: true, user: { guest: false, email }, cart: { itemCount: 1 } } });
    expect(await isGuest(shopper)).toBe(false);
    expect(((await (await shopper.get('/_api/basket')).json()) as Cart).lines.map((l) => l.sku)).toContain(variant.sku);
    expect(await isGuest(otherDevice)).toBe(true);
    expect(await signInStatus(email, PASSWORD)).toBe(401);
    expect(await signInStatus(email, 'New-password-2')).toBe(200);

    for (const used of [newest, older]) {
      const again = await ask(server.client(), '/_api/customer/password-reset/confirm', { token: used, password: 'Third-password-3' });
      expect(again).toEqual({ status: 410, body: { error: 'LINK_EXPIRED', field: 'token', message: LINK_EXPIRED_MESSAGE } });
    }
    expect(await signInStatus(email, 'New-password-2')).toBe(200);
  });

  it('answers an address without an account as it answers one with, and mails nobody', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    expect(await ask(server.client(), '/_api/customer/password-reset', { email })).toEqual({ status: 202, body: { success: true } });
    expect(await mailbox(email)).toEqual([]);
  });

  it('refuses a wrong address with 400 and a missing csrf with 403, and mails nothing', async () => {
    const { email } = await newCustomer();
    const client = server.client();
    await client.get('/login');
    const cases: Array<[Record<string, unknown>, number, Record<string, unknown>]> = [
      [{ csrf: await csrfOf(client), email: 'not-an-address' }, 400, { field: 'email', problem: 'emailInvalid', message: 'Please enter a valid email address.' }],
      [{ csrf: await csrfOf(client), email: '  ' }, 400, { field: 'email', problem: 'emailRequired', message: 'Please enter your email address.' }],
      [{ csrf: await csrfOf(client), email: ['a@example.com'] }, 400, { field: 'email' }],
      [{ csrf: 'wrong-token', email }, 403, { field: 'csrf', error: 'CSRF' }],
    ];
    for (const [body, status, answer] of cases) {
      const res = await client.postJson('/_api/customer/password-reset', body);
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: expect.objectContaining(answer) });
    }
    expect(await mailbox(email)).toEqual([]);
  });

  it('mails one address at most three times an hour, answering the same after', async () => {
    const { email } = await newCustomer();
    const client = server.client();
    for (let i = 0; i < 5; i++) expect((await ask(client, '/_api/customer/password-reset', { email })).status).toBe(202);
    expect(await mailbox(email)).toHaveLength(3);
  });

  it('refuses an expired link with 410, a missing token with 400, and changes nothing', async () => {
    const { email } = await newCustomer();
    const client = server.client();
    await ask(client, '/_api/customer/password-reset', { email });
    const [mail] = await mailbox(email);
    await server.api.db.query(`UPDATE account_links SET expires_at = now() - interval '1 second'`);
    expect(await ask(client, '/_api/customer/password-reset/confirm', { token: tokenOf(mail!.link), password: 'New-password-2' })).toMatchObject({ status: 410 });
    expect(await ask(client, '/_api/customer/password-reset/confirm', { password: 'New-password-2' })).toMatchObject({ status: 400, body: { error: 'TOKEN_REQUIRED', field: 'token' } });
    expect(await ask(client, '/_api/customer/password-reset/confirm', { token: 'x'.repeat(5000), password: 'New-password-2' })).toMatchObject({ status: 410 });
    expect(await isGuest(client)).toBe(true);
    expect(await signInStatus(email, PASSWORD)).toBe(200);
  });

  it('forgets links a day past their time when new ones are made', async () => {
    const { email } = await newCustomer();
    const client = server.client();
    await ask(client, '/_api/customer/password-reset', { email });
    await server.api.db.query(`UPDATE account_links SET expires_at = now() - interval '2 days'`);
    const count = async () => Number((await server.api.db.query<{ n: number }>('SELECT count(*) AS n FROM account_links'))[0]!.n);
    expect(await count()).toBeGreaterThan(0);
    await ask(client, '/_api/customer/sign-in-link', { email });
    expect(await count()).toBe(1);
  });

  it('forgets mail a day old when new mail is made, sent or not', async () => {
    const { email } = await newCustomer();
    const client = server.client();
    await ask(client, '/_api/customer/password-reset', { email });
    await ask(client, '/_api/customer/sign-in-link', { email });
    await server.api.db.query(`UPDATE mail_outbox SET created_at = now() - interval '25 hours' WHERE lower(to_address) = lower($1) AND template = 'password-reset'`, [email]);
    await server.api.db.query(`UPDATE mail_outbox SET created_at = now() - interval '23 hours' WHERE lower(to_address) = lower($1) AND template = 'sign-in-link'`, [email]);
    await ask(server.client(), '/_api/customer/password-reset', { email: (await newCustomer()).email });
    expect((await mailbox(email)).map((m) => m.template)).toEqual(['sign-in-link']);
  });
});

describe('sign-in link', () => {
  it('mails a link that keeps its source; it signs the shopper in once', async () => {
    const { email } = await newCustomer();
    const shopper = server.client();
    expect(await ask(shopper, '/_api/customer/sign-in-link', { email, source: 'wishlist' })).toEqual({ status: 202, body: { success: true } });
    const [mail] = await mailbox(email);
    expect(mail).toMatchObject({ template: 'sign-in-link', link: expect.stringMatching(/^\/sign-in-link\?token=[\w-]{43}&source=wishlist$/) });
    const token = tokenOf(mail!.link);

    expect(await ask(shopper, '/_api/customer/sign-in-link/confirm', { token })).toMatchObject({ status: 200, body: { success: true, user: { guest: false, email } } });
    expect(await isGuest(shopper)).toBe(false);
    const again = server.client();
    expect(await ask(again, '/_api/customer/sign-in-link/confirm', { token })).toEqual({ status: 410, body: { error: 'LINK_EXPIRED', field: 'token', message: LINK_EXPIRED_MESSAGE } });
    expect(await isGuest(again)).toBe(true);
  });

  it('does not carry an unknown source into the link, and a reset link does not sign in', async () => {
    const { email } = await newCustomer();
    const client = server.client();
    await ask(client, '/_api/customer/sign-in-link', { email, source: 'https://evil.example' });
    expect((await mailbox(email))[0]!.link).toMatch(/^\/sign-in-link\?token=[\w-]{43}$/);
    await ask(client, '/_api/customer/password-reset', { email });
    const reset = (await mailbox(email)).find((m) => m.template === 'password-reset')!;
    expect(await ask(client, '/_api/customer/sign-in-link/confirm', { token: tokenOf(reset.link) })).toMatchObject({ status: 410 });
    expect(await isGuest(client)).toBe(true);
  });
});

describe('a sign-in link that saves to the wishlist', () => {
  const itemFor = (index: number) => wishlistItemFor(server.api, index);

  it('carries the guest\u2019s item in the link and saves it when the link signs them in, in another browser', async () => {
    const { email } = await newCustomer();
    const item = itemFor(3);
    expect(await ask(server.client(), '/_api/customer/sign-in-link', { email, source: 'wishlist', wishlistItem: item })).toEqual({ status: 202, body: { success: true } });
    const [mail] = await mailbox(email);
    // The item stays on the server: the mailed address is the same as without it.
    expect(mail!.link).toMatch(/^\/sign-in-link\?token=[\w-]{43}&source=wishlist$/);

    const elsewhere = server.client();
    expect(await ask(elsewhere, '/_api/customer/sign-in-link/confirm', { token: tokenOf(mail!.link) })).toMatchObject({
      status: 200,
      body: { success: true, user: { guest: false, email }, wishlistItemSaved: true },
    });
    expect(await savedWishlistItem(elsewhere, item)).toMatchObject(item);
  });

  it.each([
    ['a malformed sku', { lineItemSku: 'abc' }, 400, 'wishlistItem.lineItemSku'],
    ['an unknown product', { productKey: 'no-such-product' }, 404, 'wishlistItem.productKey'],
    ['a colour the product does not come in', { colourSelected: 'Tartan' }, 400, 'wishlistItem.colourSelected'],
  ])('refuses an item with %s, for an address with or without an account, and mails nothing', async (_name, change, status, field) => {
    const { email } = await newCustomer();
    const wishlistItem = { ...itemFor(4), ...change };
    for (const to of [email, `nobody.${Date.now()}@example.com`]) {
      const answer = await ask(server.client(), '/_api/customer/sign-in-link', { email: to, source: 'wishlist', wishlistItem });
      expect(answer).toMatchObject({ status, body: { field } });
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await mailbox(email)).toEqual([]);
  });

  it('signs in without saving when the wishlist refuses the item by then, and says so', async () => {
    const { email, client } = await newCustomer();
    const item = itemFor(5);
    await ask(server.client(), '/_api/customer/sign-in-link', { email, source: 'wishlist', wishlistItem: item });
    // The customer fills the wishlist elsewhere before opening the link.
    const others = server.api.catalogue.products.filter((p) => p.availablefascias.includes('burton') && p.key !== item.productKey).slice(0, 50);
    for (const p of others) {
      const v = p.variants[0]!;
      expect((await client.postJson('/_api/wishlist/add', { productKey: p.key, colourSelected: p.colours[v.colourIndex]!.colour, lineItemSku: v.sku, sizeSelected: false })).status).toBe(200);
    }
    const shopper = server.client();
    const [mail] = await mailbox(email);
    expect(await ask(shopper, '/_api/customer/sign-in-link/confirm', { token: tokenOf(mail!.link) })).toMatchObject({ status: 200, body: { user: { guest: false }, wishlistItemSaved: false } });
    expect(await savedWishlistItem(shopper, item)).toBeNull();
  });

  it('refuses a link used or expired with the item it carried, for the new link the page offers', async () => {
    const { email } = await newCustomer();
    const item = itemFor(7);
    const refused = { status: 410, body: { error: 'LINK_EXPIRED', field: 'token', message: LINK_EXPIRED_MESSAGE, wishlistItem: item } };
    await ask(server.client(), '/_api/customer/sign-in-link', { email, source: 'wishlist', wishlistItem: item });
    await ask(server.client(), '/_api/customer/sign-in-link', { email, source: 'wishlist', wishlistItem: item });
    const [first, second] = await mailbox(email);
    expect((await ask(server.client(), '/_api/customer/sign-in-link/confirm', { token: tokenOf(first!.link) })).status).toBe(200);
    expect(await ask(server.client(), '/_api/customer/sign-in-link/confirm', { token: tokenOf(first!.link) })).toEqual(refused);

    await server.api.db.query(`UPDATE account_links SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [email]);
    const shopper = server.client();
    expect(await ask(shopper, '/_api/customer/sign-in-link/confirm', { token: tokenOf(second!.link) })).toEqual(refused);
    expect(await isGuest(shopper)).toBe(true);
    // A link without an item, or a token nobody was sent, is refused with nothing more.
    expect(await ask(shopper, '/_api/customer/sign-in-link/confirm', { token: 'k'.repeat(43) })).toEqual({ status: 410, body: { error: 'LINK_EXPIRED', field: 'token', message: LINK_EXPIRED_MESSAGE } });
  });

  it('keeps no item without the wishlist source', async () => {
    const { email } = await newCustomer();
    const item = itemFor(6);
    await ask(server.client(), '/_api/customer/sign-in-link', { email, wishlistItem: item });
    const shopper = server.client();
    const [mail] = await mailbox(email);
    const answer = await ask(shopper, '/_api/customer/sign-in-link/confirm', { token: tokenOf(mail!.link) });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('wishlistItemSaved');
    expect(await savedWishlistItem(shopper, item)).toBeNull();
  });
});

describe('the test mailbox', () => {
  it('is there only with the test knobs on', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.client().get('/_api/test/mailbox?to=test.customer%40example.com')).status).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await server.client().get('/_api/test/mailbox')).status).toBe(400);
  });
});
