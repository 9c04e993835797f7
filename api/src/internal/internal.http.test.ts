// The internal staff endpoint over HTTP: the office network sees the internal
// price details and the tool link; nobody else gets them, from this endpoint
// or any other answer, and a forwarded address counts only from a trusted proxy.
import { apiPaths, type InternalPriceAnswer, type ProductPageData } from '@storefront/shared-contracts';
import { clientAddressClaims } from '../testing/clientAddress';
import { startTestServer, type TestServer } from '../testing/server';

const INTERNAL_FIELDS = /preDiscountPrice|discountEffects/;

/** 10001, the midi wrap dress: on sale (a was-price), so it has internal price details. */
const DRESS = { id: '10001', key: 'DRS10001', slug: '' };

async function body(res: Response) {
  return { status: res.status, text: await res.text() };
}

describe('internal price endpoint', () => {
  describe('from outside the office network', () => {
    let server: TestServer;
    beforeAll(async () => {
      // The office is 10/8; the tests' requests come from 127.0.0.1, and no proxy is trusted.
      server = await startTestServer({ api: { officeNetworkCidrs: '10.0.0.0/8' } });
      DRESS.slug = server.api.catalogue.productById(DRESS.id)!.slug;
    });
    afterAll(() => server.close());

    it('answers 404 exactly as an address that does not exist, for a real product or not', async () => {
      const unknownRoute = await body(await server.client().get('/_api/internal/no-such-thing'));
      expect(unknownRoute.status).toBe(404);
      for (const path of [apiPaths.internalPrice(DRESS.key), apiPaths.internalPrice('NOPE1'), apiPaths.internalPrice('bad key!')]) {
        const answer = await body(await server.client().get(path));
        expect(answer.status).toBe(404);
        expect(answer.text.replace(path, '')).toBe(unknownRoute.text.replace('/_api/internal/no-such-thing', ''));
        expect(answer.text).not.toMatch(INTERNAL_FIELDS);
      }
    });

    it('ignores a forwarded office address when no proxy is trusted', async () => {
      const res = await server.client().send(apiPaths.internalPrice(DRESS.key), { headers: { 'x-forwarded-for': '10.1.2.3' } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(INTERNAL_FIELDS);
    });

    it.each(Object.entries(clientAddressClaims('10.1.2.3')))('ignores an office address claimed in %s', async (name, value) => {
      const res = await server.client().send(apiPaths.internalPrice(DRESS.key), { headers: { [name]: value } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(INTERNAL_FIELDS);
    });

    it('ignores every such header at once', async () => {
      const res = await server.client().send(apiPaths.internalPrice(DRESS.key), { headers: clientAddressClaims('10.1.2.3') });
      expect(res.status).toBe(404);
    });

    it('never puts internal price details in the product page data, quick add or stock', async () => {
      const client = server.client();
      const page = await client.get(apiPaths.productPage(DRESS.slug));
      const text = await page.text();
      expect(page.status).toBe(200);
      // The dress is on sale: the was-price is public, the pre-discount price and discount effects are not.
      expect((JSON.parse(text) as ProductPageData).product.variants[0]?.prices.wasPrice).toBeDefined();
      expect(text).not.toMatch(INTERNAL_FIELDS);
      for (const path of [apiPaths.quickAdd(DRESS.id), apiPaths.stock(DRESS.id), `${apiPaths.productPage(DRESS.slug)}?fascia=coast`]) {
        expect(await (await client.get(path)).text()).not.toMatch(INTERNAL_FIELDS);
      }
      // What the shell inlines in the document (the in-process service) neither.
      expect(JSON.stringify(await server.api.services.getProductPage('burton', DRESS.slug))).not.toMatch(INTERNAL_FIELDS);
      // Nor the search service's records (listing cards).
      expect(JSON.stringify(server.api.catalogue.productsIn('burton'))).not.toMatch(INTERNAL_FIELDS);
    });
  });

  describe('from inside the office network', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ api: { officeNetworkCidrs: '192.168.0.0/16, 127.0.0.0/8, ::1/128', internalToolPath: 'merch-tool' } });
    });
    afterAll(() => server.close());

    it('answers the internal price details and the tool link', async () => {
      const res = await server.client().get(apiPaths.internalPrice(DRESS.key));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const answer = (await res.json()) as InternalPriceAnswer;
      expect(answer).toMatchObject({ productKey: DRESS.key, toolUrl: '/merch-tool/DRS10001', currencyCode: 'GBP' });
      // £45 down from £60 (the plus sizes cost more, the saving is the same).
      expect(answer.variants[0]).toEqual({
        id: '10001-1-1', sku: 'DRS10001-01-01', price: 4500, wasPrice: 6000, preDiscountPrice: 6000, discountEffects: [{ name: 'Seasonal sale', value: 1500 }],
      });
      const coast = (await (await server.client().get(`${apiPaths.internalPrice(DRESS.key)}?fascia=coast`)).json()) as InternalPriceAnswer;
      expect(coast.currencyCode).toBe('EUR');
    });

    it('a product without a sale has no discount effects', async () => {
      const answer = (await (await server.client().get(apiPaths.internalPrice('SHO10002'))).json()) as InternalPriceAnswer;
      expect(answer.variants.every((v) => v.discountEffects.length === 0 && v.preDiscountPrice === undefined)).toBe(true);
    });

    it('answers 400 for a malformed key and 404 for an unknown one', async () => {
      const bad = await server.client().get(apiPaths.internalPrice('drs 10001'));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'productKey' });
      const unknown = await server.client().get(apiPaths.internalPrice('NOPE99999'));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' });
    });

    it('still keeps the internal details out of the public product data', async () => {
      const slug = server.api.catalogue.productById(DRESS.id)!.slug;
      expect(await (await server.client().get(apiPaths.productPage(slug))).text()).not.toMatch(INTERNAL_FIELDS);
    });
  });

  describe('behind a trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      // The proxy is this machine (the tests' peer); the office is 10/8.
      server = await startTestServer({ api: { officeNetworkCidrs: '10.0.0.0/8,fd00::/8' }, trustProxy: ['127.0.0.1'] });
    });
    afterAll(() => server.close());

    const from = (forwardedFor?: string) =>
      server.client().send(apiPaths.internalPrice(DRESS.key), forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});

    it('takes the client address the proxy forwards', async () => {
      expect((await from('10.20.30.40')).status).toBe(200);
      expect((await from('fd00::12')).status).toBe(200);
      const outside = await from('203.0.113.9');
      expect(outside.status).toBe(404);
      expect(await outside.text()).not.toMatch(INTERNAL_FIELDS);
      // The proxy itself is not in the office.
      expect((await from()).status).toBe(404);
    });

    it('goes by the address the trusted proxy saw, not one the client put before it', async () => {
      // The client sent "10.1.1.1"; the proxy appended the client's real address.
      expect((await from('10.1.1.1, 203.0.113.9')).status).toBe(404);
    });

    it('reads no other header the client sent through the proxy (X-Real-IP, Forwarded...)', async () => {
      const headers = { ...clientAddressClaims('10.1.2.3'), 'x-forwarded-for': '10.1.2.3, 203.0.113.9' };
      expect((await server.client().send(apiPaths.internalPrice(DRESS.key), { headers })).status).toBe(404);
    });
  });
});
