// The stand-in beauty advisor over HTTP (GET /_api/beauty-advisor/{productId}).
import { advisorCategoryOf, apiPaths, type AdvisorAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /_api/beauty-advisor/{productId}', () => {
  it('offers two in-stock products of the same category that the fascia sells, with a sku to add', async () => {
    const res = await server.client().get(`${apiPaths.beautyAdvisor('10014')}?fascia=coast`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as AdvisorAnswer;
    expect(answer.category).toBe('skincare');
    expect(answer.products).toHaveLength(2);
    for (const item of answer.products) {
      expect(item.id).not.toBe('10014');
      expect(item.price.currencyCode).toBe('EUR');
      const match = server.api.catalogue.variantBySku(item.sku)!;
      expect(match.product.id).toBe(item.id);
      expect(match.variant.quantity).toBeGreaterThan(0);
      expect(match.product.availablefascias).toContain('coast');
      expect(advisorCategoryOf(match.product.categoryTaxonomy)).toBe('skincare');
    }
  });

  it('answers 404 for an unknown product and one outside the advisor’s categories', async () => {
    const unknown = await server.client().get(apiPaths.beautyAdvisor('999'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'PRODUCT_NOT_FOUND' });
    const dress = await server.client().get(apiPaths.beautyAdvisor('10001'));
    expect(dress.status).toBe(404);
    expect(await dress.json()).toMatchObject({ error: 'NO_ADVISOR', message: expect.any(String) });
  });
});
