import { colourOptions, FASCIAS, selectionState, type Selection } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { quickAddProduct, toteBag } from '../test/fixtures';
import {
  colourIsOutOfStock,
  colourOptionText,
  quickAddButtonState,
  quickAddInitialSelection,
  quickAddPrice,
  QUICK_ADD_BREAKPOINT_PX,
  QUICK_ADD_CLOSE_DELAY_MS,
  QUICK_ADD_CLOSE_DURATION_MS,
  QUICK_ADD_COLOUR_LIST_MAX_HEIGHT_PX,
  QUICK_ADD_PANEL_WIDTH_PX,
  shownVariant,
  singleVariantToAdd,
  variantToAdd,
} from './rules';

const LOW_STOCK = 5;
const state = (selection: Selection) => selectionState(quickAddProduct, selection, LOW_STOCK);

describe('quickAddInitialSelection', () => {
  it('takes the colour from the opener when the product has it, else the default colour', () => {
    expect(quickAddInitialSelection(quickAddProduct, 'red')?.colour).toBe('red');
    expect(quickAddInitialSelection(quickAddProduct, 'purple')?.colour).toBe('navy');
    expect(quickAddInitialSelection(quickAddProduct, undefined)?.colour).toBe('navy');
  });

  it("chooses the colour's first in-stock variant, not the product's default size", () => {
    // navy-m is the master (default) size and out of stock; navy-s and navy-l are in stock.
    expect(quickAddInitialSelection(quickAddProduct, 'navy')).toEqual({ colour: 'navy', sizeVariantId: 'navy-s' });
    const inStockDefault = makeProduct([
      makeVariant({ id: 'k-s', colour: 'khaki', size: 'S', availableQuantity: 0, isOnStock: false }),
      makeVariant({ id: 'k-m', colour: 'khaki', size: 'M', availableQuantity: 4 }),
      makeVariant({ id: 'k-l', colour: 'khaki', size: 'L', availableQuantity: 4, isMaster: true }),
    ]);
    expect(quickAddInitialSelection(inStockDefault, undefined)).toEqual({ colour: 'khaki', sizeVariantId: 'k-m' });
  });

  it('chooses no size for a sold-out colour', () => {
    expect(quickAddInitialSelection(quickAddProduct, 'red')).toEqual({ colour: 'red', sizeVariantId: null });
  });

  it("chooses the colour's only in-stock size", () => {
    expect(quickAddInitialSelection(quickAddProduct, 'white')).toEqual({ colour: 'white', sizeVariantId: 'white-s' });
  });

  it('shows the first in-stock variant of the colour while no size is chosen', () => {
    const navy = state({ colour: 'navy', sizeVariantId: null });
    expect(shownVariant(quickAddProduct, navy)?.id).toBe('navy-s');
    expect(shownVariant(quickAddProduct, state({ colour: 'navy', sizeVariantId: 'navy-l' }))?.id).toBe('navy-l');
  });

  it('gives nothing for a product without usable variants', () => {
    expect(quickAddInitialSelection(makeProduct([]), undefined)).toBeNull();
  });
});

describe('singleVariantToAdd', () => {
  it('is the variant of a product sold in one variant, when it is in stock', () => {
    expect(singleVariantToAdd(toteBag)?.sku).toBe('BUR30001-01-01');
    expect(singleVariantToAdd(quickAddProduct)).toBeNull();
    const soldOut = makeProduct([makeVariant({ id: 'x', colour: 'black', size: 'ONE SIZE', isOnStock: false })]);
    expect(singleVariantToAdd(soldOut)).toBeNull();
  });
});

