import { SearchError } from '../errors';
import { describe as show } from './ast';
import {
  facetFiltersToNode,
  numericFiltersToNode,
  optionalFiltersToNodes,
  parseNumericFilter,
  tagFiltersToNode,
} from './listFilters';

describe('facetFilters', () => {
  it('ANDs the entries and ORs a nested array', () => {
    expect(show(facetFiltersToNode([['brand:Coast', 'brand:Oasis'], 'size:10'])!)).toBe(
      '((brand:"Coast" OR brand:"Oasis") AND size:"10")',
    );
  });

  it('reads attr:-value as NOT and attr:\\-value as a value starting with a dash', () => {
    expect(show(facetFiltersToNode(['brand:-Coast'])!)).toBe('NOT brand:"Coast"');
    expect(show(facetFiltersToNode(['code:\\-12'])!)).toBe('code:"-12"');
  });

  it('keeps colons in the value', () => {
    expect(show(facetFiltersToNode(['time:10:30'])!)).toBe('time:"10:30"');
  });

  it('accepts a JSON string (the params string form) and the legacy comma form', () => {
    expect(show(facetFiltersToNode('[["brand:Coast","brand:Oasis"],"size:10"]')!)).toBe(
      '((brand:"Coast" OR brand:"Oasis") AND size:"10")',
    );
    expect(show(facetFiltersToNode('(brand:Coast,brand:Oasis),size:10')!)).toBe(
      '((brand:"Coast" OR brand:"Oasis") AND size:"10")',
    );
  });

  it('means no filter when empty', () => {
    expect(facetFiltersToNode([])).toBeUndefined();
    expect(facetFiltersToNode('')).toBeUndefined();
    expect(facetFiltersToNode([[]])).toBeUndefined();
  });

  it('rejects an entry without attribute:value and deeper nesting', () => {
    expect(() => facetFiltersToNode(['Coast'])).toThrow('Invalid facetFilters: expected "attribute:value" but got "Coast"');
    expect(() => facetFiltersToNode([[['brand:A']]])).toThrow(SearchError);
    expect(() => facetFiltersToNode('[not json')).toThrow('not a valid JSON array');
  });
});

describe('numericFilters', () => {
  it('reads comparisons and ranges', () => {
    expect(parseNumericFilter('priceValue>=10')).toEqual({ type: 'numeric', attribute: 'priceValue', operator: '>=', value: 10 });
    expect(parseNumericFilter('priceValue != 5')).toEqual({ type: 'numeric', attribute: 'priceValue', operator: '!=', value: 5 });
    expect(parseNumericFilter('priceValue:10 TO 20')).toEqual({ type: 'range', attribute: 'priceValue', lower: 10, upper: 20 });
  });

  it('ORs a nested array', () => {
    expect(show(numericFiltersToNode([['priceValue<10', 'priceValue>100'], 'bestSellerRank<=3'])!)).toBe(
      '((priceValue < 10 OR priceValue > 100) AND bestSellerRank <= 3)',
    );
  });

  it('rejects what is not a number', () => {
    expect(() => parseNumericFilter('priceValue>cheap')).toThrow('"cheap" in "priceValue>cheap" is not a number');
    expect(() => parseNumericFilter('priceValue:10 TO')).toThrow('needs "attribute:lower TO upper"');
    expect(() => parseNumericFilter('priceValue')).toThrow('cannot read "priceValue"');
  });
});

describe('tagFilters and optionalFilters', () => {
  it('filters on _tags, with - for exclusion; empty is ignored', () => {
    expect(show(tagFiltersToNode(['new-in', ['sale', '-clearance']])!)).toBe(
      '(_tags:"new-in" AND (_tags:"sale" OR NOT _tags:"clearance"))',
    );
    expect(tagFiltersToNode('')).toBeUndefined();
    expect(tagFiltersToNode([])).toBeUndefined();
  });

  it('makes one boost per optional filter entry and drops a score suffix', () => {
    expect(optionalFiltersToNodes(['brand:Coast<score=2>', ['size:M', 'size:L']]).map(show)).toEqual([
      'brand:"Coast"',
      '(size:"M" OR size:"L")',
    ]);
  });
});
