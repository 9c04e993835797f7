import type { BasketCatalogue } from './en-GB';

export const svSE: BasketCatalogue = {
  pdp: {
    addToBag: 'Lägg i varukorgen',
    adding: 'Lägger till…',
    added: 'Tillagd',
    outOfStock: 'Slutsåld',
    selectSizeError: 'Välj en storlek.',
    addError: 'Tyvärr kunde vi inte lägga varan i din varukorg. Försök igen.',
    wishlist: {
      save: 'Spara i önskelistan',
      remove: 'Ta bort från önskelistan',
      errorAdding: 'Tyvärr kunde vi inte spara varan i din önskelista. Försök igen.',
      errorRemoving: 'Tyvärr kunde vi inte ta bort varan från din önskelista. Försök igen.',
      reachedLimit: 'Din önskelista är full. Ta bort en vara för att spara en ny.',
    },
  },
  quickAdd: {
    title: 'Snabbköp',
    close: 'Stäng',
    loading: 'Laddar…',
    loadError: 'Tyvärr kunde vi inte ladda produkten. Försök igen.',
    viewProduct: 'Visa produkt',
    colour: 'Färg',
    size: 'Storlek',
    selectSize: 'Välj en storlek',
    colourOutOfStock: 'Den här färgen är slutsåld',
    optionOutOfStock: '{{label}} - Slutsåld',
    optionLowStock: '{{label}} - Endast {{count}} kvar i lager',
    wasPrice: 'Tidigare {{price}}',
    closeMessage: 'Stäng meddelandet',
  },
};
