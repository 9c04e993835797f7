import { FASCIA_KEYS, FASCIAS } from '@storefront/shared-contracts';
import { badgesFor, CATEGORY_BADGES, PRODUCT_BADGE_POOL } from './badges';
import { BADGE_TEXTS, localiseBadge } from './badgeTexts';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('badge texts', () => {
  it('has every word of every badge that runs in a fascia of another language, with the same placeholders', () => {
    const everywhere = [...CATEGORY_BADGES, ...PRODUCT_BADGE_POOL.map((b, i) => ({ ...b, id: `pool-${i}` }))];
    for (const fascia of FASCIA_KEYS) {
      const { locale } = FASCIAS[fascia];
      if (locale === 'en-GB') continue;
      const running = everywhere.filter((b) => {
        const runsIn = (b as { fascias?: readonly string[] }).fascias;
        return !runsIn || runsIn.includes(fascia);
      });
      for (const badge of running) {
        for (const text of [badge.text1, badge.text2, badge.linkName]) {
          if (text === undefined) continue;
          const said = BADGE_TEXTS[text]?.[locale];
          expect({ text, locale, said: said !== undefined }).toEqual({ text, locale, said: true });
          expect(placeholders(said!)).toEqual(placeholders(text));
        }
      }
    }
  });

  it("says a product page's badges in the fascia's language and leaves en-GB as written", () => {
    const coats = { categorySlugs: ['womens-coats'] };
    expect(badgesFor(coats, 'coast').find((b) => b.id === 'cat-coats-promo')).toMatchObject({
      text1: '-25 % sur les manteaux avec le code COSY25',
      text2: 'Se termine bientôt',
      linkName: 'Conditions applicables',
    });
    expect(badgesFor(coats, 'wallis').find((b) => b.id === 'site-delivery-promo')).toMatchObject({ text1: 'Gratis bezorging vanaf {freeDeliveryFrom}', linkName: 'Bezorginformatie' });
    expect(badgesFor(coats, 'burton').find((b) => b.id === 'site-delivery-promo')).toMatchObject({ text1: 'Free delivery on orders over {freeDeliveryFrom}', linkName: 'Delivery info' });
  });

  it('leaves words it does not know as written', () => {
    const badge = { id: 'x', placement: 'PDP_promo' as const, priority: 1, text1: 'Editor’s own words', backgroundColor: '#fff', textColor: '#000' };
    expect(localiseBadge(badge, 'sv-SE')).toEqual(badge);
  });
});
