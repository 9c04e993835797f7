import type { ProductDelivery } from '../entities/widgets';
import { makeProduct, makeVariant } from '../testing/fixtures';
import { countdownBlock, countdownSku } from './countdown';
import { usableDelivery } from './pageData';

const delivery = (info: Partial<ProductDelivery['info']>, countdown?: ProductDelivery['countdown']): ProductDelivery =>
  ({
    info: { shopName: 'Burton', ...info },
    messaging: { threshold: { centAmount: 5000, currencyCode: 'GBP' }, standardCharge: { centAmount: 399, currencyCode: 'GBP' } },
    ...(countdown ? { countdown } : {}),
  }) as ProductDelivery;

describe('delivery countdown block', () => {
  const product = makeProduct([makeVariant({ id: 'navy-s', colour: 'navy', size: 'S' }), makeVariant({ id: 'navy-l', colour: 'navy', size: 'L' }), makeVariant({ id: 'white-s', colour: 'white', size: 'S' })]);

  it('shows the next-day and express badges and counts down to the cut-off of the SKU', () => {
    const block = countdownBlock(product, delivery({ nextDayDelivery: true, delXpsDeliveryEnabled: true, cutOffTimes: { express: '20:00' } }, { displayCountdown: true, cutOffTime: '21:00' }), 'burton', 'SKU-navy-s');
    expect(block).toEqual({
      badges: ['nextDay', 'express'],
      counts: true,
      cutOff: { sku: 'SKU-navy-s', fascia: 'burton', express: true, nextDay: true, overrides: { express: '20:00' }, configured: '21:00' },
    });
  });

  it('gives a marketplace product its own badge and no countdown; the content can turn the countdown off', () => {
    const marketplace = countdownBlock({ isHostedMarketplace: true }, delivery({ nextDayDelivery: true, delXpsDeliveryEnabled: true }), 'burton', 'SKU-navy-s');
    expect(marketplace.badges).toEqual(['marketplace']);
    expect(marketplace.counts).toBe(false);
    const off = countdownBlock(product, delivery({}, { displayCountdown: false }), 'burton', 'SKU-navy-s');
    expect(off).toMatchObject({ badges: [], counts: false });
    expect(countdownBlock(product, delivery({}), 'burton', null)).toMatchObject({ badges: [], counts: true });
  });

  it('reads the announced SKU, else the chosen size’s, the colour’s first or the product’s first', () => {
    expect(countdownSku(product, { colour: 'navy', variantId: 'navy-l' }, 'ANNOUNCED')).toBe('ANNOUNCED');
    expect(countdownSku(product, { colour: 'navy', variantId: 'navy-l' })).toBe('SKU-navy-l');
    expect(countdownSku(product, { colour: 'white', variantId: null })).toBe('SKU-white-s');
    expect(countdownSku(product, { colour: 'white', variantId: 'navy-l' })).toBe('SKU-white-s');
    expect(countdownSku(product, null)).toBe('SKU-navy-s');
    expect(countdownSku(makeProduct([]), null)).toBeNull();
  });

  it('takes page data delivery only when it has what the widgets read', () => {
    const good = delivery({}, { displayCountdown: true });
    expect(usableDelivery(good)).toBe(good);
    for (const bad of [null, undefined, 'x', {}, { ...good, info: {} }, { ...good, messaging: { threshold: { centAmount: '5' } } }, { ...good, messaging: { ...good.messaging, bulkySurcharge: {} } }]) {
      expect(usableDelivery(bad)).toBeNull();
    }
  });
});
