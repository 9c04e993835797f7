// GET /_api/stock/{productId} (the live stock refresh) and its e2e knob, the
// stock_override cookie, honoured only with the test knobs on.
import { apiPaths, type StockAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';
import { parseStockOverride, testKnobsFromEnv } from './stockOverride';

const get = async (server: TestServer, path: string, cookie?: string) => {
  const res = await server.client().send(path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, body: (await res.json()) as StockAnswer & { error?: string; field?: string } };
};

describe('stock_override', () => {
  it('reads skus with quantities, and refuses anything else naming the cookie', () => {
    expect(parseStockOverride(undefined)).toBeUndefined();
    expect(parseStockOverride('DRS10001-01-03=0')).toEqual(new Map([['DRS10001-01-03', 0]]));
    expect(parseStockOverride('DRS10001-01-03%3D0%2CDRS10001-01-04%3D7')).toEqual(new Map([['DRS10001-01-03', 0], ['DRS10001-01-04', 7]]));
    for (const bad of ['', 'DRS10001-01-03', 'DRS10001-01-03=-1', 'drs=1', 'A=1,B', `${Array.from({ length: 51 }, (_, i) => `S${i}=0`).join(',')}`]) {
      expect(() => parseStockOverride(bad)).toThrow(expect.objectContaining({ statusCode: 400, field: 'stock_override' }));
    }
  });

  it('is on only for STOREFRONT_TEST_KNOBS=1', () => {
    expect(testKnobsFromEnv('1')).toBe(true);
    for (const value of [undefined, '', '0', 'true']) expect(testKnobsFromEnv(value)).toBe(false);
  });
});

describe('GET /_api/stock/{productId}', () => {
  describe('with the test knobs off (the default)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ api: { testKnobs: false } });
    });
    afterAll(() => server.close());

    it('answers each variant’s stock as the bag counts it (the variant records), ignoring the cookie', async () => {
      const record = server.api.catalogue.productById('10001')!;
      const { status, body } = await get(server, apiPaths.stock('10001'), 'stock_override=DRS10001-01-03=0');
      expect(status).toBe(200);
      expect(body.variants).toHaveLength(record.variants.length);
      expect(body.variants[2]).toEqual({ id: '10001-1-3', isOnStock: true, availableQuantity: record.variants[2]!.quantity });
      expect(body.variants[0]).toEqual({ id: '10001-1-1', isOnStock: false, availableQuantity: 0 });
      // Not even a malformed cookie is read.
      expect((await get(server, apiPaths.stock('10001'), 'stock_override=nonsense')).status).toBe(200);
    });

    it('answers 404 for an unknown product or one the fascia does not sell', async () => {
      expect(await get(server, apiPaths.stock('999'))).toMatchObject({ status: 404, body: { error: 'PRODUCT_NOT_FOUND' } });
      expect((await get(server, apiPaths.stock('not a product'))).status).toBe(404);
      const burtonOnly = server.api.catalogue.products.find((p) => p.availablefascias.length === 1 && p.availablefascias[0] === 'burton')!;
      expect((await get(server, `${apiPaths.stock(burtonOnly.id)}?fascia=coast`)).status).toBe(404);
    });
  });

  describe('with the test knobs on', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ api: { testKnobs: true } });
    });
    afterAll(() => server.close());

    it('overrides the named skus’ stock for this browser', async () => {
      const { body } = await get(server, apiPaths.stock('10001'), 'stock_override=DRS10001-01-03=0,DRS10001-01-01=5');
      expect(body.variants[2]).toEqual({ id: '10001-1-3', isOnStock: false, availableQuantity: 0 });
      expect(body.variants[0]).toEqual({ id: '10001-1-1', isOnStock: true, availableQuantity: 5 });
      // Without the cookie, the catalogue's stock.
      expect((await get(server, apiPaths.stock('10001'))).body.variants[2]?.isOnStock).toBe(true);
    });

    it('answers 400 naming the cookie when it is malformed', async () => {
      expect(await get(server, apiPaths.stock('10001'), 'stock_override=DRS10001-01-03')).toMatchObject({
        status: 400, body: { error: 'INVALID_INPUT', field: 'stock_override' },
      });
    });
  });
});
