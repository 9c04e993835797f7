import { assignVariant } from './abTests';
import { LocalSearchEngine } from './engine';
import { PRODUCT_INDEX_SETTINGS } from './productSettings';
import { FIXTURE_RECORDS } from './testFixtures';
import type { AbTest, SearchRule } from './types';
import { engine, engineWith, everything, INDEX } from './engine/testEngine';

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
