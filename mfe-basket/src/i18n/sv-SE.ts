import type { BasketCatalogue } from './en-GB';

export const svSE: BasketCatalogue = {
  pdp: {
    addToBag: 'Lägg i varukorgen',
    adding: 'Lägger till…',
    added: 'Tillagd',
    outOfStock: 'Slutsåld',
    selectSizeError: 'Välj en storlek.',
    addError: 'Tyvärr kunde vi inte lägga varan i din varukorg. Försök igen.',
  },
  basket: {
    bag: 'Varukorg',
    bagLabel_one: 'Varukorg, {{count}} vara',
    bagLabel_other: 'Varukorg, {{count}} varor',
  },
};
