import { everything, ids, search } from './testEngine';

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
