import { engine, errorOf, INDEX, search } from './testEngine';

describe('facets', () => {
  it('counts the requested facets over all records', () => {
    const response = search({ facets: ['brand', 'colourFacet'], hitsPerPage: 0 });
    expect(response.facets!.brand).toEqual({ Burton: 3, Coast: 2, Oasis: 2, Wallis: 2, 'Dorothy Perkins': 1, 'Hearth & Loom': 1, 'Petal & Pine': 1 });
    expect(response.facets!.colourFacet).toMatchObject({ Black: 4, Blue: 3, Green: 2, Red: 2 });
    expect(response.hits).toEqual([]);
    expect(response.nbPages).toBe(0);
  });

  it('orders values by count, then by value, and sorts alphabetically when asked', () => {
    const byCount = search({ facets: ['colourFacet'] }).facets!.colourFacet!;
    expect(Object.keys(byCount).slice(0, 4)).toEqual(['Black', 'Blue', 'Green', 'Red']);
    const alpha = search({ facets: ['department'], sortFacetValuesBy: 'alpha' }).facets!.department!;
    expect(Object.keys(alpha)).toEqual(['Beauty', 'Home', 'Menswear', 'Womenswear']);
  });

  it('keeps the most frequent maxValuesPerFacet values', () => {
    expect(search({ facets: ['brand'], maxValuesPerFacet: 2 }).facets!.brand).toEqual({ Burton: 3, Coast: 2 });
  });

  it('counts only the records that pass the filters and the query', () => {
    const response = search({ facets: ['colourFacet', 'size'], facetFilters: ['brand:Burton'] });
    expect(response.facets!.colourFacet).toEqual({ Blue: 2, Black: 1, White: 1 });
    expect(response.facets!.size).toEqual({ L: 2, M: 2, S: 1, XL: 1, '30': 1, '32': 1 });
    const dresses = search({ query: 'dress', facets: ['brand'] });
    expect(dresses.facets!.brand).toEqual({ Coast: 2, Burton: 1, 'Dorothy Perkins': 1, Oasis: 1 });
  });

  it('counts every countable facet for *, never filterOnly ones', () => {
    const facets = search({ facets: '*' }).facets!;
    expect(Object.keys(facets)).toEqual(expect.arrayContaining(['brand', 'category', 'delivery', 'size', 'priceValue']));
    expect(facets).not.toHaveProperty('productKey');
    expect(facets).not.toHaveProperty('objectID');
  });

  it('ignores a facet that is not an attribute for faceting', () => {
    expect(search({ facets: ['name'] }).facets).toEqual({});
  });

  it('gives facets_stats for numeric facets', () => {
    expect(search({ facets: ['priceValue'] }).facets_stats).toEqual({ priceValue: { min: 15, max: 90, avg: 509 / 12, sum: 509 } });
    expect(search({ facets: ['priceValue'], facetFilters: ['brand:Coast'] }).facets_stats).toEqual({
      priceValue: { min: 45, max: 90, avg: 67.5, sum: 135 },
    });
    expect(search({ facets: ['brand'] }).facets_stats).toBeUndefined();
  });
});

describe('search for facet values', () => {
  it('finds values whose words start with the facet query, counted over the query results', () => {
    expect(engine.searchForFacetValues(INDEX, 'brand', { facetQuery: 'co' })).toMatchObject({
      facetHits: [{ value: 'Coast', highlighted: '<em>Co</em>ast', count: 2 }],
      exhaustiveFacetsCount: true,
    });
    expect(engine.searchForFacetValues(INDEX, 'brand', { facetQuery: 'co', facetFilters: ['colourFacet:Black'] }).facetHits).toEqual([
      { value: 'Coast', highlighted: '<em>Co</em>ast', count: 1 },
    ]);
    expect(engine.searchForFacetValues(INDEX, 'brand', { facetQuery: 'pine' }).facetHits).toEqual([
      { value: 'Petal & Pine', highlighted: 'Petal &amp; <em>Pine</em>', count: 1 },
    ]);
  });

  it('lists the most frequent values first, up to maxFacetHits', () => {
    const { facetHits } = engine.searchForFacetValues(INDEX, 'brand', { facetQuery: '', maxFacetHits: 2 });
    expect(facetHits.map((hit) => [hit.value, hit.count])).toEqual([['Burton', 3], ['Coast', 2]]);
  });

  it('refuses a facet that is not searchable', () => {
    const error = errorOf(() => engine.searchForFacetValues(INDEX, 'priceValue', { facetQuery: '1' }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('searchable(priceValue)');
  });
});
