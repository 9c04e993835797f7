import { FASCIAS } from '../fascia/fascias';
import {
  LINE_QUANTITY_LIMIT, basketTotals, checkoutAllowed, deliveryFor, giftLines, giftNameFromDescription, isPremierActive,
  lineImage, lineLink, lineStockStatus, maxLineQuantity, type GiftSource,
} from './rules';

const burton = FASCIAS.burton; // GBP: standard 3.99, free from 50.00, bulky 15.00
const oasis = FASCIAS.oasis; // SEK
const gbp = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });

describe('lineStockStatus', () => {
  it('is outOfStock when none is left, whatever the line holds', () => {
    expect(lineStockStatus(1, 0, 5)).toBe('outOfStock');
    expect(lineStockStatus(10, 0, 5)).toBe('outOfStock');
  });

  it('is short when the line holds more than is left', () => {
    expect(lineStockStatus(4, 3, 5)).toBe('short');
    expect(lineStockStatus(10, 9, 5)).toBe('short');
  });

  it('is lowStock below the threshold, inStock from it', () => {
    expect(lineStockStatus(3, 3, 5)).toBe('lowStock');
    expect(lineStockStatus(1, 4, 5)).toBe('lowStock');
    expect(lineStockStatus(1, 5, 5)).toBe('inStock');
    expect(lineStockStatus(1, 4, 3)).toBe('inStock');
    expect(lineStockStatus(10, 30, 5)).toBe('inStock');
  });
});

describe('maxLineQuantity', () => {
  it('is the limit of 10, or the stock when lower, and at least 1', () => {
    expect(LINE_QUANTITY_LIMIT).toBe(10);
    expect(maxLineQuantity(30)).toBe(10);
    expect(maxLineQuantity(10)).toBe(10);
    expect(maxLineQuantity(3)).toBe(3);
    expect(maxLineQuantity(1)).toBe(1);
    expect(maxLineQuantity(0)).toBe(1);
  });
});

describe('checkoutAllowed', () => {
  it('needs a line', () => {
    expect(checkoutAllowed([])).toBe(false);
  });

  it('allows lines in stock or low in stock', () => {
    expect(checkoutAllowed([{ stockStatus: 'inStock' }, { stockStatus: 'lowStock' }])).toBe(true);
  });

  it('holds back a bag with an out-of-stock or short line', () => {
    expect(checkoutAllowed([{ stockStatus: 'inStock' }, { stockStatus: 'outOfStock' }])).toBe(false);
    expect(checkoutAllowed([{ stockStatus: 'short' }, { stockStatus: 'inStock' }])).toBe(false);
  });
});

describe('isPremierActive', () => {
  const now = new Date('2026-11-25T15:00:00Z');

  it('runs to the end of the expiry date', () => {
    expect(isPremierActive('2099-12-31', now)).toBe(true);
    expect(isPremierActive('2026-11-25', now)).toBe(true);
    expect(isPremierActive('2026-11-24', now)).toBe(false);
  });

  it('is no membership without a readable date', () => {
    expect(isPremierActive(null, now)).toBe(false);
    expect(isPremierActive(undefined, now)).toBe(false);
    expect(isPremierActive('', now)).toBe(false);
    expect(isPremierActive('31/12/2099', now)).toBe(false);
  });
});

