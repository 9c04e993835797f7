import type { BasketHeaderCatalogue } from './en-GB';

export const svSEHeader: BasketHeaderCatalogue = {
  basket: {
    bag: 'Varukorg',
    bagLabel_one: 'Varukorg, {{count}} vara',
    bagLabel_other: 'Varukorg, {{count}} varor',
    showPreview: 'Visa förhandsvisning av varukorgen',
  },
};
