// The wrapper's own choices (card page, 34 px, one badge per line); the rules
// themselves are tested in shared-contracts/src/badges.
import { FASCIAS, type BadgeConfig } from '@storefront/shared-contracts';
import { badgeText, imageBadges, lineBadge } from './badges';

const badge = (id: string, placement: BadgeConfig['placement'], priority: number, extra: Partial<BadgeConfig> = {}): BadgeConfig => ({ id, placement, priority, text1: id, ...extra });

describe('imageBadges', () => {
  it('keeps at most 2 badges of the card page, lowest priority number first', () => {
    const placed = imageBadges(
      [badge('c', 'PLP_topRight', 3), badge('a', 'PLP_topLeft', 1), badge('pdp', 'PDP_topLeft', 0), badge('b', 'PLP_bottomLeft', 2), badge('carousel', 'CAROUSEL_topLeft', 0)],
      'PLP',
    );
    expect(placed.map((p) => [p.badge.id, p.position, p.offsetPx])).toEqual([
      ['a', 'topLeft', 0],
      ['b', 'bottomLeft', 0],
    ]);
  });

  it('offsets a second badge in the same corner by 34 px', () => {
    const placed = imageBadges([badge('x', 'CAROUSEL_topLeft', 2), badge('y', 'CAROUSEL_topLeft', 1)], 'CAROUSEL');
    expect(placed.map((p) => [p.badge.id, p.offsetPx])).toEqual([
      ['y', 0],
      ['x', 34],
    ]);
  });

  it('shows a category badge only on products of that category', () => {
    const badges = [badge('dresses', 'PLP_topLeft', 1, { categorySlug: 'womens-dresses' }), badge('price', 'PLP_price', 0)];
    expect(imageBadges(badges, 'PLP', ['mens-shirts'])).toEqual([]);
    expect(imageBadges(badges, 'PLP', ['womens-dresses']).map((p) => p.badge.id)).toEqual(['dresses']);
  });
});

describe('lineBadge', () => {
  it('picks the one badge of the line with the lowest priority number', () => {
    expect(lineBadge([badge('b', 'PLP_promo', 2), badge('a', 'PLP_promo', 1), badge('p', 'PLP_price', 0)], 'PLP', 'promo')?.id).toBe('a');
    expect(lineBadge([badge('a', 'PLP_promo', 1)], 'CAROUSEL', 'promo')).toBeNull();
  });
});

describe('badgeText', () => {
  it('fills the price placeholders from the card price text', () => {
    expect(badgeText('Extra 20% off: now {discountedPrice}', { discount: 20 }, '30.00', FASCIAS.burton)).toBe('Extra 20% off: now £24.00');
    expect(badgeText('From {priceRangeFromLower} up to {priceRangeFromUpper}', {}, '12.00-20.00', FASCIAS.burton)).toBe('From £12.00 up to £20.00');
  });
});