describe('deliveryFor', () => {
  it('charges standard delivery under the threshold and says how much more to spend', () => {
    expect(deliveryFor({ subtotalCentAmount: 3000, hasBulkyItem: false, premier: false }, burton)).toEqual({
      kind: 'standard', price: gbp(399), threshold: gbp(5000), remaining: gbp(2000),
    });
    expect(deliveryFor({ subtotalCentAmount: 4999, hasBulkyItem: false, premier: false }, burton).remaining).toEqual(gbp(1));
  });

  it('is free from the threshold', () => {
    expect(deliveryFor({ subtotalCentAmount: 5000, hasBulkyItem: false, premier: false }, burton)).toEqual({
      kind: 'free', price: gbp(0), threshold: gbp(5000),
    });
  });

  it('is free for a premier member under the threshold too', () => {
    expect(deliveryFor({ subtotalCentAmount: 1000, hasBulkyItem: false, premier: true }, burton)).toEqual({
      kind: 'premier', price: gbp(0), threshold: gbp(5000),
    });
    expect(deliveryFor({ subtotalCentAmount: 9000, hasBulkyItem: false, premier: true }, burton).kind).toBe('premier');
  });

  it('adds the bulky surcharge to every kind of delivery', () => {
    const bulky = { bulkySurcharge: gbp(1500) };
    expect(deliveryFor({ subtotalCentAmount: 3000, hasBulkyItem: true, premier: false }, burton)).toEqual({
      kind: 'standard', price: gbp(399 + 1500), threshold: gbp(5000), remaining: gbp(2000), ...bulky,
    });
    expect(deliveryFor({ subtotalCentAmount: 6000, hasBulkyItem: true, premier: false }, burton)).toEqual({
      kind: 'free', price: gbp(1500), threshold: gbp(5000), ...bulky,
    });
    expect(deliveryFor({ subtotalCentAmount: 1000, hasBulkyItem: true, premier: true }, burton)).toEqual({
      kind: 'premier', price: gbp(1500), threshold: gbp(5000), ...bulky,
    });
  });

  it('delivers an empty bag for nothing and shows the whole threshold, for premier members too', () => {
    for (const premier of [false, true]) {
      expect(deliveryFor({ subtotalCentAmount: 0, hasBulkyItem: false, premier }, burton)).toEqual({
        kind: 'standard', price: gbp(0), threshold: gbp(5000), remaining: gbp(5000),
      });
    }
  });

  it('uses the fascia’s own charges and currency', () => {
    expect(deliveryFor({ subtotalCentAmount: 10000, hasBulkyItem: true, premier: false }, oasis)).toEqual({
      kind: 'standard',
      price: { centAmount: 4900 + 19900, currencyCode: 'SEK' },
      threshold: { centAmount: 59900, currencyCode: 'SEK' },
      remaining: { centAmount: 49900, currencyCode: 'SEK' },
      bulkySurcharge: { centAmount: 19900, currencyCode: 'SEK' },
    });
  });
});

describe('basketTotals', () => {
  it('adds the lines into the subtotal and the delivery into the total', () => {
    const totals = basketTotals({ lines: [{ lineTotal: gbp(2000), bulkyItem: false }, { lineTotal: gbp(1500), bulkyItem: false }], premier: false }, burton);
    expect(totals).toEqual({
      subtotal: gbp(3500),
      delivery: { kind: 'standard', price: gbp(399), threshold: gbp(5000), remaining: gbp(1500) },
      total: gbp(3899),
    });
  });

  it('charges a bulky item’s surcharge once, however many bulky lines', () => {
    const lines = [{ lineTotal: gbp(4000), bulkyItem: true }, { lineTotal: gbp(2000), bulkyItem: true }];
    const totals = basketTotals({ lines, premier: false }, burton);
    expect(totals.delivery).toMatchObject({ kind: 'free', price: gbp(1500) });
    expect(totals.total).toEqual(gbp(7500));
    expect(basketTotals({ lines, premier: true }, burton).total).toEqual(gbp(7500));
  });

  it('is zero for an empty bag', () => {
    expect(basketTotals({ lines: [], premier: true }, burton)).toMatchObject({ subtotal: gbp(0), total: gbp(0), delivery: { price: gbp(0) } });
  });
});

