import { overlayLinks, primaryHref } from './rules';

describe('category card rules', () => {
  it('links the primary button only with a safe href', () => {
    expect(primaryHref('/categories/dresses')).toBe('/categories/dresses');
    expect(primaryHref(undefined)).toBeNull();
    expect(primaryHref('javascript:alert(1)')).toBeNull();
  });

  it('gives at most three safe sub-links, then shop-all', () => {
    const l = (href: string) => ({ label: href, href });
    expect(overlayLinks([l('/a'), l('javascript:x'), l('/b'), l('/c'), l('/d')], l('/all')).map((x) => x.href)).toEqual(['/a', '/b', '/c', '/all']);
    expect(overlayLinks([l('/a')])).toHaveLength(1);
  });
});
