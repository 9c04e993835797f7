import { compareSizes, sortSizes } from './sizeOrder';

/** Every order of a short list, so the result cannot depend on the input order. */
function shuffles(list: string[]): string[][] {
  return [list, [...list].reverse(), [...list].sort(), [...list].sort().reverse(), [...list.slice(1), list[0]!]];
}

function expectChartOrder(chart: string[]) {
  for (const input of shuffles(chart)) expect(sortSizes(input)).toEqual(chart);
}

describe('size order (the size chart)', () => {
  it('orders numbers ascending, not as text', () => {
    expect(sortSizes(['10', '12', '14', '16', '18', '20', '6', '8'])).toEqual(['6', '8', '10', '12', '14', '16', '18', '20']);
  });

  it('puts half sizes between whole ones', () => {
    expectChartOrder(['3', '3.5', '4', '4.5', '5', '5.5', '6', '9', '9.5', '10']);
  });

  it('orders letters XXS to 3XL and similar', () => {
    expectChartOrder(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL']);
  });

  it('reads XXXL as 3XL, 2XL as XXL and lower case letters', () => {
    expect(compareSizes('XXXL', '3XL')).not.toBe(0);
    expect(sortSizes(['4XL', 'XXXL', 'XL', '2XS', 'xs', 'm'])).toEqual(['2XS', 'xs', 'm', 'XL', 'XXXL', '4XL']);
    expect(sortSizes(['3XL', '2XL', 'XXL', 'L'])).toEqual(['L', '2XL', 'XXL', '3XL']);
  });

  it('groups suffixed sizes by their number, then by fit', () => {
    expectChartOrder(['6 Short', '6 Regular', '6 Long', '8 Short', '8 Regular', '8 Long', '10', '10 Short', '10 Regular', '10 Long']);
    expect(sortSizes(['12 Tall', '12 Petite', '12 Regular'])).toEqual(['12 Petite', '12 Regular', '12 Tall']);
  });

  it('orders measured sizes by their number', () => {
    expectChartOrder(['30ml', '50ml', '100ml']);
    expectChartOrder(['45 x 45cm', '60 x 60cm', '130 x 170cm']);
  });

  it('puts numbers before letters, and one size last', () => {
    expectChartOrder(['6', '8', '10', '10 Long', 'XS', 'S', 'M', 'L', 'One Size']);
    expect(sortSizes(['ONE SIZE', 'M', '8'])).toEqual(['8', 'M', 'ONE SIZE']);
  });

  it('puts unknown sizes after the numbers and letters, in natural text order, before one size', () => {
    expectChartOrder(['8', 'M', 'W28 L30', 'W28 L32', 'W30 L30', 'W32 L30', 'One Size']);
    expectChartOrder(['S', 'Age 2-3', 'Age 10-11', 'Small/Medium']);
  });

  it('is a total order: equal only for the same text, whatever the input order', () => {
    expect(compareSizes('M', 'M')).toBe(0);
    expect(Math.sign(compareSizes('m', 'M'))).toBe(-Math.sign(compareSizes('M', 'm')));
    expect(compareSizes(' 10 ', '10')).not.toBe(0);
    expect(sortSizes(['10', ' 10 '])).toEqual(sortSizes([' 10 ', '10']));
  });

  it('does not change the list it is given', () => {
    const sizes = ['M', 'S'];
    sortSizes(sizes);
    expect(sizes).toEqual(['M', 'S']);
    expect(sortSizes([])).toEqual([]);
  });
});

describe('size order and the browser', () => {
  afterEach(() => jest.restoreAllMocks());

  // A page's first collator loads ICU's collation data (7-10 ms of main thread in the product page's start-up).
  it('sorts numbers and letters without a collator, and makes one only when other sizes need it', () => {
    const Collator = jest.spyOn(Intl, 'Collator');
    jest.isolateModules(() => {
      // A fresh copy of the module, with no collator yet.
      const fresh = jest.requireActual<{ sortSizes: typeof sortSizes }>('./sizeOrder');
      expect(fresh.sortSizes(['12', '8', '10 Long', '10', '10 Short'])).toEqual(['8', '10', '10 Short', '10 Long', '12']);
      expect(fresh.sortSizes(['XL', 'S', 'M', 'm', 'One Size'])).toEqual(['S', 'M', 'm', 'XL', 'One Size']);
      expect(Collator).not.toHaveBeenCalled();
      expect(fresh.sortSizes(['W30 L30', 'W28 L32', 'W28 L30'])).toEqual(['W28 L30', 'W28 L32', 'W30 L30']);
      expect(fresh.sortSizes(['W30 L32', 'W28 L34'])).toEqual(['W28 L34', 'W30 L32']);
      expect(Collator).toHaveBeenCalledTimes(1);
    });
  });
});
