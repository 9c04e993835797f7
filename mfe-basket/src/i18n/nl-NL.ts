import type { BasketCatalogue } from './en-GB';

export const nlNL: BasketCatalogue = {
  pdp: {
    addToBag: 'In winkelmand',
    adding: 'Bezig met toevoegen…',
    added: 'Toegevoegd',
    outOfStock: 'Uitverkocht',
    selectSizeError: 'Selecteer een maat.',
    addError: 'Sorry, we konden dit artikel niet aan je winkelmand toevoegen. Probeer het opnieuw.',
  },
  basket: {
    bag: 'Winkelmand',
    bagLabel_one: 'Winkelmand, {{count}} artikel',
    bagLabel_other: 'Winkelmand, {{count}} artikelen',
  },
};
