import { type SearchError } from './errors';
import { MAX_QUERY_LENGTH, parseSearchParams } from './params';

const defaults = { hitsPerPage: 20, maxValuesPerFacet: 100 };
const parse = (raw: Record<string, unknown>) => parseSearchParams(raw, defaults);

function errorOf(raw: Record<string, unknown>): SearchError {
  try {
    parse(raw);
  } catch (error) {
    return error as SearchError;
  }
  throw new Error('accepted');
}

describe('parseSearchParams', () => {
  it('applies Algolia defaults', () => {
    const params = parse({});
    expect(params).toMatchObject({
      query: '',
      page: 0,
      hitsPerPage: 20,
      maxValuesPerFacet: 100,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      clickAnalytics: false,
      enableRules: true,
    });
  });

  it('reads JSON fields', () => {
    const params = parse({ query: 'dress', facets: ['brand', 'size'], page: 2, hitsPerPage: 5, clickAnalytics: true, ruleContexts: ['sale'] });
    expect(params).toMatchObject({ query: 'dress', facets: ['brand', 'size'], page: 2, hitsPerPage: 5, clickAnalytics: true, ruleContexts: ['sale'] });
  });

  it('reads the URL-encoded params string, with JSON lists inside', () => {
    const params = parse({
      params: `query=midi%20dress&hitsPerPage=3&facets=${encodeURIComponent('["brand"]')}&facetFilters=${encodeURIComponent('[["brand:Coast"]]')}&clickAnalytics=true`,
    });
    expect(params.query).toBe('midi dress');
    expect(params.hitsPerPage).toBe(3);
    expect(params.facets).toEqual(['brand']);
    expect(params.facetFilters).toEqual({ type: 'facet', attribute: 'brand', value: 'Coast' });
    expect(params.clickAnalytics).toBe(true);
  });

  it('accepts facets as a string or *', () => {
    expect(parse({ facets: '*' }).facets).toEqual(['*']);
    expect(parse({ facets: 'brand,size' }).facets).toEqual(['brand', 'size']);
  });

  it('lets JSON fields win over the params string', () => {
    expect(parse({ params: 'query=a&page=1', query: 'b' })).toMatchObject({ query: 'b', page: 1 });
  });

  it('ignores an empty tagFilters (InstantSearch sends one)', () => {
    expect(parse({ tagFilters: '' }).tagFilters).toBeUndefined();
  });

  it('names an unknown parameter', () => {
    const error = errorOf({ query: 'x', foo: 1 });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Unknown parameter: foo');
    expect(errorOf({ params: 'bar=1' }).message).toBe('Unknown parameter: bar');
  });

  it('rejects a negative page and out-of-range sizes', () => {
    expect(errorOf({ page: -1 }).message).toBe('Invalid value for "page": must be greater than or equal to 0');
    expect(errorOf({ hitsPerPage: 1001 }).message).toBe('Invalid value for "hitsPerPage": must be less than or equal to 1000');
    expect(errorOf({ page: 'two' }).message).toBe('Invalid value for "page": expected an integer');
    expect(errorOf({ clickAnalytics: 'yes' }).message).toBe('Invalid value for "clickAnalytics": expected a boolean');
    expect(errorOf({ sortFacetValuesBy: 'random' }).message).toContain('sortFacetValuesBy');
  });

  it('turns a malformed filters string into a 400', () => {
    expect(errorOf({ filters: '(brand:Coast' }).message).toContain('unbalanced parentheses');
  });

  it(`cuts the query at ${MAX_QUERY_LENGTH} characters`, () => {
    const long = 'a'.repeat(600);
    expect(parse({ query: long }).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('echoes the parameters URL-encoded', () => {
    expect(parse({ query: 'a b', facets: ['brand'] }).echo).toBe('query=a%20b&facets=%5B%22brand%22%5D');
  });
});
