import { LocalSearchEngine } from '../engine';
import { PRODUCT_INDEX_SETTINGS } from '../productSettings';
import type { SearchResponse } from '../types';
import { INDEX, search } from './testEngine';

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
