// The generated catalogue: deterministic, large enough, and covering every
// case the storefront must show.
import { FASCIA_KEYS, FASCIAS } from '@storefront/shared-contracts';
import { Catalogue } from './catalogue';

const catalogue = Catalogue.generate();
const products = catalogue.products;

describe('generated catalogue', () => {
  it('is the same on every start', () => {
    const again = Catalogue.generate();
    expect(again.products.map((p) => [p.slug, p.variants.map((v) => [v.sku, v.quantity, v.price])])).toEqual(
      products.map((p) => [p.slug, p.variants.map((v) => [v.sku, v.quantity, v.price])]),
    );
  });

  it('has at least 5,000 products spread over every fascia', () => {
    expect(products.length).toBeGreaterThanOrEqual(5000);
    for (const key of FASCIA_KEYS) expect(catalogue.slugsIn(key).length).toBeGreaterThan(500);
  });

  it('covers fashion, beauty and home, premier and customisable products', () => {
    const types = new Set(products.map((p) => p.productType));
    expect(types).toEqual(new Set(['fashion', 'beauty', 'home']));
    expect(products.some((p) => p.isPremier)).toBe(true);
    expect(products.some((p) => p.customisationGroupName)).toBe(true);
    expect(products.some((p) => p.productType === 'beauty' && /foundation/i.test(p.categoryTaxonomy))).toBe(true);
    expect(products.some((p) => p.productType === 'beauty' && /makeup/i.test(p.categoryTaxonomy))).toBe(true);
  });

  it('has products with more than ten sizes, several colours, stock states, ranges and was-prices', () => {
    expect(products.some((p) => p.sizes.length > 10)).toBe(true);
    expect(products.some((p) => p.colours.length >= 3)).toBe(true);
    const variants = products.flatMap((p) => p.variants);
    expect(variants.some((v) => v.quantity === 0)).toBe(true);
    expect(variants.some((v) => v.quantity > 0 && v.quantity < 5)).toBe(true);
    expect(variants.some((v) => v.wasPrice !== undefined && v.wasPrice > v.price)).toBe(true);
    expect(products.some((p) => new Set(p.variants.map((v) => v.price)).size > 1)).toBe(true);
  });

  it('gives unique slugs and skus in the spec’s sku shape', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.every((s) => /^[A-Z]{3}\d{5}-\d+-\d+$/.test(s))).toBe(true);
  });

  it('puts the related data (bundles, look, sponsored) on the product page data only', () => {
    const jacket = catalogue.productById('10016')!;
    const page = catalogue.productPage(FASCIAS.burton, jacket.slug)!;
    expect(Object.keys(page.product.related ?? {}).sort()).toEqual(['influencer', 'outfits', 'sponsored', 'suits']);
    expect(catalogue.toProduct(jacket, FASCIAS.burton)).not.toHaveProperty('related');
    expect(catalogue.productsIn('burton').some((p) => 'related' in p)).toBe(false);
  });

  it('makes the showcase suit and jacket (10016 to 10019) sold in every fascia', () => {
    const names = ['Tailored Suit Jacket', 'Tailored Suit Trousers', 'Tailored Suit Waistcoat', 'Cropped Tweed Jacket'];
    names.forEach((name, i) => {
      const record = catalogue.productById(String(10016 + i))!;
      expect(record.name).toBe(name);
      expect(record.availablefascias).toEqual([...FASCIA_KEYS]);
    });
    expect(catalogue.productById('10016')!.category.slug).toBe('mens-suits');
  });
});
