import { errorOf, everything, ids, search } from './testEngine';

describe('filtering', () => {
  it('ORs nested facetFilters and excludes attr:-value', () => {
    expect(ids(search({ facetFilters: [['brand:Coast', 'brand:Oasis'], 'colourFacet:-Black'], ...everything }))).toEqual(['p01', 'p03', 'p11']);
  });

  it('matches facet values case-insensitively', () => {
    expect(ids(search({ facetFilters: ['brand:coast'] }))).toEqual(['p01', 'p12']);
  });

  it('applies numericFilters comparisons and ranges', () => {
    expect(ids(search({ numericFilters: ['priceValue>=40', 'priceValue<=60'] }))).toEqual(['p01', 'p07', 'p03']);
    expect(ids(search({ numericFilters: ['priceValue:30 TO 40'] }))).toEqual(['p02', 'p07', 'p04', 'p06']);
    expect(ids(search({ numericFilters: [['priceValue<20', 'priceValue>80']] }))).toEqual(['p08', 'p12']);
    expect(search({ numericFilters: ['priceValue!=45'] }).nbHits).toBe(11);
  });

  it('applies the filters string', () => {
    expect(ids(search({ filters: '(brand:Coast OR brand:Wallis) AND NOT category:Shoes AND priceValue < 80' }))).toEqual(['p01', 'p04']);
    expect(ids(search({ filters: 'bestSellerRank:1' }))).toEqual(['p02']);
    expect(ids(search({ filters: 'brand:"Petal & Pine" OR brand:"Hearth & Loom"' }))).toEqual(['p08', 'p10']);
    // Both ends included: p06 went on sale exactly on the upper bound.
    expect(ids(search({ filters: 'createdAt:1704067200 TO 1711929600' }))).toEqual(['p05', 'p01', 'p06', 'p10']);
  });

  it('combines filters, facetFilters, numericFilters and tagFilters with AND', () => {
    const response = search({ filters: 'department:Menswear', facetFilters: ['colourFacet:Blue'], numericFilters: ['priceValue>36'], tagFilters: ['new-in'] });
    expect(ids(response)).toEqual(['p07']);
    expect(ids(search({ tagFilters: ['new-in'] }))).toEqual(['p01', 'p07']);
  });

  it('matches nothing on an unknown attribute (and everything on its negation)', () => {
    expect(search({ facetFilters: ['material:Silk'] }).nbHits).toBe(0);
    expect(search({ filters: 'NOT material:Silk' }).nbHits).toBe(12);
  });

  it('answers a malformed filter with a 400', () => {
    const error = errorOf(() => search({ filters: 'brand:Coast AND (size:8' }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('unbalanced parentheses');
  });
});
