import { FASCIA_KEYS, FASCIAS } from '@storefront/shared-contracts';
import { badgesFor } from './badges';

const beauty = { categorySlugs: ['beauty', 'beauty-skincare'] };
const texts = (fascia: (typeof FASCIA_KEYS)[number]) => badgesFor(beauty, fascia).map((b) => [b.text1, b.text2].join(' '));

describe('badgesFor', () => {
  it('gives a promo priced in pounds only where pounds are spent', () => {
    expect(texts('burton')).toContain('Free gift when you spend £30 on beauty ');
    for (const fascia of FASCIA_KEYS) {
      if (FASCIAS[fascia].currency === 'GBP') continue;
      expect(texts(fascia).join(' | ')).not.toMatch(/£/);
    }
  });

  it('gives the site-wide delivery badge everywhere, its threshold left to each fascia, and never sends where a badge runs', () => {
    for (const fascia of FASCIA_KEYS) {
      const badges = badgesFor(beauty, fascia);
      expect(badges.find((b) => b.id === 'site-delivery-promo')?.text1).toContain('{freeDeliveryFrom}');
      for (const badge of badges) expect(badge).not.toHaveProperty('fascias');
    }
  });

  it('puts a product’s own badges with the category’s, by priority', () => {
    const own = { id: 'prod-1', placement: 'PDP_promo' as const, priority: 0, text1: 'Mine', backgroundColor: '#fff', textColor: '#000' };
    const badges = badgesFor({ categorySlugs: ['womens-coats'], badges: [own] }, 'burton');
    expect(badges.map((b) => b.id)).toEqual(['prod-1', 'cat-coats-promo', 'cat-coats-promo-plp', 'site-delivery-promo']);
  });
});
