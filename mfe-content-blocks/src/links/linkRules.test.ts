import { landingBrand, modifyLink } from './linkRules';

describe('landingBrand', () => {
  it('reads the brand of any path containing /pages/brands/{brand}, for the listed brands only', () => {
    expect(landingBrand('/pages/brands/coast')).toBe('coast');
    expect(landingBrand('/pages/brands/dorothy-perkins/informational/size-guide')).toBe('dorothy-perkins');
    expect(landingBrand('/uk/pages/brands/nastygal')).toBe('nastygal');
    expect(landingBrand('/pages/brands/zara')).toBeNull();
    expect(landingBrand('/pages/brand-room')).toBeNull();
  });
});

describe('modifyLink', () => {
  it('adds the brand facet to an auto-apply category link on a brand landing page, hyphens as %20', () => {
    expect(modifyLink({ href: '/categories/dresses', autoApplyBrandFilter: true }, '/pages/brands/dorothy-perkins')).toBe('/categories/dresses/facet/collection/dorothy%20perkins');
    expect(modifyLink({ href: '/categories/tops/?sort=new', autoApplyBrandFilter: true }, '/pages/brands/coast')).toBe('/categories/tops/facet/collection/coast?sort=new');
  });

  it('leaves other links alone: no auto-apply, not a category, not a landing page, a facet already there', () => {
    expect(modifyLink({ href: '/categories/dresses' }, '/pages/brands/coast')).toBe('/categories/dresses');
    expect(modifyLink({ href: '/search?q=dress', autoApplyBrandFilter: true }, '/pages/brands/coast')).toBe('/search?q=dress');
    expect(modifyLink({ href: '/categories/dresses', autoApplyBrandFilter: true }, '/pages/brand-room')).toBe('/categories/dresses');
    expect(modifyLink({ href: '/categories/dresses/facet/collection/oasis', autoApplyBrandFilter: true }, '/pages/brands/coast')).toBe('/categories/dresses/facet/collection/oasis');
  });

  it('gives an empty link and logs for an invalid component or an unsafe href', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(modifyLink(null, '/pages/brands/coast')).toBe('');
    expect(modifyLink({ label: 'no href' }, '/')).toBe('');
    expect(modifyLink({ href: 'javascript:alert(1)' }, '/')).toBe('');
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
