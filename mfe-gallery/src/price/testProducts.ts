// Products with prices for the price, badge and admin preview tests.
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import type { BadgeConfig, Product, Variant } from '@storefront/shared-contracts';

function priced(variant: Variant, centAmount: number, wasCents?: number, attributes: Partial<Variant['attributes']> = {}): Variant {
  return {
    ...variant,
    prices: { centAmount, currencyCode: 'GBP', ...(wasCents !== undefined ? { wasPrice: { centAmount: wasCents } } : {}) },
    attributes: { ...variant.attributes, ...attributes },
  };
}

const sale = { classification: 'New In', department: 'Womenswear' };

/**
 * Navy: S £30 (was £40), M £35 (was £40), L out of stock £35 (the master, so no size is
 * chosen at first): price by size.
 * White: one price, £25, no was-price, only M in stock (auto-selected).
 */
export const dress: Product = makeProduct(
  [
    priced(makeVariant({ id: 'navy-s', colour: 'navy', size: 'S', images: ['/images/dress/navy-0.jpg'] }), 3000, 4000, sale),
    priced(makeVariant({ id: 'navy-m', colour: 'navy', size: 'M', images: ['/images/dress/navy-0.jpg'] }), 3500, 4000, sale),
    priced(makeVariant({ id: 'navy-l', colour: 'navy', size: 'L', isOnStock: false, isMaster: true, images: ['/images/dress/navy-0.jpg'] }), 3500, 4000, sale),
    priced(makeVariant({ id: 'white-s', colour: 'white', size: 'S', isOnStock: false, images: ['/images/dress/white-0.jpg'] }), 2500, undefined, sale),
    priced(makeVariant({ id: 'white-m', colour: 'white', size: 'M', images: ['/images/dress/white-0.jpg', '/images/dress/white-1.jpg'] }), 2500, undefined, sale),
  ],
  {
    id: 'p-dress',
    key: 'dress-midi',
    name: 'Midi Dress',
    slug: 'midi-dress',
    brand: 'Wallis',
    categories: [
      { name: 'Womenswear', slug: 'womenswear' },
      { name: 'Dresses', slug: 'womens-dresses' },
    ],
    reviewStats: { averageRating: 4.25, totalReviewCount: 128 },
  },
);

export const badge = (id: string, placement: BadgeConfig['placement'], priority: number, extra: Partial<BadgeConfig> = {}): BadgeConfig => ({
  id,
  placement,
  priority,
  text1: id,
  ...extra,
});
