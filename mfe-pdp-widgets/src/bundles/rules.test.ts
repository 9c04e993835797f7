import { BUNDLE_MAX_PRODUCTS } from '@storefront/shared-contracts';
import {
  afterAdd,
  bundleToShow,
  chooseColour,
  chooseSize,
  decideAdd,
  initialItem,
  isShowable,
  needsPersonalising,
  shownVariant,
  sizeChoices,
  talentCard,
  TALENT_SWATCH_LIMIT,
  toggleSelected,
  type BundleItemState,
} from './rules';
import { boots, bundleOf, bundleProduct, card, jacket, trousers, waistcoat } from './test/fixtures';

/** A shirt sold with initials: the bundle cannot collect them. */
const monogrammed = bundleProduct('SHT', 'Oxford Shirt', [['w15', 'white', '15'], ['w16', 'white', '16']], {}, (v) => ({
  attributes: { ...v.attributes, customisationGroupName: 'monogram' },
}));

const item = (overrides: Partial<BundleItemState> = {}): BundleItemState => ({ colour: 'navy', sizeVariantId: null, isSelected: true, sizeError: false, ...overrides });

describe('which bundle shows', () => {
  const suit = bundleOf('suits', [jacket, trousers, waistcoat]);
  const outfit = bundleOf('outfits', [jacket, boots], 'Complete The Look');

  it('shows a bundle only when it holds the current product and more than one product', () => {
    expect(isShowable(suit, jacket.id)).toBe(true);
    expect(isShowable(suit, boots.id)).toBe(false);
    expect(isShowable(bundleOf('bundle', [jacket]), jacket.id)).toBe(false);
    expect(bundleToShow({ bundle: bundleOf('bundle', [jacket]) }, jacket.id)).toBeNull();
    expect(bundleToShow({ outfits: outfit }, trousers.id)).toBeNull();
    expect(bundleToShow(undefined, jacket.id)).toBeNull();
  });

  it('uses suits where suits and outfits both exist', () => {
    expect(bundleToShow({ outfits: outfit, suits: suit }, jacket.id)?.bundleType).toBe('suits');
    // A suit that cannot be shown on this page leaves the outfit.
    expect(bundleToShow({ outfits: outfit, suits: bundleOf('suits', [trousers, waistcoat]) }, jacket.id)?.bundleType).toBe('outfits');
    expect(bundleToShow({ home: bundleOf('home', [jacket, trousers]), outfits: outfit }, jacket.id)?.bundleType).toBe('outfits');
  });

  it('keeps at most 4 products', () => {
    const many = [jacket, trousers, waistcoat, boots, bundleProduct('X', 'Extra', [['a', 'navy', 'M']])];
    const shown = bundleToShow({ suits: bundleOf('suits', many) }, jacket.id)!;
    expect(BUNDLE_MAX_PRODUCTS).toBe(4);
    expect(shown.products.map((p) => p.id)).toEqual([jacket.id, trousers.id, waistcoat.id, boots.id]);
    // The fifth is not in the bundle as shown: its page does not show it.
    expect(bundleToShow({ suits: bundleOf('suits', many) }, 'p-X')).toBeNull();
  });
});

describe('where a product starts', () => {
  it('in the default colour, selected, with no size while the colour has several in stock', () => {
    expect(initialItem(jacket)).toEqual({ colour: 'navy', sizeVariantId: null, isSelected: true, sizeError: false });
  });

  it('in the bundle’s colour, with its only in-stock size picked', () => {
    expect(initialItem(waistcoat)).toEqual({ colour: 'charcoal', sizeVariantId: 'WST-cM', isSelected: true, sizeError: false });
  });

  it('unselected in a sold-out colour', () => {
    expect(initialItem(boots)).toEqual({ colour: 'camel', sizeVariantId: null, isSelected: false, sizeError: false });
  });

  it('in the default colour when the bundle names one the product does not have, and not at all without variants', () => {
    expect(initialItem({ ...jacket, selectedColor: 'pink' })?.colour).toBe('navy');
    expect(initialItem({ ...jacket, variants: [] })).toBeNull();
  });
});

describe('sizes', () => {
  it('lists the colour’s sizes in chart order with out-of-stock ones disabled', () => {
    expect(sizeChoices(jacket, 'navy')).toEqual([
      { variantId: 'JKT-n38', size: '38', disabled: false },
      { variantId: 'JKT-n40', size: '40', disabled: false },
      { variantId: 'JKT-n42', size: '42', disabled: true },
    ]);
  });

  it('takes an in-stock size of the colour, clears the error and selects a product the shopper tried to select', () => {
    const tried = item({ isSelected: false, sizeError: true });
    expect(chooseSize(jacket, tried, 'JKT-n40')).toEqual(item({ sizeVariantId: 'JKT-n40', isSelected: true }));
    expect(chooseSize(jacket, item({ isSelected: false }), 'JKT-n40').isSelected).toBe(false);
  });

  it('refuses an out-of-stock size and a size of another colour', () => {
    const start = item();
    expect(chooseSize(jacket, start, 'JKT-n42')).toBe(start);
    expect(chooseSize(jacket, start, 'JKT-c40')).toBe(start);
  });

  it('goes back to no size with the placeholder', () => {
    expect(chooseSize(jacket, item({ sizeVariantId: 'JKT-n40' }), null).sizeVariantId).toBeNull();
  });
});

