import {
  addButtonState,
  allVariantsOutOfStock,
  colourOrSizeChanged,
  customisationFor,
  decideAdd,
  selectedVariant,
  type AddButtonInput,
  type Customisation,
  type Selection,
} from './rules';

const chosen: Selection = {
  productId: 'p-1',
  productKey: 'BUR12345',
  colour: 'Navy',
  size: '10',
  sku: 'BUR12345-001-10',
  variantId: 'v-10',
  isOnStock: true,
  availableQuantity: 4,
  allOutOfStock: false,
};
const noSize: Selection = { ...chosen, size: null, sku: null, variantId: null };
const validForm: Customisation = { productId: 'p-1', hasFields: true, valid: true, values: { initials: 'JB' } };

function input(overrides: Partial<AddButtonInput> = {}): AddButtonInput {
  return { selection: chosen, customisation: null, productOutOfStock: false, status: 'idle', ...overrides };
}

describe('addButtonState', () => {
  it('reads Add to bag and can be pressed when a size in stock is chosen', () => {
    expect(addButtonState(input())).toEqual({ label: 'pdp.addToBag', disabled: false, busy: false, inert: false });
  });

  it('stays pressable with no size chosen, so pressing can ask for a size', () => {
    expect(addButtonState(input({ selection: noSize }))).toMatchObject({ label: 'pdp.addToBag', disabled: false });
    expect(addButtonState(input({ selection: null }))).toMatchObject({ label: 'pdp.addToBag', disabled: false });
  });

  it('reads Out of stock and is disabled when the chosen size is out of stock or of another colour', () => {
    expect(addButtonState(input({ selection: { ...chosen, isOnStock: false, availableQuantity: 0 } }))).toEqual({
      label: 'pdp.outOfStock',
      disabled: true,
      busy: false,
      inert: false,
    });
  });

  it('is out of stock when every variant is, even before a size is chosen', () => {
    expect(addButtonState(input({ selection: { ...noSize, isOnStock: false, allOutOfStock: true } }))).toMatchObject({
      label: 'pdp.outOfStock',
      disabled: true,
    });
    expect(addButtonState(input({ selection: null, productOutOfStock: true }))).toMatchObject({ label: 'pdp.outOfStock', disabled: true });
  });

  it('trusts the live selection over the page data once there is one', () => {
    expect(addButtonState(input({ productOutOfStock: true }))).toMatchObject({ label: 'pdp.addToBag', disabled: false });
  });

  it('is disabled while customisation fields are present but not valid', () => {
    expect(addButtonState(input({ customisation: { ...validForm, valid: false } }))).toMatchObject({ label: 'pdp.addToBag', disabled: true });
    expect(addButtonState(input({ customisation: validForm }))).toMatchObject({ disabled: false });
    expect(addButtonState(input({ customisation: { ...validForm, hasFields: false, valid: false } }))).toMatchObject({ disabled: false });
  });

  it('is busy while adding and shows Added after, ignoring presses in both', () => {
    expect(addButtonState(input({ status: 'adding' }))).toEqual({ label: 'pdp.adding', disabled: false, busy: true, inert: true });
    expect(addButtonState(input({ status: 'added' }))).toEqual({ label: 'pdp.added', disabled: false, busy: false, inert: true });
  });
});

describe('decideAdd', () => {
  it('adds a chosen size in stock', () => {
    expect(decideAdd(input())).toEqual({ action: 'add' });
  });

  it('asks for a size instead of calling the server when none is chosen', () => {
    expect(decideAdd(input({ selection: noSize }))).toEqual({ action: 'selectSize' });
    expect(decideAdd(input({ selection: null }))).toEqual({ action: 'selectSize' });
  });

  it('does nothing when out of stock, blocked by customisation, adding or just added', () => {
    expect(decideAdd(input({ selection: { ...chosen, isOnStock: false } }))).toEqual({ action: 'none' });
    expect(decideAdd(input({ customisation: { ...validForm, valid: false } }))).toEqual({ action: 'none' });
    expect(decideAdd(input({ status: 'adding' }))).toEqual({ action: 'none' });
    expect(decideAdd(input({ status: 'added' }))).toEqual({ action: 'none' });
  });
});

describe('colourOrSizeChanged', () => {
  it('is true for a new colour, a new size or a first selection, false for a stock-only update', () => {
    expect(colourOrSizeChanged(null, chosen)).toBe(true);
    expect(colourOrSizeChanged(chosen, { ...chosen, colour: 'Black' })).toBe(true);
    expect(colourOrSizeChanged(chosen, { ...chosen, size: '12' })).toBe(true);
    expect(colourOrSizeChanged(chosen, { ...chosen, availableQuantity: 1 })).toBe(false);
  });
});

describe('allVariantsOutOfStock', () => {
  it('is true only when there are variants and none is in stock', () => {
    expect(allVariantsOutOfStock({ variants: [] })).toBe(false);
    const variant = { isOnStock: false } as never;
    expect(allVariantsOutOfStock({ variants: [variant, variant] })).toBe(true);
    expect(allVariantsOutOfStock({ variants: [variant, { isOnStock: true } as never] })).toBe(false);
  });
});

describe('selectedVariant', () => {
  const product = {
    variants: [
      { id: 'v-10', sku: 'BUR12345-001-10', marketplaceSku: 'M0000012345' },
      { id: 'v-12', sku: 'BUR12345-001-12' },
    ] as never[],
  };

  it('finds the chosen variant in the page data, with its marketplace sku', () => {
    expect(selectedVariant(product, { ...chosen, sku: 'BUR12345-001-10' })).toEqual({ sku: 'BUR12345-001-10', marketplaceSku: 'M0000012345' });
  });

  it('falls back to the selection sku for a variant the page data does not hold', () => {
    expect(selectedVariant(product, { ...chosen, variantId: 'v-99', sku: 'BUR12345-001-99' })).toEqual({ sku: 'BUR12345-001-99' });
  });
});

describe('customisationFor', () => {
  const variant = (group?: string) => ({ attributes: group === undefined ? {} : { customisationGroupName: group } }) as never;
  const cushion = { id: 'p-1', variants: [variant(), variant('monogram')] };
  const plain = { id: 'p-1', variants: [variant(), variant('')] };

  it('holds a customisable product back until its fields say they are valid', () => {
    expect(customisationFor(cushion, null)).toEqual({ productId: 'p-1', hasFields: true, valid: false, values: {} });
    expect(addButtonState(input({ customisation: customisationFor(cushion, null) }))).toMatchObject({ disabled: true });
    expect(customisationFor(cushion, validForm)).toBe(validForm);
  });

  it('ignores a form of another product', () => {
    expect(customisationFor(cushion, { ...validForm, productId: 'p-2' })).toMatchObject({ productId: 'p-1', valid: false });
    expect(customisationFor(plain, { ...validForm, productId: 'p-2' })).toBeNull();
  });

  it('does not hold back a product without a group', () => {
    expect(customisationFor(plain, null)).toBeNull();
    expect(customisationFor(plain, { ...validForm, hasFields: false })).toMatchObject({ hasFields: false });
  });
});
