import { CUSTOMISATION_GROUPS } from '../catalogue/customisation';
import { HttpError } from '../http/errors';
import { checkLineLimit, lineLimitMessage, MAX_ITEMS_PER_ADD, MAX_QUANTITY, mergedLineCap, parseAddToCartData, stockMessage, validateCustomisation } from './rules';

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('parseAddToCartData', () => {
  it('reads a JSON list from the form field, with quantity 1 by default', () => {
    expect(parseAddToCartData(JSON.stringify([{ sku: 'DRS10001-01-03' }, { sku: 'LIP10006-02-01', quantity: 3 }]))).toEqual([
      { sku: 'DRS10001-01-03', quantity: 1 },
      { sku: 'LIP10006-02-01', quantity: 3 },
    ]);
  });

  it('also reads { items: [...] } and keeps search tracking and customisation', () => {
    const searchTracking = { hitObjectIDs: ['10001'], queryID: 'q1', index: 'burton_products', positions: [2] };
    const [item] = parseAddToCartData(JSON.stringify({ items: [{ sku: 'A', searchTracking, customisation: { initials: 'AB' } }] }));
    expect(item).toEqual({ sku: 'A', quantity: 1, searchTracking, customisation: { initials: 'AB' } });
  });

  it.each([
    ['missing', undefined, 'MISSING_DATA', 'The form field data is required.', 'data'],
    ['empty text', '', 'MISSING_DATA', 'The form field data is required.', 'data'],
    ['malformed JSON', '[{"sku":', 'INVALID_JSON', 'The field data is not valid JSON.', 'data'],
    ['not a list', '{"sku":"A"}', 'INVALID_ITEMS', 'The field data must be a list of items.', 'data'],
    ['an empty list', '[]', 'NO_ITEMS', 'Add at least one item.', 'data'],
    ['no sku', '[{"quantity":1}]', 'INVALID_ITEM', 'Each item needs a sku.', 'items[0].sku'],
    ['a blank sku', '[{"sku":"  "}]', 'INVALID_ITEM', 'Each item needs a sku.', 'items[0].sku'],
    ['quantity 0', '[{"sku":"A"},{"sku":"B","quantity":0}]', 'INVALID_ITEM', 'Quantity must be a whole number from 1 to 10.', 'items[1].quantity'],
    ['quantity 11', '[{"sku":"A","quantity":11}]', 'INVALID_ITEM', 'Quantity must be a whole number from 1 to 10.', 'items[0].quantity'],
    ['quantity 1.5', '[{"sku":"A","quantity":1.5}]', 'INVALID_ITEM', 'Quantity must be a whole number from 1 to 10.', 'items[0].quantity'],
    ['quantity as text', '[{"sku":"A","quantity":"2"}]', 'INVALID_ITEM', 'Quantity must be a whole number from 1 to 10.', 'items[0].quantity'],
  ])('refuses %s with a 400 naming the field', (_case, data, code, message, field) => {
    const error = failure(() => parseAddToCartData(data));
    expect(error).toMatchObject({ statusCode: 400, code, message, field });
  });

  it(`refuses more than ${MAX_ITEMS_PER_ADD} items at once`, () => {
    const items = Array.from({ length: MAX_ITEMS_PER_ADD + 1 }, () => ({ sku: 'A' }));
    expect(failure(() => parseAddToCartData(JSON.stringify(items))).code).toBe('TOO_MANY_ITEMS');
    expect(parseAddToCartData(JSON.stringify(items.slice(1)))).toHaveLength(MAX_ITEMS_PER_ADD);
  });
});

describe('validateCustomisation', () => {
  const monogram = CUSTOMISATION_GROUPS.monogram;

  it('accepts valid values and leaves out empty optional fields', () => {
    expect(validateCustomisation(monogram, { initials: 'AbC', threadColour: '' })).toEqual({ initials: 'AbC' });
  });

  it('refuses a missing required field', () => {
    expect(failure(() => validateCustomisation(monogram, {}))).toMatchObject({
      statusCode: 400, message: 'Initials is required.', field: 'customisation.initials',
    });
  });

  it('refuses a value longer than maxLength', () => {
    expect(failure(() => validateCustomisation(monogram, { initials: 'ABCD' })).message).toBe('Initials can be at most 3 characters.');
  });

  it('refuses a value failing the regex with the field’s validation message', () => {
    expect(failure(() => validateCustomisation(monogram, { initials: 'A1' })).message).toBe('Letters only');
  });

  it('refuses fields the group does not have, and values for a product without a group', () => {
    expect(failure(() => validateCustomisation(monogram, { initials: 'AB', colour: 'Red' })).field).toBe('customisation.colour');
    expect(failure(() => validateCustomisation(undefined, { initials: 'AB' })).code).toBe('NOT_CUSTOMISABLE');
    expect(validateCustomisation(undefined, undefined)).toEqual({});
  });
});

describe('stockMessage', () => {
  it('says out of stock, or how many are left and how many are already in the bag', () => {
    expect(stockMessage(0, 0)).toBe('Sorry, this item is out of stock.');
    expect(stockMessage(1, 0)).toBe('Sorry, only 1 of this item is available.');
    expect(stockMessage(3, 2)).toBe('Sorry, only 3 of this item are available and you already have 2 in your bag.');
  });
});

describe('the line limit of 10', () => {
  it('is the limit of one add too', () => {
    expect(MAX_QUANTITY).toBe(10);
  });

  it('lets a line reach 10 and no further', () => {
    expect(() => checkLineLimit(0, 10)).not.toThrow();
    expect(() => checkLineLimit(9, 1)).not.toThrow();
    expect(() => checkLineLimit(5, 5)).not.toThrow();
    expect(failure(() => checkLineLimit(9, 9))).toMatchObject({ statusCode: 409, code: 'LINE_LIMIT' });
    expect(failure(() => checkLineLimit(10, 1))).toMatchObject({ statusCode: 409, code: 'LINE_LIMIT' });
  });

  it('says how many more can be added', () => {
    expect(failure(() => checkLineLimit(9, 9)).message).toBe('You can add 1 more of this item (the limit is 10 per item).');
    expect(lineLimitMessage(3)).toBe('You can add 7 more of this item (the limit is 10 per item).');
    expect(lineLimitMessage(0)).toBe('You can add 10 more of this item (the limit is 10 per item).');
  });

  it('says when the line is full', () => {
    expect(lineLimitMessage(10)).toBe('You already have the maximum of 10 of this item in your bag.');
    // A line stored before the limit held.
    expect(lineLimitMessage(18)).toBe('You already have the maximum of 10 of this item in your bag.');
  });

  it('caps a line merged on sign-in at 10 and at the stock when there is any', () => {
    expect(mergedLineCap(50)).toBe(10);
    expect(mergedLineCap(10)).toBe(10);
    expect(mergedLineCap(3)).toBe(3);
    expect(mergedLineCap(0)).toBe(10);
  });

  it('puts the merge cap where the stock meets the limit: 9, 10 and 11 in stock, one left, and stock gone below zero', () => {
    expect([9, 10, 11].map(mergedLineCap)).toEqual([9, 10, 10]);
    expect(mergedLineCap(1)).toBe(1);
    // Oversold (negative stock) is out of stock: the line keeps up to the limit and the bag shows it out of stock.
    expect(mergedLineCap(-2)).toBe(MAX_QUANTITY);
  });
});
