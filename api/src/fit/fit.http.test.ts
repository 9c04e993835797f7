// The stand-in size-fit service over HTTP (POST /_api/fit/calculate).
import { apiPaths, type FitAnswer } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';
import { fitRecommendation, hasFitData } from './rules';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (body: unknown) => server.client().postJson(apiPaths.fitCalculate(), body);

describe('POST /_api/fit/calculate', () => {
  it('recommends a size with fit notes for a truefit product with data', async () => {
    // 10001, the midi wrap dress (sizes 6 to 20), is on truefit with data.
    const guest = await post({ userId: 'guest-1', registered: false, productKey: 'DRS10001' });
    expect(guest.status).toBe(200);
    const answer = (await guest.json()) as FitAnswer;
    expect(answer).toEqual({ productKey: 'DRS10001', registered: false, recommendation: { size: '12', fitNotes: expect.any(Array) } });
    expect(answer.recommendation!.fitNotes.length).toBeGreaterThan(0);
    // A registered shopper's size is their own (within one of the middle), and stays the same.
    const registered = (await (await post({ userId: 'u-42', registered: true, productKey: 'DRS10001' })).json()) as FitAnswer;
    expect(['10', '12', '14']).toContain(registered.recommendation!.size);
    expect((await (await post({ userId: 'u-42', registered: true, productKey: 'DRS10001' })).json())).toEqual(registered);
  });

  it('also takes a form body', async () => {
    const res = await server.client().postForm(apiPaths.fitCalculate(), { userId: 'guest-1', registered: 'false', productKey: 'DRS10001' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as FitAnswer).registered).toBe(false);
  });

  it('has no data for products off truefit, and for some on it', async () => {
    const offTruefit = (await (await post({ userId: 'g', registered: false, productKey: 'SHR10013' })).json()) as FitAnswer;
    expect(offTruefit.recommendation).toBeNull();
    const noData = server.api.catalogue.products.find((p) => p.sizingService === 'truefit' && !hasFitData(p))!;
    expect((await (await post({ userId: 'g', registered: false, productKey: noData.key })).json())).toMatchObject({ recommendation: null });
    expect(fitRecommendation(noData, { userId: 'g', registered: true }).recommendation).toBeNull();
  });

  it('answers 400 naming the field for bad input, and 404 for an unknown product', async () => {
    const cases: Array<[unknown, string]> = [
      [{ registered: false, productKey: 'DRS10001' }, 'userId'],
      [{ userId: 'a b', registered: false, productKey: 'DRS10001' }, 'userId'],
      [{ userId: 'g', registered: 'maybe', productKey: 'DRS10001' }, 'registered'],
      [{ userId: 'g', productKey: 'DRS10001' }, 'registered'],
      [{ userId: 'g', registered: true, productKey: '<script>' }, 'productKey'],
      [{ userId: 'x'.repeat(129), registered: true, productKey: 'DRS10001' }, 'userId'],
    ];
    for (const [input, field] of cases) {
      const res = await post(input);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT', field, message: expect.any(String) });
    }
    const empty = await server.client().postRaw(apiPaths.fitCalculate(), '', 'application/json');
    expect(empty.status).toBe(400);
    const unknown = await post({ userId: 'g', registered: false, productKey: 'NOPE00000' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' });
  });
});
