import { badge, dress } from '../price/testProducts';
import { pdpBadges } from './pdpBadges';

describe('pdpBadges', () => {
  it("joins the product's own badges, the page's and the preview badges, one per id", () => {
    const product = { ...dress, badges: [badge('own', 'PDP_topRight', 1), badge('shared', 'PDP_promo', 2, { text1: 'from product' })] };
    const page = [badge('shared', 'PDP_promo', 2, { text1: 'from page' }), badge('category', 'PDP_topLeft', 3)];
    const preview = [badge('category', 'PDP_topLeft', 3, { text1: 'previewed' })];
    expect(pdpBadges(product, page, preview).map((b) => [b.id, b.text1])).toEqual([
      ['own', 'own'],
      ['shared', 'from page'],
      ['category', 'previewed'],
    ]);
  });

  it('leaves out malformed badges and anything that is not a list', () => {
    expect(pdpBadges({ ...dress, badges: 'x' as never }, [{ id: 'x' }, badge('ok', 'PDP_promo', 1)]).map((b) => b.id)).toEqual(['ok']);
    expect(pdpBadges(dress, null)).toEqual([]);
  });
});
