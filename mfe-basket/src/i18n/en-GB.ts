// English (UK): the reference catalogue; every other locale has the same keys.
export const enGB = {
  pdp: {
    addToBag: 'Add to bag',
    adding: 'Adding…',
    added: 'Added',
    outOfStock: 'Out of stock',
    selectSizeError: 'Please select a size.',
    addError: "Sorry, we couldn't add this item to your bag. Please try again.",
  },
  basket: {
    bag: 'Bag',
    bagLabel_one: 'Bag, {{count}} item',
    bagLabel_other: 'Bag, {{count}} items',
  },
};

/** Catalogue shape: the English keys, with a plural form per locale where the language has one. */
export type BasketCatalogue = {
  pdp: { [K in keyof typeof enGB.pdp]: string };
  basket: { bag: string; bagLabel_one: string; bagLabel_other: string; bagLabel_many?: string };
};
