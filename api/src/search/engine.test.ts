import { assignVariant } from './abTests';
import { LocalSearchEngine } from './engine';
import { type SearchError } from './errors';
import { PRODUCT_INDEX_SETTINGS } from './productSettings';
import { FIXTURE_RECORDS, manyRecords } from './testFixtures';
import type { AbTest, SearchResponse, SearchRule } from './types';

const INDEX = 'burton_products';

function engineWith(options: { rules?: SearchRule[]; abTests?: AbTest[] } = {}) {
  return new LocalSearchEngine({
    indexes: [{ name: INDEX, records: FIXTURE_RECORDS, settings: PRODUCT_INDEX_SETTINGS }],
    ...options,
  });
}

const engine = engineWith();
const search = (params: Record<string, unknown>, index = INDEX) => engine.search(index, params);
const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID);
const everything = { hitsPerPage: 100 };

function errorOf(run: () => unknown): SearchError {
  try {
    run();
  } catch (error) {
    return error as SearchError;
  }
  throw new Error('no error');
}

describe('empty query', () => {
  it('returns every record in custom ranking order (best sellers first)', () => {
    const response = search(everything);
    expect(response.nbHits).toBe(12);
    expect(ids(response)).toEqual(['p02', 'p05', 'p01', 'p07', 'p04', 'p06', 'p08', 'p03', 'p09', 'p10', 'p11', 'p12']);
    expect(response).toMatchObject({ page: 0, nbPages: 1, hitsPerPage: 100, query: '', index: INDEX, exhaustiveNbHits: true });
  });
});

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

describe('text search', () => {
  it('ranks exact name matches first, then by custom ranking; the last word is a prefix', () => {
    expect(ids(search({ query: 'dress' }))).toEqual(['p02', 'p01', 'p03', 'p09', 'p12']);
  });

  it('ANDs the words', () => {
    expect(ids(search({ query: 'blue dress' }))).toEqual(['p01']);
    expect(ids(search({ query: 'burton blue' }))).toEqual(['p07', 'p06']);
  });

  it('uses only the last word as a prefix, and none after a trailing space', () => {
    expect(ids(search({ query: 'dre' }))).toEqual(['p02', 'p01', 'p03', 'p09', 'p12']);
    expect(search({ query: 'dre ' }).nbHits).toBe(0);
    expect(search({ query: 'dre shirt' }).nbHits).toBe(0);
    expect(ids(search({ query: 'shirt dre' }))).toEqual(['p09']);
  });

  it('tolerates 1 typo from 4 letters and 2 from 8, counting a transposition as one', () => {
    expect(ids(search({ query: 'jumpr' }))).toEqual(['p04']);
    expect(ids(search({ query: 'cabel knit' }))).toEqual(['p04']);
    expect(ids(search({ query: 'lipstik ' }))).toEqual(['p08']);
    expect(search({ query: 'lpstik ' }).nbHits).toBe(0);
    expect(ids(search({ query: 'monnogrum ' }))).toEqual(['p10']);
    expect(search({ query: 'tpo ' }).nbHits).toBe(0);
    expect(ids(search({ query: 'top ' }))).toEqual(['p11']);
  });

  it('ranks a typo match after an exact one, whatever the custom ranking', () => {
    // p06 sells better but matches "shirt" only through "Shirts" (one typo).
    expect(ids(search({ query: 'shirt ' }))).toEqual(['p09', 'p06']);
  });

  it('can switch typo tolerance off', () => {
    expect(search({ query: 'jumpr', typoTolerance: false }).nbHits).toBe(0);
  });

  it('ignores accents', () => {
    expect(ids(search({ query: 'elegante' }))).toEqual(['p12']);
  });

  it('boosts optionalFilters without filtering', () => {
    const response = search({ optionalFilters: ['brand:Oasis'], ...everything });
    expect(ids(response).slice(0, 3)).toEqual(['p03', 'p11', 'p02']);
    expect(response.nbHits).toBe(12);
  });
});

