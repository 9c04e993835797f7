import type { Product } from '@storefront/shared-contracts';
import { isTryOnEligible, tryOnCategory } from './eligibility';
import { makeProduct, makeVariant } from '../test/fixtures';

function beauty(taxonomy: string, overrides: Partial<Product> = {}): Product {
  const variant = makeVariant({ id: 'a', colour: 'ivory', size: '30ml' });
  return makeProduct([{ ...variant, attributes: { ...variant.attributes, categoryTaxonomy: taxonomy, department: 'Beauty' } }], {
    brand: 'Lumière Beauty',
    productType: 'beauty',
    ...overrides,
  });
}

describe('try-on category', () => {
  it('sorts products by the keywords of their categories', () => {
    expect(tryOnCategory(beauty('Beauty > Makeup > Face > Foundation'))).toBe('foundation');
    expect(tryOnCategory(beauty('Beauty > Makeup > Lips > Lipstick'))).toBe('makeup');
    expect(tryOnCategory(beauty('Beauty > Make-up > Eyes'))).toBe('makeup');
    expect(tryOnCategory(beauty('Beauty > Skin > Moisturiser'))).toBe('skin');
    expect(tryOnCategory(beauty('Beauty > Hair > Shampoo & Conditioner'))).toBe('hair');
    expect(tryOnCategory(beauty('Menswear > Clothing > Shirts'))).toBeNull();
  });

  it('reads category slugs and names as well as the taxonomy', () => {
    expect(tryOnCategory(beauty('', { categories: [{ name: 'Beauty', slug: 'beauty' }, { name: 'Base', slug: 'beauty-foundation' }] }))).toBe('foundation');
    expect(tryOnCategory(beauty('', { categoryNames: ['Haircare'] }))).toBe('hair');
    expect(tryOnCategory(beauty('', { breadcrumbs: [{ name: 'Skincare', slug: 'beauty-skincare' }] }))).toBe('skin');
  });

  it('ignores the product name', () => {
    expect(tryOnCategory(beauty('Home > Candles', { name: 'Foundation Candle' }))).toBeNull();
  });

  it('survives malformed category data', () => {
    const broken = { ...beauty('Beauty > Makeup'), categories: [null], breadcrumbs: 'x', categoryNames: [3] } as unknown as Product;
    expect(tryOnCategory(broken)).toBe('makeup');
  });
});

describe('try-on eligibility', () => {
  it('is offered for makeup and foundation only', () => {
    expect(isTryOnEligible(beauty('Beauty > Makeup > Face > Foundation'), 'Nordic Glow')).toBe(true);
    expect(isTryOnEligible(beauty('Beauty > Makeup > Lips > Lipstick'), 'Nordic Glow')).toBe(true);
    expect(isTryOnEligible(beauty('Beauty > Skin > Moisturiser'), 'Nordic Glow')).toBe(false);
    expect(isTryOnEligible(beauty('Beauty > Hair > Oil'), 'Nordic Glow')).toBe(false);
    expect(isTryOnEligible(beauty('Womenswear > Dresses'), 'Nordic Glow')).toBe(false);
  });

  it('is never offered for the excluded brand, whatever its case', () => {
    expect(isTryOnEligible(beauty('Beauty > Makeup > Face > Foundation', { brand: 'Nordic Glow' }), 'Nordic Glow')).toBe(false);
    expect(isTryOnEligible(beauty('Beauty > Makeup > Face > Foundation', { brand: 'NORDIC GLOW ' }), 'nordic glow')).toBe(false);
    expect(isTryOnEligible(beauty('Beauty > Makeup > Face > Foundation', { brand: 'Nordic Glow' }), '')).toBe(true);
  });
});
