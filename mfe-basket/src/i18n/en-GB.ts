// English (UK): the reference catalogue; every other locale has the same keys.
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
  basket: {
    bag: 'Bag',
    bagLabel_one: 'Bag, {{count}} item',
    bagLabel_other: 'Bag, {{count}} items',
  },
  basketPage: {
    title: 'Your bag',
    itemCount_one: '{{count}} item',
    itemCount_other: '{{count}} items',
    loading: 'Loading your bag…',
    loadError: "Sorry, we couldn't load your bag.",
    tryAgain: 'Try again',
    empty: 'Your bag is empty',
    emptyHint: 'Find something you love and add it to your bag.',
    continueShopping: 'Continue shopping',
    lines: 'Items in your bag',
    colour: 'Colour: {{colour}}',
    size: 'Size: {{size}}',
    price: 'Price: {{price}}',
    wasPrice: 'Was {{price}}',
    lineTotal: 'Item total: {{price}}',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    limitReached: 'You can have up to {{count}} of this item.',
    outOfStock: 'Out of stock',
    lowStock: 'Only {{count}} left in stock',
    shortStock: 'Only {{count}} left in stock. Reduce the quantity to check out.',
    remove: 'Remove',
    removed: '{{name}} was removed from your bag.',
    undo: 'Undo',
    moveToWishlist: 'Move to wishlist',
    moved: '{{name}} was moved to your wishlist.',
    signInToMove: 'Sign in to move {{name}} to your wishlist.',
    wishlistFull: 'Your wishlist is full. Remove an item from it to move this one.',
    changeError: "Sorry, we couldn't update your bag. Please try again.",
    stale: 'Your bag was changed in another window, so we have updated it here. Please check it and try again.',
    summary: 'Order summary',
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    free: 'Free',
    premierDelivery: 'Free with Premier',
    bulky: 'Includes {{price}} bulky item delivery',
    underThreshold: 'Spend {{remaining}} more for free delivery',
    freeDelivery: "You've qualified for free delivery",
    total: 'Total',
    checkout: 'Checkout',
    checkoutBlocked: 'Some items are out of stock or short. Remove them or reduce the quantity to check out.',
    gifts: 'Your free gifts',
    giftWith: 'Free with {{name}}',
    personalisation: 'Personalisation',
  },
  checkoutPage: {
    title: 'Review your order',
    yourItems: 'Your items',
    quantity: 'Quantity: {{count}}',
    paymentNotice: 'Payment is not part of this storefront, so an order cannot be placed here. Nothing has been ordered or charged.',
    backToBag: 'Back to bag',
    empty: 'Your bag is empty, so there is nothing to review.',
    blocked: 'Some items in your bag are out of stock. Go back to your bag to change them.',
  },
  wishlistPage: {
    title: 'Wishlist',
    count_one: '{{count}} saved item',
    count_other: '{{count}} saved items',
    loading: 'Loading your wishlist…',
    loadError: "Sorry, we couldn't load your wishlist.",
    signInPrompt: 'Sign in to see the items you have saved.',
    signIn: 'Sign in',
    empty: "You haven't saved anything yet.",
    startShopping: 'Start shopping',
    limit: 'Your wishlist is full: it holds up to {{limit}} items. Remove an item to save a new one.',
    size: 'Size',
    selectSize: 'Select a size',
    sizeOutOfStock: '{{size}} - Out of stock',
    selectSizeError: 'Please select a size.',
    remove: 'Remove',
    removed: '{{name}} was removed from your wishlist.',
    removeError: "Sorry, we couldn't remove this item from your wishlist. Please try again.",
    unavailable: 'This item is no longer available.',
  },
  miniBag: {
    preview: 'Bag preview',
    showPreview: 'Show bag preview',
    viewBag: 'View bag',
    empty: 'Your bag is empty',
    quantity: 'Qty {{count}}',
    more_one: 'and {{count}} more item',
    more_other: 'and {{count}} more items',
    subtotal: 'Subtotal: {{price}}',
  },
};

/** The same keys with any text: what a translation must fill in. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Catalogue shape: the English keys, with a plural form per locale where the language has one. */
export type BasketCatalogue = {
  pdp: Texts<typeof enGB.pdp>;
  quickAdd: Texts<typeof enGB.quickAdd>;
  basket: { bag: string; bagLabel_one: string; bagLabel_other: string; bagLabel_many?: string };
  basketPage: Plurals<typeof enGB.basketPage>;
  checkoutPage: Texts<typeof enGB.checkoutPage>;
  wishlistPage: Plurals<typeof enGB.wishlistPage>;
  miniBag: Plurals<typeof enGB.miniBag>;
};

/** Texts, where a language may add the `_many` form of a plural key. */
type Plurals<T> = Texts<T> & { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]?: string };
