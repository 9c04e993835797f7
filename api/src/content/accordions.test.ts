// The product page's delivery and returns accordions: every fascia's content
// fits the schema, in the fascia's language and money; marketplace and
// third-party items get returns of their own, never the own-brand promise.
import { FASCIA_KEYS, FASCIAS, formatMoney, RETURNS_POLICIES } from '@storefront/shared-contracts';
import { accordionContentSchema, makeAccordionContent } from './accordions';

describe('accordion content', () => {
  it.each(FASCIA_KEYS)('%s: a delivery panel and a returns panel for every policy, filled in', (fascia) => {
    const content = makeAccordionContent(fascia);
    expect(accordionContentSchema.safeParse(content).success).toBe(true);
    expect(Object.keys(content.returnsAccordion).sort()).toEqual([...RETURNS_POLICIES].sort());
    expect(JSON.stringify(content)).not.toContain('{{');
    const settings = FASCIAS[fascia];
    expect(content.deliveryAccordion.deliveryMessage).toContain(formatMoney(settings.delivery.freeThresholdCentAmount, settings));
    expect(content.deliveryAccordion.methods[0]?.price).toBe(formatMoney(settings.delivery.standardCentAmount, settings));
    expect(content.deliveryAccordion.methods[1]?.price).toContain(formatMoney(settings.delivery.bulkySurchargeCentAmount, settings));
    expect(content.returnsAccordion.marketplace?.returnsMessage).toContain(settings.name);
  });

  it('speaks each fascia’s language', () => {
    const firstMethod = (fascia: (typeof FASCIA_KEYS)[number]) => makeAccordionContent(fascia).deliveryAccordion.methods[0]?.name;
    expect(firstMethod('burton')).toBe('Standard delivery');
    expect(firstMethod('dorothyperkins')).toBe('Standard delivery');
    expect(firstMethod('coast')).toBe('Livraison standard');
    expect(firstMethod('wallis')).toBe('Standaardbezorging');
    expect(firstMethod('oasis')).toBe('Standardleverans');
    expect(makeAccordionContent('coast').returnsAccordion.ownBrand?.returnsMessage).toMatch(/^Retours gratuits sous 28 jours/);
  });

  it('gives each policy its own returns, the own-brand 28 days to own-brand items only', () => {
    for (const fascia of FASCIA_KEYS) {
      const { ownBrand, marketplace, thirdParty } = makeAccordionContent(fascia).returnsAccordion;
      expect(new Set([ownBrand?.returnsMessage, marketplace?.returnsMessage, thirdParty?.returnsMessage]).size).toBe(3);
      expect(ownBrand?.returnsMessage).toContain('28');
      expect(marketplace?.returnsMessage).not.toContain('28');
      expect(thirdParty?.returnsMessage).not.toContain('28');
    }
  });

  it('refuses content that does not fit: a missing message, an empty method, an unknown policy', () => {
    const good = makeAccordionContent('burton');
    const { deliveryMessage: _left, ...noMessage } = good.deliveryAccordion;
    expect(accordionContentSchema.safeParse({ ...good, deliveryAccordion: noMessage }).success).toBe(false);
    expect(accordionContentSchema.safeParse({ ...good, deliveryAccordion: { ...good.deliveryAccordion, methods: [{ name: ' ', price: '£1', time: '1 day' }] } }).success).toBe(false);
    expect(accordionContentSchema.safeParse({ ...good, returnsAccordion: { ...good.returnsAccordion, preloved: { returnsMessage: 'x' } } }).success).toBe(false);
    // A policy may be left out: its items then show no returns panel.
    expect(accordionContentSchema.safeParse({ ...good, returnsAccordion: { ownBrand: good.returnsAccordion.ownBrand } }).success).toBe(true);
  });
});
