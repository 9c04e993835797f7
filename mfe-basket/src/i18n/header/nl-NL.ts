import type { BasketHeaderCatalogue } from './en-GB';

export const nlNLHeader: BasketHeaderCatalogue = {
  basket: {
    bag: 'Winkelmand',
    bagLabel_one: 'Winkelmand, {{count}} artikel',
    bagLabel_other: 'Winkelmand, {{count}} artikelen',
    showPreview: 'Voorbeeld van winkelmand tonen',
  },
};
