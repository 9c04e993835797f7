// The product page's delivery data: deterministic, per fascia, marketplace
// sellers with and without their registration details, cross-border and
// preloved sellers, bulky items with the fascia's surcharge.
import { FASCIAS } from '@storefront/shared-contracts';
import { Catalogue } from './catalogue';
import { CUT_OFF_OVERRIDE_SHARE, deliveryFor, MARKETPLACE_SELLERS, marketplaceSeller, offersNextDay } from './delivery';
import { toSearchRecord } from '@storefront/search-service';

const catalogue = Catalogue.generate();
const { products } = catalogue;
const marketplace = products.filter((p) => p.isHostedMarketplace);

describe('product page delivery data', () => {
  it('is the same on every start and for every ask', () => {
    const again = Catalogue.generate();
    for (const record of products.slice(0, 300)) {
      expect(deliveryFor(again.productById(record.id)!, FASCIAS.coast)).toEqual(deliveryFor(record, FASCIAS.coast));
    }
  });

  it('gives the threshold and standard charge in the fascia’s currency, and the bulky surcharge to bulky items only', () => {
    const lamp = catalogue.productById('10008')!;
    expect(lamp.bulkyItem).toBe(true);
    expect(deliveryFor(lamp, FASCIAS.burton)?.messaging).toEqual({
      threshold: { centAmount: 5000, currencyCode: 'GBP' },
      standardCharge: { centAmount: 399, currencyCode: 'GBP' },
      bulkySurcharge: { centAmount: 1500, currencyCode: 'GBP' },
    });
    expect(deliveryFor(lamp, FASCIAS.oasis)?.messaging.bulkySurcharge).toEqual({ centAmount: 19900, currencyCode: 'SEK' });
    expect(deliveryFor(lamp, FASCIAS.burton)?.info).toMatchObject({ delPromiseStd: '5-7', delXpsDeliveryEnabled: false, nextDayDelivery: false });
    const dress = catalogue.productById('10001')!;
    expect(deliveryFor(dress, FASCIAS.coast)?.messaging).toEqual({
      threshold: { centAmount: 6000, currencyCode: 'EUR' },
      standardCharge: { centAmount: 495, currencyCode: 'EUR' },
    });
    expect(deliveryFor(dress, FASCIAS.coast)?.countdown).toEqual({ displayCountdown: true });
  });

  it('offers next-day delivery exactly where the search facet says so, never for marketplace or bulky items', () => {
    for (const record of products.slice(0, 600)) {
      const facet = toSearchRecord(catalogue.toProduct(record, FASCIAS.burton), FASCIAS.burton).delivery;
      const info = deliveryFor(record, FASCIAS.burton)?.info;
      if (!info) continue;
      expect(info.nextDayDelivery).toBe(offersNextDay(record));
      expect(facet.includes('Next Day Delivery')).toBe(info.nextDayDelivery);
    }
    expect(products.some((p) => deliveryFor(p, FASCIAS.burton)?.info.nextDayDelivery && deliveryFor(p, FASCIAS.burton)?.info.delXpsDeliveryEnabled)).toBe(true);
    expect(products.some((p) => deliveryFor(p, FASCIAS.burton)?.info.nextDayDelivery && !deliveryFor(p, FASCIAS.burton)?.info.delXpsDeliveryEnabled)).toBe(true);
  });

  it('names the fascia as the shop of its own products, with express promises only where express is offered', () => {
    const info = deliveryFor(catalogue.productById('10005')!, FASCIAS.wallis)!.info;
    expect(info).toEqual({ shopName: 'Wallis', delPromiseStd: '3-5', delPromiseXps: '1', delXpsDeliveryEnabled: true, nextDayDelivery: true });
    for (const record of products.slice(0, 400)) {
      const d = deliveryFor(record, FASCIAS.burton);
      if (d && !d.info.delXpsDeliveryEnabled) expect(d.info.delPromiseXps).toBeUndefined();
    }
  });

  it('gives some products their own cut-off times in HH:MM, as configuration does', () => {
    const overridden = products.filter((p) => deliveryFor(p, FASCIAS.burton)?.info.cutOffTimes);
    expect(overridden.length / products.length).toBeGreaterThan(CUT_OFF_OVERRIDE_SHARE / 2);
    expect(overridden.length / products.length).toBeLessThan(CUT_OFF_OVERRIDE_SHARE * 2);
    expect(deliveryFor(overridden[0]!, FASCIAS.burton)?.info.cutOffTimes).toEqual({ express: '22:00', late: '22:30', 'saturday-early': '20:30', nextDay: '22:00' });
    expect(marketplace.some((p) => deliveryFor(p, FASCIAS.burton)?.info.cutOffTimes)).toBe(false);
  });

  it('has no delivery data for the premier membership', () => {
    expect(deliveryFor(catalogue.productById('10009')!, FASCIAS.burton)).toBeUndefined();
  });

  it('gives marketplace products their seller: every seller used, some with details missing, preloved and abroad', () => {
    expect(new Set(marketplace.map((p) => marketplaceSeller(p)!.shopName))).toEqual(new Set(MARKETPLACE_SELLERS.map((s) => s.shopName)));
    expect(products.filter((p) => !p.isHostedMarketplace).every((p) => deliveryFor(p, FASCIAS.burton)?.seller === undefined)).toBe(true);

    const overshirt = deliveryFor(catalogue.productById('10011')!, FASCIAS.burton)!;
    expect(overshirt.info).toEqual({ shopName: 'Harbour & Co', delPromiseStd: '3-5', delXpsDeliveryEnabled: false, nextDayDelivery: false });
    expect(overshirt.seller).toEqual({
      billing: { corporateName: 'Harbour & Co Trading Ltd', vATNumber: 'GB123456789', identificationNumber: '09876543' },
      address: { street1: '14 Quay Street', street2: 'Harbourside', city: 'Bristol', zipCode: 'BS1 4DJ', countryIsoCode: 'GB' },
    });
    expect(overshirt.preloved).toBeUndefined();

    const sellers = marketplace.map((p) => marketplaceSeller(p)!);
    expect(sellers.some((s) => !s.seller.billing.vATNumber || !s.seller.billing.identificationNumber || !s.seller.address?.street1)).toBe(true);
    expect(sellers.some((s) => Object.keys(s.seller.billing).length === 0 && !s.seller.address)).toBe(true);
    const preloved = marketplace.filter((p) => marketplaceSeller(p)!.preloved);
    expect(preloved.length).toBeGreaterThan(0);
    for (const record of preloved) expect(deliveryFor(record, FASCIAS.burton)).toMatchObject({ preloved: true, info: { delPromiseStd: '4-6' } });
  });

  it('gives a cross-border seller the longer promise for a fascia of another country only', () => {
    const french = marketplace.find((p) => marketplaceSeller(p)!.shopName === 'Maison Lumière')!;
    expect(deliveryFor(french, FASCIAS.burton)?.info.delPromiseStd).toBe('5-10');
    expect(deliveryFor(french, FASCIAS.coast)?.info.delPromiseStd).toBe('3-5');
  });

  it('puts the seller’s exclusions on its variants’ prices, and none on other products', () => {
    const overshirt = catalogue.toProduct(catalogue.productById('10011')!, FASCIAS.burton);
    expect(overshirt.variants.every((v) => v.prices.shopExclusionsMessaging?.startsWith('Promotional codes'))).toBe(true);
    expect(catalogue.toProduct(catalogue.productById('10001')!, FASCIAS.burton).variants[0]?.prices.shopExclusionsMessaging).toBeUndefined();
  });
});
