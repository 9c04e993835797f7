import { FASCIAS } from '@storefront/shared-contracts';
import { matchRoute } from '../routing/matchRoute';
import { previewRequest } from './listingPreview';

const request = (path: string, search = '', fascia = FASCIAS.burton) => previewRequest(matchRoute(path, search), fascia);

describe('which listing addresses get server-drawn first results', () => {
  it('a search: its query, no filter, the search rule context', () => {
    expect(request('/search', '?q=linen shirt')).toEqual({ query: 'linen shirt', ruleContexts: ['search'] });
    expect(request('/search')).toEqual({ query: '', ruleContexts: ['search'] });
  });

  it('a category page: its slug and the brand of the path as fixed filters and rule contexts', () => {
    expect(request('/categories/mens-shirts')).toEqual({ query: '', filters: 'categorySlugs:"mens-shirts"', ruleContexts: ['category-mens-shirts'] });
    expect(request('/categories/dresses/facet/collection/dorothy%20perkins')).toEqual({ query: '', filters: 'categorySlugs:"dresses" AND brand:"dorothy perkins"', ruleContexts: ['category-dresses', 'brand-dorothy-perkins'] });
  });

  it("keeps the shell's own parameters out of the decision", () => {
    expect(request('/search', '?q=shirt&fascia=coast&remote-override=listing@http://localhost:4003/mf-manifest.json')).toEqual({ query: 'shirt', ruleContexts: ['search'] });
  });

  it('none when the address holds listing state the preview would not show', () => {
    for (const search of ['?q=shirt&size=M', '?q=shirt&sort=price-asc', '?q=shirt&page=2', '?q=shirt&perPage=48', '?q=shirt&colour=Blue']) {
      expect(request('/search', search)).toBeNull();
    }
  });

  it('none for other pages, and where the fascia searches a hosted service', () => {
    expect(request('/product/linen-shirt')).toBeNull();
    const hosted = { ...FASCIAS.burton, search: { ...FASCIAS.burton.search, hosts: [{ url: 'search.example', protocol: 'https' as const }] } };
    expect(request('/search', '?q=shirt', hosted)).toBeNull();
  });
});
