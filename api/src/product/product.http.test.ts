// Product page data, related products, quick add, stock and customisation groups over HTTP.
import { FASCIAS, type CustomisationAnswer, type ProductPageData, type ProductRelated, type StockAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const burtonRecord = () => server.api.catalogue.products.find((p) => p.availablefascias.includes('burton') && !p.availablefascias.includes('coast'))!;

describe('product endpoints', () => {
  it('answers the product page data by slug, priced in the fascia’s currency', async () => {
    const record = server.api.catalogue.products.find((p) => p.availablefascias.includes('burton') && p.availablefascias.includes('coast'))!;
    const gbp = (await (await server.client().get(`/_api/product/${record.slug}`)).json()) as ProductPageData;
    expect(gbp.product).toMatchObject({ id: record.id, key: record.key, slug: record.slug, name: record.name });
    expect(gbp.product.variants[0]?.prices.currencyCode).toBe('GBP');
    const eur = (await (await server.client().get(`/_api/product/${record.slug}?fascia=coast`)).json()) as ProductPageData;
    expect(eur.product.variants[0]?.prices.currencyCode).toBe('EUR');
  });

  it('answers the related bundles, look and sponsored cards of the request’s fascia, on their own and in the product page data', async () => {
    const overshirt = server.api.catalogue.productById('10011')!;
    const get = async (fascia: string) => (await (await server.client().get(`/_api/related/${overshirt.id}?fascia=${fascia}`)).json()) as ProductRelated;
    const burton = await get('burton');
    expect(burton.outfits?.products.map((p) => p.key)).toEqual(['SHR10011', 'MJN10015']);
    expect(burton.outfits?.products[1]).toMatchObject({ selectedColor: 'Black', variants: expect.any(Array) });
    // Coast does not sell the jeans: the outfit keeps one product (not shown by the page).
    expect((await get('coast')).outfits?.products.map((p) => p.key)).toEqual(['SHR10011']);
    const page = (await (await server.client().get(`/_api/product/${overshirt.slug}`)).json()) as ProductPageData;
    expect(page.product.related).toEqual(burton);
    // The shell's document gets the same page data without it (the widget asks the address above).
    const { related: _related, ...product } = page.product;
    expect(await server.api.services.getProductPage('burton', overshirt.slug)).toEqual({ ...page, product });

    const dress = server.api.catalogue.productById('10001')!;
    const look = (await (await server.client().get(`/_api/related/${dress.id}`)).json()) as ProductRelated;
    expect(look.influencer?.header).toBe('Styled by @ellie.wears');
    expect(look.sponsored?.length).toBeGreaterThan(0);
    expect(look.sponsored?.every((card) => card.sponsoredStatus === 'sponsored')).toBe(true);
  });

  it('answers an empty related for a product with nothing beside it, and 404 for a product the fascia does not sell', async () => {
    const alone = server.api.catalogue.products.find((p) => !server.api.catalogue.related(p, FASCIAS.burton) && p.availablefascias.includes('burton'))!;
    const answer = await server.client().get(`/_api/related/${alone.id}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    const notSold = await server.client().get(`/_api/related/${burtonRecord().id}?fascia=coast`);
    expect(notSold.status).toBe(404);
    expect(await notSold.json()).toEqual({ error: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' });
    expect((await server.client().get('/_api/related/000')).status).toBe(404);
  });

  it('answers 404 with a readable message for an unknown slug or a product the fascia does not sell', async () => {
    const unknown = await server.client().get('/_api/product/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' });
    expect((await server.client().get(`/_api/product/${burtonRecord().slug}?fascia=coast`)).status).toBe(404);
  });

  it('answers quick add and stock by product id', async () => {
    const record = burtonRecord();
    const quick = await (await server.client().get(`/_api/quickadd/${record.id}`)).json();
    expect(quick.product.variants).toHaveLength(record.variants.length);
    const stock = (await (await server.client().get(`/_api/stock/${record.id}`)).json()) as StockAnswer;
    expect(stock.variants).toHaveLength(record.variants.length);
    for (const [i, v] of stock.variants.entries()) {
      expect(v.availableQuantity).toBe(record.variants[i]!.quantity);
      expect(v.isOnStock).toBe(record.variants[i]!.quantity > 0);
    }
    expect((await server.client().get('/_api/quickadd/000')).status).toBe(404);
  });

  it('answers a customisation group, and 404 for an unknown one', async () => {
    const group = (await (await server.client().get('/product-customisation/monogram')).json()) as CustomisationAnswer;
    expect(group.customisationFields.map((f) => f.apiName)).toContain('initials');
    const missing = await server.client().get('/product-customisation/nope');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBeTruthy();
  });
});