describe('giftLines', () => {
  const oil = { name: 'Bond Repair Hair Oil', slug: 'bond-repair-hair-oil-10012', image: '/images/products/HAR10012/0.jpg' };
  const catalogue = (sku: string) => (sku === 'HAR10012-01-01' ? oil : undefined);
  const cream: GiftSource = { sku: 'SKN10014-01-01', productSlug: 'day-cream-10014', gwp: { sku: 'HAR10012-01-01', description: 'Free Bond Repair Hair Oil (travel size) with this day cream' } };
  const plain: GiftSource = { sku: 'DRS10001-01-01', productSlug: 'midi-wrap-dress-navy-10001' };

  it('is empty without a qualifying line', () => {
    expect(giftLines([], catalogue, burton)).toEqual([]);
    expect(giftLines([plain], catalogue, burton)).toEqual([]);
  });

  it('gives the gift product, free and once, for a qualifying line', () => {
    expect(giftLines([plain, cream], catalogue, burton)).toEqual([
      {
        name: 'Bond Repair Hair Oil',
        productSlug: 'bond-repair-hair-oil-10012',
        quantity: 1,
        totalPrice: gbp(0),
        variant: { sku: 'HAR10012-01-01', image: '/images/products/HAR10012/0.jpg' },
        productDescription: 'Free Bond Repair Hair Oil (travel size) with this day cream',
        forSku: 'SKN10014-01-01',
      },
    ]);
  });

  it('gives one gift per gift sku, brought by the first line that qualifies', () => {
    const other: GiftSource = { sku: 'SKN20000-01-01', productSlug: 'serum-20000', gwp: { sku: 'HAR10012-01-01', description: 'Free travel-size hair oil with this product' } };
    const gifts = giftLines([other, cream], catalogue, burton);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ forSku: 'SKN20000-01-01', productDescription: 'Free travel-size hair oil with this product' });
    const another: GiftSource = { sku: 'SKN30000-01-01', productSlug: 'mask-30000', gwp: { sku: 'GFT00001-01-01', description: 'Free cosmetic bag when you buy this mask' } };
    expect(giftLines([cream, another], catalogue, oasis).map((gift) => [gift.variant.sku, gift.totalPrice.currencyCode])).toEqual([
      ['HAR10012-01-01', 'SEK'],
      ['GFT00001-01-01', 'SEK'],
    ]);
  });

  it('names a gift that is not a product from its description and links to the product that brings it', () => {
    const line: GiftSource = { sku: 'SKN30000-01-01', productSlug: 'mask-30000', gwp: { sku: 'GFT00001-01-01', description: 'Free cosmetic bag when you buy this mask' } };
    expect(giftLines([line], () => undefined, burton)).toEqual([
      {
        name: 'Cosmetic bag', productSlug: 'mask-30000', quantity: 1, totalPrice: gbp(0),
        variant: { sku: 'GFT00001-01-01' }, productDescription: 'Free cosmetic bag when you buy this mask', forSku: 'SKN30000-01-01',
      },
    ]);
  });
});

describe('giftNameFromDescription', () => {
  it('leaves out the offer wording', () => {
    expect(giftNameFromDescription('Free travel-size hair oil with this product')).toBe('Travel-size hair oil');
    expect(giftNameFromDescription('Free Bond Repair Hair Oil (travel size) with this day cream')).toBe('Bond Repair Hair Oil (travel size)');
  });

  it('keeps a description without offer wording, and never answers an empty name', () => {
    expect(giftNameFromDescription('Mini lip balm')).toBe('Mini lip balm');
    expect(giftNameFromDescription('Free')).toBe('Free');
  });
});

describe('lineLink', () => {
  it('opens the product in the line’s colour, premier products under /premier', () => {
    expect(lineLink({ slug: 'linen-shirt', isPremier: false, colour: 'Navy' })).toBe('/product/linen-shirt?colour=Navy');
    expect(lineLink({ slug: 'silk-scarf', isPremier: true, colour: '' })).toMatch(/^\/premier\/.*silk-scarf$/);
  });
});

describe('lineImage', () => {
  it('is 96 px wide at the fascia’s image shape, asked for at twice that', () => {
    expect(lineImage('/images/products/DRS1/0.jpg', { imageAspectRatio: 1.5 })).toEqual({ src: '/images/products/DRS1/0.jpg?w=192&q=80', width: 96, height: 144 });
  });
});