describe('quickAddButtonState', () => {
  it('is disabled until a size is chosen (spec 1 §5)', () => {
    expect(quickAddButtonState(state({ colour: 'navy', sizeVariantId: null }), 'idle')).toEqual({ label: 'pdp.addToBag', disabled: true, busy: false, inert: false });
    expect(quickAddButtonState(state({ colour: 'navy', sizeVariantId: 'navy-s' }), 'idle')).toEqual({ label: 'pdp.addToBag', disabled: false, busy: false, inert: false });
  });

  it('reads Out of stock when the size or the whole colour is out of stock', () => {
    expect(quickAddButtonState(state({ colour: 'navy', sizeVariantId: 'navy-m' }), 'idle')).toMatchObject({ label: 'pdp.outOfStock', disabled: true });
    const red = state({ colour: 'red', sizeVariantId: null });
    expect(colourIsOutOfStock(red)).toBe(true);
    expect(quickAddButtonState(red, 'idle')).toMatchObject({ label: 'pdp.outOfStock', disabled: true });
    expect(colourIsOutOfStock(state({ colour: 'white', sizeVariantId: null }))).toBe(false);
  });

  it('ignores presses while adding and once Added', () => {
    const chosen = state({ colour: 'navy', sizeVariantId: 'navy-s' });
    expect(quickAddButtonState(chosen, 'adding')).toEqual({ label: 'pdp.adding', disabled: false, busy: true, inert: true });
    expect(quickAddButtonState(chosen, 'added')).toEqual({ label: 'pdp.added', disabled: false, busy: false, inert: true });
    expect(variantToAdd(chosen, 'idle')?.id).toBe('navy-s');
    expect(variantToAdd(chosen, 'adding')).toBeNull();
    expect(variantToAdd(chosen, 'added')).toBeNull();
    expect(variantToAdd(state({ colour: 'navy', sizeVariantId: null }), 'idle')).toBeNull();
  });
});

describe('quickAddPrice', () => {
  const navyS = quickAddProduct.variants[0];

  it("reads '£' for GBP in the fascia's locale, with the was-price when above the price", () => {
    expect(quickAddPrice(navyS, FASCIAS.burton)).toEqual({ price: '£35.00', wasPrice: '£50.00' });
    expect(quickAddPrice(quickAddProduct.variants[3], FASCIAS.burton)).toEqual({ price: '£32.00' });
  });

  it("uses the variant's currency in the fascia's locale", () => {
    const euro = { ...navyS!, prices: { centAmount: 3500, currencyCode: 'EUR' } };
    expect(quickAddPrice(euro, FASCIAS.coast)?.price.replace(/\s/g, ' ')).toBe('35,00 €');
  });

  it('shows no price for a variant without a usable one', () => {
    expect(quickAddPrice(undefined, FASCIAS.burton)).toBeNull();
    expect(quickAddPrice({ ...navyS!, prices: { centAmount: Number.NaN, currencyCode: 'GBP' } }, FASCIAS.burton)).toBeNull();
  });
});

describe('colourOptionText', () => {
  it("says 'Out of stock', or 'Only {n} left' below the low-stock threshold", () => {
    const [navy, white, red] = colourOptions(quickAddProduct);
    expect(colourOptionText(navy!, LOW_STOCK)).toEqual({ key: 'label' });
    expect(colourOptionText(white!, LOW_STOCK)).toEqual({ key: 'quickAdd.optionLowStock', count: 3 });
    expect(colourOptionText(red!, LOW_STOCK)).toEqual({ key: 'quickAdd.optionOutOfStock' });
    expect(colourOptionText(white!, 3)).toEqual({ key: 'label' });
  });
});

describe('quick add constants (spec 1 §9)', () => {
  it('closes 1.5 s after Added, over 0.5 s; 480 px panel from 768 px; colour list at most 155 px', () => {
    expect([QUICK_ADD_CLOSE_DELAY_MS, QUICK_ADD_CLOSE_DURATION_MS]).toEqual([1500, 500]);
    expect([QUICK_ADD_PANEL_WIDTH_PX, QUICK_ADD_BREAKPOINT_PX, QUICK_ADD_COLOUR_LIST_MAX_HEIGHT_PX]).toEqual([480, 768, 155]);
  });
});
