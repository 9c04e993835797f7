import { advisorCategoryOf } from './widgets';

describe('advisorCategoryOf', () => {
  it('reads skincare, haircare, foundation (before makeup) and makeup from the taxonomy', () => {
    expect(advisorCategoryOf('Beauty > Skin > Moisturiser')).toBe('skincare');
    expect(advisorCategoryOf('Beauty > Hair > Shampoo & Conditioner')).toBe('haircare');
    expect(advisorCategoryOf('Beauty > Makeup > Face > Foundation')).toBe('foundation');
    expect(advisorCategoryOf('Beauty > Makeup > Lips > Lipstick')).toBe('makeup');
    expect(advisorCategoryOf('beauty > fragrance')).toBeNull();
    expect(advisorCategoryOf('Womenswear > Clothing > Dresses')).toBeNull();
    expect(advisorCategoryOf(undefined)).toBeNull();
  });
});
