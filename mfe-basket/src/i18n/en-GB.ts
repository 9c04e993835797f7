// English (UK): the reference catalogue; every other locale has the same keys.
import type { CatalogueShape } from '@storefront/shared-contracts/i18n';

export const enGB = {
  pdp: {
    addToBag: 'Add to bag',
    adding: 'Adding…',
    added: 'Added',
    outOfStock: 'Out of stock',
    selectSizeError: 'Please select a size.',
    addError: "Sorry, we couldn't add this item to your bag. Please try again.",
    wishlist: {
      save: 'Save to wishlist',
      remove: 'Remove from wishlist',
      errorAdding: "Sorry, we couldn't save this item to your wishlist. Please try again.",
      errorRemoving: "Sorry, we couldn't remove this item from your wishlist. Please try again.",
      reachedLimit: 'Your wishlist is full. Remove an item to save a new one.',
    },
  },
  quickAdd: {
    title: 'Quick add',
    close: 'Close',
    loading: 'Loading…',
    loadError: "Sorry, we couldn't load this product. Please try again.",
    viewProduct: 'View product',
    colour: 'Colour',
    size: 'Size',
    selectSize: 'Select a size',
    colourOutOfStock: 'This colour is out of stock',
    optionOutOfStock: '{{label}} - Out of stock',
    optionLowStock: '{{label}} - Only {{count}} left in stock',
    wasPrice: 'Was {{price}}',
    closeMessage: 'Close message',
  },
};

/** Catalogue shape: the English keys, with a plural form per locale where the language has one. */
export type BasketCatalogue = {
  pdp: CatalogueShape<typeof enGB.pdp>;
  quickAdd: CatalogueShape<typeof enGB.quickAdd>;
};

/** CatalogueShape, where a language may add the `_many` form of a plural key. */
export type Plurals<T> = CatalogueShape<T> & { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]?: string };
