// The gift-with-purchase look-up and the authenticity flag over HTTP.
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /_api/gift-with-purchase/{sku}', () => {
  it("answers the gift's name and picture", async () => {
    const res = await server.client().get('/_api/gift-with-purchase/HAR10012-01-01');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ gift: { sku: 'HAR10012-01-01', name: 'Bond Repair Hair Oil', image: '/images/products/HAR10012/0.jpg' } });
  });

  it('answers 404 for a sku that is no gift, 400 for a malformed one', async () => {
    const other = server.api.catalogue.products[0]!.variants[0]!.sku;
    const missing = await server.client().get(`/_api/gift-with-purchase/${other}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'We could not find that gift.' });
    const bad = await server.client().get(`/_api/gift-with-purchase/${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'sku' });
  });
});

describe('authenticity on the product data', () => {
  it('is on the preloved showcase and absent from an ordinary product', async () => {
    const preloved = server.api.catalogue.products.find((p) => p.n === 10011)!;
    const page = await (await server.client().get(`/_api/product/${preloved.slug}`)).json();
    expect(page.product.authenticity).toEqual({
      kind: 'preloved',
      video: { sources: [expect.objectContaining({ type: 'MP4', url: '/media/authenticity/mp4_480p' }), expect.objectContaining({ type: 'WEBM' })] },
    });
    const ordinary = server.api.catalogue.products.find((p) => p.n === 10013)!;
    expect((await (await server.client().get(`/_api/product/${ordinary.slug}`)).json()).product.authenticity).toBeUndefined();
  });

  it('refuses an unknown video profile with 404', async () => {
    const res = await server.client().get('/media/authenticity/mp4_4k');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'No such video.' });
  });
});
