// English (UK) for the header's mini bag: its own small catalogue, so the
// module every page loads does not carry the product page's and pages' texts.
export const enGBHeader = {
  basket: {
    bag: 'Bag',
    bagLabel_one: 'Bag, {{count}} item',
    bagLabel_other: 'Bag, {{count}} items',
    showPreview: 'Show bag preview',
  },
};

export type BasketHeaderCatalogue = {
  basket: { bag: string; bagLabel_one: string; bagLabel_other: string; bagLabel_many?: string; showPreview: string };
};
