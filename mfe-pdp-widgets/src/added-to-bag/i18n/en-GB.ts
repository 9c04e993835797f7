// English (UK): the added-to-bag panel's reference catalogue; every other locale has the same keys.
export const enGB = {
  addedToBag: {
    title: 'Added to bag',
    close: 'Close',
    linesLabel: 'Items added',
    colour: 'Colour: {{colour}}',
    size: 'Size: {{size}}',
    quantity: 'Qty: {{quantity}}',
    was: 'Was {{price}}',
    continueShopping: 'Continue shopping',
    viewBag: 'View bag',
    checkout: 'Checkout',
    checkoutChecking: 'Checking your bag…',
    checkoutBlocked: 'Some items in your bag are out of stock. Remove them from your bag to check out.',
    checkoutUnknown: "We couldn't check your bag. Please try again in a moment.",
  },
};

export type AddedToBagCatalogue = { addedToBag: Record<keyof typeof enGB.addedToBag, string> };
