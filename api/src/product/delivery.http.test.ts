// The delivery data on GET /_api/product/{slug}: per fascia, the marketplace
// seller only for marketplace products.
import type { ProductPageData } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = async (slug: string, fascia = 'burton') => {
  const response = await server.client().get(`/_api/product/${slug}?fascia=${fascia}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductPageData;
};

describe('product page delivery data', () => {
  it('answers a marketplace product with its seller’s shop, promise, registration details and exclusions', async () => {
    const overshirt = server.api.catalogue.productById('10011')!;
    const data = await page(overshirt.slug);
    expect(data.product.isHostedMarketplace).toBe(true);
    expect(data.delivery).toEqual({
      info: { shopName: 'Harbour & Co', delPromiseStd: '3-5', delXpsDeliveryEnabled: false, nextDayDelivery: false },
      messaging: { threshold: { centAmount: 5000, currencyCode: 'GBP' }, standardCharge: { centAmount: 399, currencyCode: 'GBP' } },
      countdown: { displayCountdown: true },
      seller: {
        billing: { corporateName: 'Harbour & Co Trading Ltd', vATNumber: 'GB123456789', identificationNumber: '09876543' },
        address: { street1: '14 Quay Street', street2: 'Harbourside', city: 'Bristol', zipCode: 'BS1 4DJ', countryIsoCode: 'GB' },
      },
    });
    expect(data.product.variants[0]?.prices.shopExclusionsMessaging).toMatch(/^Promotional codes/);
    // The same seller from a French fascia: cross-border, so the longer promise.
    expect((await page(overshirt.slug, 'coast')).delivery?.info.delPromiseStd).toBe('5-10');
  });

  it('answers the fascia’s own products without a seller, in the fascia’s currency, with the bulky surcharge for bulky items', async () => {
    const lamp = server.api.catalogue.productById('10008')!;
    const data = await page(lamp.slug, 'wallis');
    expect(data.delivery?.seller).toBeUndefined();
    expect(data.delivery?.info).toMatchObject({ shopName: 'Wallis', delPromiseStd: '5-7', delXpsDeliveryEnabled: false });
    expect(data.delivery?.messaging).toEqual({
      threshold: { centAmount: 6000, currencyCode: 'EUR' },
      standardCharge: { centAmount: 495, currencyCode: 'EUR' },
      bulkySurcharge: { centAmount: 1995, currencyCode: 'EUR' },
    });
    const foundation = await page(server.api.catalogue.productById('10005')!.slug);
    expect(foundation.delivery?.info).toEqual({ shopName: 'Burton', delPromiseStd: '3-5', delPromiseXps: '1', delXpsDeliveryEnabled: true, nextDayDelivery: true });
  });

  it('answers a preloved item and a seller whose details are missing as such', async () => {
    const { catalogue } = server.api;
    const preloved = catalogue.products.find((p) => p.isHostedMarketplace && p.availablefascias.includes('burton') && p.n % 8 === 5)!;
    const data = await page(preloved.slug);
    expect(data.delivery).toMatchObject({ preloved: true, info: { shopName: 'Second Wardrobe', delPromiseStd: '4-6' } });
    const bare = catalogue.products.find((p) => p.isHostedMarketplace && p.n % 8 === 6)!;
    const fascia = bare.availablefascias[0]!;
    expect((await page(bare.slug, fascia)).delivery?.seller).toEqual({ billing: {} });
  });

  it('answers no delivery data for the premier membership', async () => {
    expect((await page('premier-unlimited-delivery')).delivery).toBeUndefined();
  });
});
