import type { Product } from '../entities/product';
import { colourOptions, sizeOptions, usableVariants } from './variants';
import { makeProduct, makeVariant, shirt } from '../testing/fixtures';

describe('colour options', () => {
  it('lists each colour once, in catalogue order, with its stock', () => {
    expect(colourOptions(shirt).map(({ colour, label, isOnStock, availableQuantity }) => ({ colour, label, isOnStock, availableQuantity }))).toEqual([
      { colour: 'navy', label: 'Navy', isOnStock: true, availableQuantity: 23 },
      { colour: 'white', label: 'White', isOnStock: true, availableQuantity: 7 },
      { colour: 'red', label: 'Red', isOnStock: false, availableQuantity: 0 },
    ]);
  });

  it('uses the colour value when the label is missing', () => {
    const product = makeProduct([makeVariant({ id: 'a', colour: 'teal', size: 'S', colourLabel: '' })]);
    expect(colourOptions(product)[0]?.label).toBe('teal');
  });
});

describe('size options', () => {
  it('lists the sizes of one colour with their stock', () => {
    expect(sizeOptions(shirt, 'navy').map((s) => [s.size, s.isOnStock])).toEqual([
      ['S', true], ['M', false], ['L', true], ['XL', true],
    ]);
  });

  it('lists sizes in size chart order whatever the order of the variants', () => {
    const product = makeProduct(['One Size', '10', 'M', '8', '5.5', 'S'].map((size) => makeVariant({ id: size, colour: 'navy', size })));
    expect(sizeOptions(product, 'navy').map((s) => s.size)).toEqual(['5.5', '8', '10', 'S', 'M', 'One Size']);
  });

  it('keeps the first variant of a repeated size', () => {
    const product = makeProduct([
      makeVariant({ id: 'a', colour: 'navy', size: 'S' }),
      makeVariant({ id: 'b', colour: 'navy', size: 'S' }),
    ]);
    expect(sizeOptions(product, 'navy').map((s) => s.variant.id)).toEqual(['a']);
  });
});

describe('malformed data', () => {
  it('skips variants without attributes and survives a product without variants', () => {
    const broken = { ...shirt, variants: [null, { id: 'x' }, ...shirt.variants.slice(0, 1)] } as unknown as Product;
    expect(usableVariants(broken).map((v) => v.id)).toEqual(['navy-s']);
    expect(usableVariants({ ...shirt, variants: undefined } as unknown as Product)).toEqual([]);
  });
});
