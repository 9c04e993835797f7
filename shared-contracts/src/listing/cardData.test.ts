import { makeCard } from '../testing/fixtures';
import { retrieved, topLevelKeysRead } from '../testing/readKeys';
import { CARD_HIT_ATTRIBUTES, toCardData } from './cardData';

describe('toCardData', () => {
  it('keeps a well-formed card as it is', () => {
    const card = makeCard();
    expect(toCardData(card)).toEqual(card);
  });

  it('leaves out what is not a product', () => {
    expect(toCardData(null)).toBeNull();
    expect(toCardData('x')).toBeNull();
    expect(toCardData({ ...makeCard(), slug: '' })).toBeNull();
    expect(toCardData({ ...makeCard(), name: 42 })).toBeNull();
  });

  it('drops broken optional parts instead of failing', () => {
    const card = toCardData({
      ...makeCard(),
      colourVariants: [{ colour: 'Red', sizesInStock: 'S' }, 'junk', { nope: true }],
      priceVariants: [{ colour: 'Red', price: 12 }, { price: '1' }],
      imagesResponsive: [{ desktop: { url: '/a.jpg' } }, { desktop: null }],
      averageRating: 9,
      badges: [{ placement: 'PLP_topLeft', priority: 1, text1: 'New' }, { placement: 'ELSEWHERE', priority: 1, text1: 'x' }],
      recommendedUrl: 'javascript:alert(1)',
    });
    expect(card?.colourVariants).toEqual([{ colour: 'Red', colourFacet: '', sizesInStock: [], sku: '' }]);
    expect(card?.priceVariants).toEqual([{ colour: 'Red', price: '12.00' }]);
    expect(card?.imagesResponsive).toEqual([{ desktop: { url: '/a.jpg' } }]);
    expect(card?.averageRating).toBeUndefined();
    expect(card?.badges).toEqual([{ id: '', placement: 'PLP_topLeft', priority: 1, text1: 'New' }]);
    expect(card?.recommendedUrl).toBeUndefined();
  });

  it('keeps a sponsored card’s status (sponsored carousels), and no blank one', () => {
    expect(toCardData({ ...makeCard(), sponsoredStatus: 'sponsored' })?.sponsoredStatus).toBe('sponsored');
    expect(toCardData({ ...makeCard(), sponsoredStatus: ' ' })).not.toHaveProperty('sponsoredStatus');
  });

  it('trims the names it needs, keeps only card fields and reads numbers only when they are numbers', () => {
    const card = toCardData({ ...makeCard(), name: '  Linen Shirt ', internalNote: 'x', price: 12.5, totalReviewCount: 2.5, averageRating: '4', isPremier: 'yes' });
    expect(card?.name).toBe('Linen Shirt');
    expect(card).not.toHaveProperty('internalNote');
    expect(card?.price).toBe('12.50');
    expect(card?.totalReviewCount).toBeUndefined();
    expect(card?.averageRating).toBeUndefined();
    expect(card?.isPremier).toBe(false);
  });

  describe('CARD_HIT_ATTRIBUTES', () => {
    // A search record: the card's fields and the facet attributes beside them.
    const record = { ...makeCard({ recommendedUrl: '/offers/shirt', singleVariantSku: 'S1', categoryNames: ['Shirts'], categorySlugs: ['shirts'] }), objectID: 'P100', size: ['M'], style: 'Oxford', priceBands: '20-30', breadcrumbs: [] };

    it('names exactly the attributes a card is made from', () => {
      expect([...topLevelKeysRead(record, toCardData)].sort()).toEqual([...CARD_HIT_ATTRIBUTES].sort());
    });

    it('makes the same card from a record cut down to them', () => {
      expect(toCardData(retrieved(record, CARD_HIT_ATTRIBUTES))).toEqual(toCardData(record));
    });
  });
});

