import { matchRoute } from '../routing/matchRoute';
import { i18nFor } from '../i18n/i18n';
import { listingHeading } from './heading';

const heading = (path: string, search = '', hits: unknown[] = [], locale: 'en-GB' | 'fr-FR' = 'en-GB') =>
  listingHeading(matchRoute(path, search), hits, i18nFor(locale).t);

const dress = { objectID: '1', brand: 'Coast', breadcrumbs: [{ name: 'Women', slug: 'womens' }, { name: 'Dresses', slug: 'womens-dresses' }] };

describe('the heading (and title) of a listing page', () => {
  it('a search: the words searched for, in the fascia language', () => {
    expect(heading('/search', '?q=linen shirt')).toBe('Search results for “linen shirt”');
    expect(heading('/search', '?q=robe', [], 'fr-FR')).toMatch(/robe/);
  });

  it('an empty search: all products, not empty quotes', () => {
    expect(heading('/search')).toBe('All products');
  });

  it("a category: its name as the products' breadcrumbs spell it, or its slug in words without them", () => {
    expect(heading('/categories/womens-dresses', '', [dress])).toBe('Dresses');
    expect(heading('/categories/womens-dresses')).not.toContain('-');
    expect(heading('/categories/womens-dresses/facet/collection/coast', '', [dress])).toBe('Dresses – Coast');
  });
});
