import { SearchError } from '../errors';
import { describe as show } from './ast';
import { parseFilters } from './parseFilters';

const parsed = (input: string) => show(parseFilters(input)!);

function errorOf(input: string): SearchError {
  try {
    parseFilters(input);
  } catch (error) {
    return error as SearchError;
  }
  throw new Error(`"${input}" was accepted`);
}

describe('parseFilters', () => {
  it('reads a facet filter', () => {
    expect(parseFilters('brand:Coast')).toEqual({ type: 'facet', attribute: 'brand', value: 'Coast' });
  });

  it('treats an empty string as no filter', () => {
    expect(parseFilters('')).toBeUndefined();
    expect(parseFilters('   ')).toBeUndefined();
  });

  it('gives AND precedence over OR', () => {
    expect(parsed('brand:A OR brand:B AND size:M')).toBe('(brand:"A" OR (brand:"B" AND size:"M"))');
  });

  it('groups with parentheses', () => {
    expect(parsed('(brand:A OR brand:B) AND size:M')).toBe('((brand:"A" OR brand:"B") AND size:"M")');
  });

  it('negates with NOT, binding tighter than AND', () => {
    expect(parsed('NOT brand:A AND size:M')).toBe('(NOT brand:"A" AND size:"M")');
    expect(parsed('NOT (brand:A OR brand:B)')).toBe('NOT (brand:"A" OR brand:"B")');
  });

  it('reads quoted values and attributes, with escapes', () => {
    expect(parseFilters('category:"Coats & Jackets"')).toEqual({ type: 'facet', attribute: 'category', value: 'Coats & Jackets' });
    expect(parseFilters("brand:'Petal & Pine'")).toEqual({ type: 'facet', attribute: 'brand', value: 'Petal & Pine' });
    expect(parseFilters('name:"say \\"hi\\""')).toEqual({ type: 'facet', attribute: 'name', value: 'say "hi"' });
    expect(parseFilters('"sleeve length":Long')).toEqual({ type: 'facet', attribute: 'sleeve length', value: 'Long' });
  });

  it('keeps an apostrophe inside an unquoted value', () => {
    expect(parseFilters("gender:Women's")).toEqual({ type: 'facet', attribute: 'gender', value: "Women's" });
  });

  it('reads ranges with TO', () => {
    expect(parseFilters('priceValue:10 TO 20.5')).toEqual({ type: 'range', attribute: 'priceValue', lower: 10, upper: 20.5 });
    expect(parseFilters('priceValue:-5 TO 1e2')).toEqual({ type: 'range', attribute: 'priceValue', lower: -5, upper: 100 });
  });

  it('reads every comparison operator, with or without spaces', () => {
    for (const operator of ['<', '<=', '=', '!=', '>=', '>']) {
      expect(parseFilters(`priceValue ${operator} 10`)).toEqual({ type: 'numeric', attribute: 'priceValue', operator, value: 10 });
      expect(parseFilters(`priceValue${operator}10`)).toEqual({ type: 'numeric', attribute: 'priceValue', operator, value: 10 });
    }
  });

  it('combines everything', () => {
    expect(parsed('(brand:Coast OR brand:"Dorothy Perkins") AND priceValue:10 TO 50 AND NOT size:8 AND bestSellerRank < 5')).toBe(
      '((brand:"Coast" OR brand:"Dorothy Perkins") AND priceValue:10 TO 50 AND NOT size:"8" AND bestSellerRank < 5)',
    );
  });

  it.each([
    ['(brand:A', "'(' at position 0 is never closed"],
    ['brand:A)', "')' at position 7 has no matching '('"],
    ['((brand:A OR brand:B)', 'never closed'],
    ['brand:A AND', 'expected an attribute but found end of input'],
    ['brand:A OR OR brand:B', "expected an attribute but found 'OR'"],
    ['brand', "expected ':' or a comparison after 'brand'"],
    ['brand:', "expected a value after 'brand:'"],
    ['priceValue > cheap', "expected a number after 'priceValue >'"],
    ['priceValue:10 TO', 'a range needs two numbers'],
    ['priceValue:low TO 20', 'a range needs two numbers'],
    ['brand:"Coast', 'unterminated quoted value'],
    ['brand:A brand:B', 'expected AND, OR or end of input'],
    ['priceValue ! 3', "unexpected '!'"],
  ])('rejects %s with a readable 400', (input, message) => {
    const error = errorOf(input);
    expect(error).toBeInstanceOf(SearchError);
    expect(error.status).toBe(400);
    expect(error.message).toContain('Invalid filters: ');
    expect(error.message).toContain(message);
  });
});
