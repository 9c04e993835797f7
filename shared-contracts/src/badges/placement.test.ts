import type { BadgeConfig } from '../entities/badge';
import { badgeApplies, imageBadges, isBadgeCurrent, lineBadges, priceBadge, promoBadges } from './placement';

const badge = (id: string, placement: BadgeConfig['placement'], priority: number, extra: Partial<BadgeConfig> = {}): BadgeConfig => ({ id, placement, priority, text1: id, ...extra });
const ids = (badges: BadgeConfig[]) => badges.map((b) => b.id);

describe('imageBadges', () => {
  it('keeps at most 2 badges of the page over all corners, lowest priority number first', () => {
    const placed = imageBadges(
      [badge('c', 'PDP_topRight', 3), badge('a', 'PDP_topLeft', 1), badge('plp', 'PLP_topLeft', 0), badge('b', 'PDP_bottomRight', 2), badge('price', 'PDP_price', 0)],
      { page: 'PDP' },
    );
    expect(placed.map((p) => [p.badge.id, p.position, p.offsetPx])).toEqual([
      ['a', 'topLeft', 0],
      ['b', 'bottomRight', 0],
    ]);
  });

  it('stacks a second badge in one corner 50 px further in on the product page and 34 px on cards', () => {
    const pdp = imageBadges([badge('x', 'PDP_bottomLeft', 2), badge('y', 'PDP_bottomLeft', 1)], { page: 'PDP' });
    expect(pdp.map((p) => [p.badge.id, p.offsetPx])).toEqual([
      ['y', 0],
      ['x', 50],
    ]);
    const carousel = imageBadges([badge('x', 'CAROUSEL_topLeft', 2), badge('y', 'CAROUSEL_topLeft', 1)], { page: 'CAROUSEL' });
    expect(carousel.map((p) => p.offsetPx)).toEqual([0, 34]);
  });

  it('takes the offset as a parameter', () => {
    const placed = imageBadges([badge('x', 'PLP_topLeft', 1), badge('y', 'PLP_topLeft', 2)], { page: 'PLP', offsetPx: 40 });
    expect(placed.map((p) => p.offsetPx)).toEqual([0, 40]);
  });

  it('keeps the configured order between badges of equal priority', () => {
    expect(imageBadges([badge('first', 'PDP_topLeft', 1), badge('second', 'PDP_topRight', 1), badge('third', 'PDP_topLeft', 1)], { page: 'PDP' }).map((p) => p.badge.id)).toEqual([
      'first',
      'second',
    ]);
  });

  it('shows a category badge only on products of that category', () => {
    const badges = [badge('dresses', 'PDP_topLeft', 1, { categorySlug: 'womens-dresses' }), badge('all', 'PDP_topRight', 2)];
    expect(imageBadges(badges, { page: 'PDP', categorySlugs: ['mens-shirts'] }).map((p) => p.badge.id)).toEqual(['all']);
    expect(imageBadges(badges, { page: 'PDP', categorySlugs: ['womenswear', 'womens-dresses'] }).map((p) => p.badge.id)).toEqual(['dresses', 'all']);
  });

  it('leaves out an ended badge when the time is given, so a running one takes its place', () => {
    const badges = [badge('ended', 'PDP_topLeft', 1, { endDate: '2026-01-31T23:59:59Z' }), badge('a', 'PDP_topLeft', 2), badge('b', 'PDP_topRight', 3)];
    expect(imageBadges(badges, { page: 'PDP', now: new Date('2026-02-01T00:00:00Z') }).map((p) => p.badge.id)).toEqual(['a', 'b']);
    expect(imageBadges(badges, { page: 'PDP' }).map((p) => p.badge.id)).toEqual(['ended', 'a']);
  });
});

describe('priceBadge', () => {
  it('picks the lowest priority number of the page price line', () => {
    const badges = [badge('b', 'PDP_price', 2), badge('a', 'PDP_price', 1), badge('plp', 'PLP_price', 0), badge('promo', 'PDP_promo', 0)];
    expect(priceBadge(badges, { page: 'PDP' })?.id).toBe('a');
    expect(priceBadge(badges, { page: 'CAROUSEL' })).toBeNull();
  });
});

describe('promoBadges', () => {
  const badges = [badge('third', 'PDP_promo', 3), badge('first', 'PDP_promo', 1), badge('second', 'PDP_promo', 2), badge('price', 'PDP_price', 0)];

  it('shows 1 promo badge when restricted, the lowest priority number', () => {
    expect(ids(promoBadges(badges, { page: 'PDP', restricted: true }))).toEqual(['first']);
  });

  it('shows 2 promo badges when not restricted, lowest priority numbers first', () => {
    expect(ids(promoBadges(badges, { page: 'PDP', restricted: false }))).toEqual(['first', 'second']);
  });

  it('shows what there is when fewer badges apply', () => {
    expect(ids(promoBadges([badge('only', 'PDP_promo', 5)], { page: 'PDP', restricted: false }))).toEqual(['only']);
    expect(promoBadges([], { page: 'PDP', restricted: false })).toEqual([]);
  });

  it('counts only badges of the product category', () => {
    const withCategory = [badge('coats', 'PDP_promo', 1, { categorySlug: 'womens-coats' }), ...badges];
    expect(ids(promoBadges(withCategory, { page: 'PDP', restricted: false, categorySlugs: ['womens-jeans'] }))).toEqual(['first', 'second']);
  });
});

describe('lineBadges', () => {
  it('never gives a negative number of badges', () => {
    expect(lineBadges([badge('a', 'PLP_promo', 1)], { page: 'PLP', line: 'promo', limit: -1 })).toEqual([]);
  });
});

describe('badgeApplies and isBadgeCurrent', () => {
  it('applies a badge without a category everywhere', () => {
    expect(badgeApplies(badge('a', 'PDP_promo', 1))).toBe(true);
    expect(badgeApplies(badge('a', 'PDP_promo', 1, { categorySlug: 'beauty' }))).toBe(false);
  });

  it('runs a badge until the end of its end date and forever without a valid one', () => {
    const ends = badge('a', 'PDP_promo', 1, { endDate: '2027-03-31T23:59:59Z' });
    expect(isBadgeCurrent(ends, new Date('2027-03-31T23:59:59Z'))).toBe(true);
    expect(isBadgeCurrent(ends, new Date('2027-04-01T00:00:00Z'))).toBe(false);
    expect(isBadgeCurrent(badge('b', 'PDP_promo', 1, { endDate: 'soon' }), new Date())).toBe(true);
  });
});
