// The shell's services over HTTP answer what the in-process services answer,
// against a real api on a port.
import type { LoginPageAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';
import { ApiCallError, createHttpServices } from './httpServices';
import type { ApiServices } from './types';

let server: TestServer;
let overHttp: ApiServices;
beforeAll(async () => {
  server = await startTestServer();
  overHttp = createHttpServices({ apiUrl: server.url });
});
afterAll(() => server.close());

const local = () => server.api.services;

describe('createHttpServices', () => {
  it('gives the same product page, catalogue and slugs as the in-process services', async () => {
    const [entry] = (await local().getCatalogue()).filter((p) => p.availablefascias.includes('burton') && !p.isPremier);
    expect(await overHttp.getProductPage('burton', entry!.slug)).toEqual(await local().getProductPage('burton', entry!.slug));
    expect(await overHttp.getProductPage('burton', 'no-such-product')).toBeNull();
    expect(await overHttp.getCatalogue()).toEqual(await local().getCatalogue());
    expect(await overHttp.listProductSlugs('coast')).toEqual(await local().listProductSlugs('coast'));
  });

  it('gives the same listing preview and content pages', async () => {
    const preview = await overHttp.listingPreview('burton', { query: 'shirt' });
    expect(preview?.hits.length).toBeGreaterThan(0);
    expect(preview).toEqual(await local().listingPreview('burton', { query: 'shirt' }));
    const filters = 'categorySlugs:"mens-shirts"';
    expect(await overHttp.listingPreview('burton', { query: '', filters })).toEqual(await local().listingPreview('burton', { query: '', filters }));
    expect(await overHttp.listingPreview('dorothyperkins', { query: 'shirt' })).toBeNull();
    const ruleContexts = ['category-mens-shirts', 'brand-burton'];
    expect(await overHttp.listingPreview('burton', { query: '', filters, ruleContexts })).toEqual(await local().listingPreview('burton', { query: '', filters, ruleContexts }));
    expect(await overHttp.listingPreview('burton', { query: 'summer sale', ruleContexts: ['search'] })).toBeNull();
    expect(await overHttp.getContentPage('burton', 'home')).toEqual(await local().getContentPage('burton', 'home'));
    expect(await overHttp.getContentPage('wallis', 'nope')).toBeNull();
    expect(await overHttp.getContentPage('wallis', '../x')).toBeNull();
  });

  it("gives a session's account, signed in or guest, as in-process", async () => {
    const client = server.client();
    const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
    expect((await client.postForm('/login', { csrf, username: 'test.customer@example.com', password: 'Password123!' })).status).toBe(200);
    const sid = client.cookies.get('sf_sid')!;
    const account = await overHttp.getAccount(sid, 'burton');
    expect(account.user).toMatchObject({ guest: false, email: 'test.customer@example.com' });
    expect(account).toEqual(await local().getAccount(sid, 'burton'));
    expect((await overHttp.getAccount(undefined, 'coast')).user.guest).toBe(true);
    expect((await overHttp.getAccount('not a session; x=1', 'coast')).user.guest).toBe(true);
  });

  it("gives a session's bag as GET /_api/basket does, and an empty bag to a guest without one", async () => {
    const client = server.client();
    const product = server.api.catalogue.products.find((p) => p.availablefascias.includes('burton') && !p.customisationGroupName && p.variants.some((v) => v.quantity >= 5))!;
    const sku = product.variants.find((v) => v.quantity >= 5)!.sku;
    expect((await client.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku }]) })).status).toBe(200);
    const sid = client.cookies.get('sf_sid')!;
    const bag = await overHttp.getBag(sid, 'burton');
    expect(bag.lines.map((line) => line.sku)).toEqual([sku]);
    expect(bag).toEqual(await (await client.get('/_api/basket')).json());
    expect(bag).toEqual(await local().getBag(sid, 'burton'));
    expect((await overHttp.getBag(undefined, 'burton')).lines).toEqual([]);
    expect((await overHttp.getBag('not a session; x=1', 'burton')).lines).toEqual([]);
  });

  it('refuses bad parameters with a readable 400', async () => {
    const res = await fetch(`${server.url}/_api/shell/product-page?fascia=nowhere&slug=x`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/fascia/) });
    expect((await fetch(`${server.url}/_api/shell/content-page?fascia=burton`)).status).toBe(400);
  });

  it('throws an ApiCallError that names the api when it does not answer', async () => {
    const gone = createHttpServices({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(gone.getCatalogue()).rejects.toThrow(ApiCallError);
    await expect(gone.getContentPage('burton', 'home')).rejects.toThrow(/did not answer/);
    expect(() => createHttpServices({ apiUrl: 'file:///etc/passwd' })).toThrow(/http/);
  });
});