describe('sort replicas', () => {
  const prices = (response: SearchResponse) => response.hits.map((hit) => hit.priceValue);

  it('sorts by price on the virtual and the legacy replicas', () => {
    const ascending = [15, 22, 25, 28, 32, 35, 38, 40, 45, 60, 79, 90];
    expect(prices(search(everything, `${INDEX}_vi-sort-low-high`))).toEqual(ascending);
    expect(prices(search(everything, `${INDEX}_price-asc`))).toEqual(ascending);
    expect(prices(search(everything, `${INDEX}_vi-sort-high-low`))).toEqual([...ascending].reverse());
    expect(prices(search(everything, `${INDEX}_price-desc`))).toEqual([...ascending].reverse());
  });

  it('sorts by best sellers and by newness', () => {
    expect(search(everything, `${INDEX}_vi-sort-best-sellers`).hits.map((hit) => hit.bestSellerRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ids(search(everything, `${INDEX}_vi-sort-newness`))).toEqual(['p08', 'p04', 'p12', 'p11', 'p02', 'p06', 'p01', 'p10', 'p05', 'p03', 'p07', 'p09']);
  });

  it('sorts the matches of a query and keeps the same counts', () => {
    const sorted = search({ query: 'dress', facets: ['brand'] }, `${INDEX}_vi-sort-low-high`);
    expect(prices(sorted)).toEqual([28, 32, 45, 60, 90]);
    expect(sorted.facets).toEqual(search({ query: 'dress', facets: ['brand'] }).facets);
    expect(sorted.index).toBe(`${INDEX}_vi-sort-low-high`);
  });

  it('answers 404 for an unknown index', () => {
    const error = errorOf(() => search({}, 'nope_products'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Index does not exist');
  });
});

describe('pagination', () => {
  it('pages through the hits', () => {
    const response = search({ hitsPerPage: 5, page: 2 });
    expect(ids(response)).toEqual(['p11', 'p12']);
    expect(response).toMatchObject({ nbHits: 12, nbPages: 3, page: 2, hitsPerPage: 5 });
    expect(search({ hitsPerPage: 5, page: 3 }).hits).toEqual([]);
  });

  it('pages through ranked text results too', () => {
    expect(ids(search({ query: 'dress', hitsPerPage: 2, page: 1 }))).toEqual(['p03', 'p09']);
  });

  it('stops at 1,000 hits (paginationLimitedTo) but reports the true nbHits', () => {
    const big = new LocalSearchEngine({ indexes: [{ name: 'big', records: manyRecords(1200), settings: PRODUCT_INDEX_SETTINGS }] });
    const last = big.search('big', { hitsPerPage: 100, page: 9 });
    expect(last).toMatchObject({ nbHits: 1200, nbPages: 10 });
    expect(last.hits).toHaveLength(100);
    expect(last.hits.at(-1)!.objectID).toBe('g999');
    expect(big.search('big', { hitsPerPage: 100, page: 10 }).hits).toEqual([]);
    expect(big.search('big', { hitsPerPage: 1000, page: 1 })).toMatchObject({ hits: [], nbPages: 1 });
    expect(big.search('big', { query: 'dress', hitsPerPage: 300, page: 3 }).hits).toHaveLength(100);
  });
});

describe('hits', () => {
  it('highlights name and brand with <em> by default', () => {
    const [hit] = search({ query: 'dress', facetFilters: ['objectID:p01'] }).hits;
    expect(hit!._highlightResult).toEqual({
      name: { value: 'Midi Wrap <em>Dress</em>', matchLevel: 'full', matchedWords: ['dress'], fullyHighlighted: false },
      brand: { value: 'Coast', matchLevel: 'none', matchedWords: [] },
    });
  });

  it('highlights only the typed prefix and uses the request tags', () => {
    const [hit] = search({ query: 'midi dre', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits;
    expect(hit!._highlightResult!.name).toMatchObject({ value: '<mark>Midi</mark> Wrap <mark>Dre</mark>ss', matchLevel: 'full' });
  });

  it('escapes markup in values, and markup typed in the query never reaches a highlight raw', () => {
    const [hit] = search({ query: 'bold' }).hits;
    expect(hit!._highlightResult!.name).toMatchObject({ value: '&lt;b&gt;<em>Bold</em>&lt;/b&gt; &amp; Bright Top' });
    const typed = search({ query: '<b>bold</b>' });
    expect(typed.query).toBe('<b>bold</b>');
    const value = (typed.hits[0]!._highlightResult!.name as { value: string }).value;
    expect(value).not.toContain('<b>');
    expect(value.replace(/<\/?em>/g, '')).toBe('&lt;b&gt;Bold&lt;/b&gt; &amp; Bright Top');
  });

  it('leaves escaping to InstantSearch when it asks with its placeholder tags', () => {
    const [hit] = search({ query: 'bold', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' }).hits;
    expect(hit!._highlightResult!.name).toMatchObject({ value: '<b>__ais-highlight__Bold__/ais-highlight__</b> & Bright Top' });
  });

  it('highlights a typo match as a whole word and accents in place', () => {
    expect(search({ query: 'jumpr' }).hits[0]!._highlightResult!.name).toMatchObject({ value: 'Cable Knit <em>Jumper</em>' });
    expect(search({ query: 'elegan' }).hits[0]!._highlightResult!.name).toMatchObject({ value: 'Robe <em>Élégan</em>te' });
  });

  it('retrieves and highlights only what is asked', () => {
    const [hit] = search({ query: 'jumper', attributesToRetrieve: ['name'], attributesToHighlight: [] }).hits;
    expect(hit).toEqual({ objectID: 'p04', name: 'Cable Knit Jumper' });
    const [withoutPrice] = search({ query: 'jumper', attributesToRetrieve: ['*', '-price', '-priceValue'] }).hits;
    expect(withoutPrice).not.toHaveProperty('price');
    expect(withoutPrice).toHaveProperty('brand', 'Wallis');
  });

  it('snippets the asked attributes around the match', () => {
    const [hit] = search({ query: 'wrap', attributesToSnippet: ['name:2'] }).hits;
    expect(hit!._snippetResult).toEqual({ name: { value: 'Midi <em>Wrap</em>…', matchLevel: 'full' } });
  });

  it('adds a queryID only with clickAnalytics, and ranking info on request', () => {
    expect(search({ query: 'dress' })).not.toHaveProperty('queryID');
    expect(search({ query: 'dress', clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
    const [hit] = search({ query: 'jumpr', getRankingInfo: true }).hits;
    expect(hit!._rankingInfo).toMatchObject({ nbTypos: 1, words: 1 });
  });

  it('returns only the responseFields asked', () => {
    expect(Object.keys(search({ responseFields: ['nbHits', 'page'] }))).toEqual(['nbHits', 'page']);
  });

  it('accepts the parameters InstantSearch and the listing send', () => {
    const response = search({
      query: '', hitsPerPage: 24, page: 0, facets: ['brand'], tagFilters: '', userToken: 'anon-1', enablePersonalization: true,
      ruleContexts: ['plp'], analyticsTags: ['fascia:burton'], analytics: true, clickAnalytics: true, distinct: true,
      facetingAfterDistinct: true, maxValuesPerFacet: 50, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__',
    });
    expect(response.nbHits).toBe(12);
  });

  it('returns the index renderingContent (facet ordering)', () => {
    expect(search({}).renderingContent!.facetOrdering!.facets!.order![0]).toBe('category');
  });

  describe('size values in size chart order', () => {
    /** The size values of an answer as the listing shows them: in the renderingContent's order. */
    const sizesShown = (response: SearchResponse) =>
      response.renderingContent!.facetOrdering!.values!.size!.order!.filter((size) => size in response.facets!.size!);

    it('orders the sizes of a query by the chart, not as text', () => {
      const response = search({ query: 'dress', facets: ['size'] });
      expect(Object.keys(response.facets!.size!)).toHaveLength(7);
      expect(sizesShown(response)).toEqual(['6', '8', '10', '12', '14', 'M', 'L']);
    });

    it('lists every size of the index: numbers, then letters', () => {
      expect(search({}).renderingContent!.facetOrdering!.values!.size!.order).toEqual(['4', '5', '6', '8', '10', '12', '14', '30', '32', 'S', 'M', 'L', 'XL']);
    });

    it('puts half sizes, fits and one size in their places', () => {
      const sizes = ['One Size', '10 Long', 'XS', '10', '5.5', '10 Short', '3XL', '10 Regular', 'W28 L30', '6'];
      const mixed = new LocalSearchEngine({
        indexes: [{ name: INDEX, records: sizes.map((size, n) => ({ objectID: `s${n}`, name: 'Jeans', size: [size] })), settings: PRODUCT_INDEX_SETTINGS }],
      });
      const response = mixed.search(INDEX, { facets: ['size'] });
      expect(sizesShown(response)).toEqual(['5.5', '6', '10', '10 Short', '10 Regular', '10 Long', 'XS', '3XL', 'W28 L30', 'One Size']);
    });
  });
});

describe('rules', () => {
  const redirect = { redirect: '/pages/sale', redirectMobile: '/pages/sale-mobile' };
  const rules: SearchRule[] = [
    { objectID: 'sale', index: INDEX, conditions: [{ pattern: 'sale', anchoring: 'contains' }], consequence: { userData: redirect } },
    { objectID: 'exact', conditions: [{ pattern: 'gift card', anchoring: 'is' }], consequence: { userData: { banner: 'gifts' } } },
    { objectID: 'context', conditions: [{ context: 'black-friday' }], consequence: { userData: { banner: 'bf' } } },
    { objectID: 'other-index', index: 'coast_products', conditions: [{ pattern: 'sale', anchoring: 'contains' }], consequence: { userData: { nope: true } } },
    { objectID: 'off', enabled: false, conditions: [{ pattern: 'sale', anchoring: 'contains' }], consequence: { userData: { off: true } } },
  ];
  const ruled = engineWith({ rules });

  it('returns userData of rules whose pattern the query contains, on replicas too', () => {
    expect(ruled.search(INDEX, { query: 'summer sale' }).userData).toEqual([redirect]);
    expect(ruled.search(`${INDEX}_vi-sort-low-high`, { query: 'Sale' }).userData).toEqual([redirect]);
    expect(ruled.search(INDEX, { query: 'sales' })).not.toHaveProperty('userData');
  });

  it('matches "is" rules exactly and context rules by ruleContexts', () => {
    expect(ruled.search(INDEX, { query: 'gift card' }).userData).toEqual([{ banner: 'gifts' }]);
    expect(ruled.search(INDEX, { query: 'gift cards' })).not.toHaveProperty('userData');
    expect(ruled.search(INDEX, { ruleContexts: ['black-friday'] }).userData).toEqual([{ banner: 'bf' }]);
  });

  it('can be switched off per query', () => {
    expect(ruled.search(INDEX, { query: 'sale', enableRules: false })).not.toHaveProperty('userData');
  });
});

describe('A/B tests', () => {
  const test: AbTest = {
    abTestID: 42,
    index: INDEX,
    variants: [
      { index: INDEX, trafficPercentage: 50 },
      { index: `${INDEX}_vi-sort-low-high`, trafficPercentage: 50 },
    ],
  };
  const tested = engineWith({ abTests: [test] });
  const tokens = Array.from({ length: 40 }, (_, i) => `user-${i}`);
  const tokenFor = (variantID: number) => tokens.find((token) => assignVariant(test, token).abTestVariantID === variantID)!;

  it('reports the test and the variant, and answers from the variant index', () => {
    const a = tested.search(INDEX, { userToken: tokenFor(1), ...everything });
    expect(a).toMatchObject({ abTestID: 42, abTestVariantID: 1, index: INDEX });
    expect(a).not.toHaveProperty('indexUsed');
    const b = tested.search(INDEX, { userToken: tokenFor(2), ...everything });
    expect(b).toMatchObject({ abTestID: 42, abTestVariantID: 2, index: INDEX, indexUsed: `${INDEX}_vi-sort-low-high` });
    expect(b.hits[0]!.priceValue).toBe(15);
  });

  it('keeps a shopper in the same variant', () => {
    const token = tokenFor(2);
    expect(tested.search(INDEX, { userToken: token }).abTestVariantID).toBe(tested.search(INDEX, { userToken: token }).abTestVariantID);
  });

  it('applies custom search parameters of a variant', () => {
    const paramTest: AbTest = { abTestID: 7, index: INDEX, variants: [{ index: INDEX, trafficPercentage: 0 }, { index: INDEX, trafficPercentage: 100, customSearchParameters: { hitsPerPage: 2 } }] };
    const response = engineWith({ abTests: [paramTest] }).search(INDEX, {});
    expect(response).toMatchObject({ abTestID: 7, abTestVariantID: 2, hitsPerPage: 2 });
  });

  it('is skipped with enableABTest false and on other indexes', () => {
    expect(tested.search(INDEX, { enableABTest: false })).not.toHaveProperty('abTestID');
    expect(tested.search(`${INDEX}_price-asc`, {})).not.toHaveProperty('abTestID');
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

describe('an index built on its first search', () => {
  function countingRecords() {
    const counted = { reads: 0 };
    const records = {
      [Symbol.iterator]() {
        counted.reads += 1;
        return FIXTURE_RECORDS[Symbol.iterator]();
      },
    };
    return { counted, records };
  }

  it('reads no record until searched, then answers the primary and its replicas as one built at once', () => {
    const { counted, records } = countingRecords();
    const lazy = new LocalSearchEngine({ indexes: [{ name: INDEX, records, settings: PRODUCT_INDEX_SETTINGS }], buildOnFirstSearch: true });
    expect(counted.reads).toBe(0);
    expect(lazy.indexNames()).toEqual(engine.indexNames());
    for (const name of engine.indexNames()) {
      for (const params of [everything, { query: 'dress', facets: ['*'], ...everything }]) {
        const { processingTimeMS: _lazyTime, ...answer } = lazy.search(name, params);
        const { processingTimeMS: _time, ...expected } = engine.search(name, params);
        expect(answer).toEqual(expected);
      }
    }
    expect(counted.reads).toBe(1);
  });

  it('reads its records once, at construction, by default', () => {
    const { counted, records } = countingRecords();
    new LocalSearchEngine({ indexes: [{ name: INDEX, records, settings: PRODUCT_INDEX_SETTINGS }] });
    expect(counted.reads).toBe(1);
  });
});