describe('changing colour', () => {
  it('picks the only in-stock size of the new colour', () => {
    expect(chooseColour(jacket, item({ sizeVariantId: 'JKT-n38' }), 'charcoal')).toEqual(item({ colour: 'charcoal', sizeVariantId: 'JKT-c40' }));
  });

  it('keeps the size matching the previous one, else none', () => {
    expect(chooseColour(waistcoat, item({ colour: 'charcoal', sizeVariantId: 'WST-cM' }), 'navy').sizeVariantId).toBe('WST-nM');
    expect(chooseColour(boots, item({ colour: 'camel' }), 'black').sizeVariantId).toBeNull();
  });

  it('deselects the product in an out-of-stock colour and clears the error', () => {
    expect(chooseColour(jacket, item({ sizeVariantId: 'JKT-n38', sizeError: true }), 'black')).toEqual(
      item({ colour: 'black', sizeVariantId: null, isSelected: false }),
    );
  });

  it('does not select a product the shopper had unselected', () => {
    expect(chooseColour(jacket, item({ isSelected: false }), 'charcoal').isSelected).toBe(false);
  });

  it('ignores a colour the product does not have', () => {
    const start = item();
    expect(chooseColour(jacket, start, 'pink')).toBe(start);
  });
});

describe('selecting', () => {
  it('can be selected only with a size chosen, otherwise the size error is set', () => {
    expect(toggleSelected(jacket, item({ isSelected: false }), true)).toEqual(item({ isSelected: false, sizeError: true }));
    expect(toggleSelected(jacket, item({ isSelected: false, sizeVariantId: 'JKT-n38' }), true)).toEqual(item({ sizeVariantId: 'JKT-n38' }));
  });

  it('never in an out-of-stock colour; unselecting clears the error', () => {
    const camel = item({ colour: 'camel', isSelected: false });
    expect(toggleSelected(boots, camel, true)).toBe(camel);
    expect(toggleSelected(jacket, item({ sizeError: true }), false)).toEqual(item({ isSelected: false }));
  });

  it('shows the chosen size’s variant, else the colour’s first in stock', () => {
    expect(shownVariant(jacket, item({ colour: 'charcoal' }))?.id).toBe('JKT-c40');
    expect(shownVariant(jacket, item({ sizeVariantId: 'JKT-n40' }))?.id).toBe('JKT-n40');
  });
});

describe('add selected to bag', () => {
  const products = [jacket, trousers, waistcoat, boots];

  it('does nothing with nothing selected', () => {
    expect(decideAdd(products, { [jacket.id]: item({ isSelected: false }) })).toEqual({ action: 'none' });
  });

  it('asks for the sizes of the selected products without one, and sends nothing', () => {
    const items = {
      [jacket.id]: item(),
      [trousers.id]: item({ sizeVariantId: 'TRS-n32' }),
      [waistcoat.id]: item({ isSelected: false }),
    };
    expect(decideAdd(products, items)).toEqual({ action: 'selectSize', productIds: [jacket.id] });
  });

  it('adds every selected product with its size, in bundle order', () => {
    const items = {
      [jacket.id]: item({ sizeVariantId: 'JKT-n40' }),
      [trousers.id]: item({ isSelected: false, sizeVariantId: 'TRS-n32' }),
      [waistcoat.id]: item({ colour: 'charcoal', sizeVariantId: 'WST-cM' }),
      [boots.id]: item({ colour: 'black', sizeVariantId: 'BTS-b5' }),
    };
    const decision = decideAdd(products, items);
    expect(decision.action === 'add' && decision.lines.map((l) => [l.productId, l.variant.id])).toEqual([
      [jacket.id, 'JKT-n40'],
      [waistcoat.id, 'WST-cM'],
      [boots.id, 'BTS-b5'],
    ]);
    // Then the added products are deselected; the others are left as they were.
    const after = afterAdd(items, [jacket.id, waistcoat.id, boots.id]);
    expect(Object.values(after).every((i) => !i.isSelected)).toBe(true);
    expect(after[trousers.id]).toBe(items[trousers.id]);
    expect(after[jacket.id]!.sizeVariantId).toBe('JKT-n40');
  });
});

describe('talent cards', () => {
  it('keep at most 3 colour swatches, the card’s own colour among them', () => {
    expect(TALENT_SWATCH_LIMIT).toBe(3);
    const five = card('a', ['navy', 'red', 'white', 'black', 'pink'], { colour: 'black' });
    const limited = talentCard(five);
    expect(limited.colourVariants.map((v) => v.colour)).toEqual(['navy', 'red', 'black']);
    expect(limited.priceVariants.map((v) => v.colour)).toEqual(['navy', 'red', 'black']);
    const three = card('b', ['navy', 'red', 'white']);
    expect(talentCard(three)).toBe(three);
  });
});

describe('a personalised product in a bundle', () => {
  it('starts unselected and cannot be selected, with or without a size', () => {
    expect(needsPersonalising(monogrammed)).toBe(true);
    expect(needsPersonalising(jacket)).toBe(false);
    const start = initialItem(monogrammed)!;
    expect(start.isSelected).toBe(false);
    const sized = chooseSize(monogrammed, { ...start, sizeError: true }, 'w15');
    expect(sized.isSelected).toBe(false);
    expect(toggleSelected(monogrammed, sized, true).isSelected).toBe(false);
  });
});
