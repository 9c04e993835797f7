import type { BasketCatalogue } from './en-GB';

export const nlNL: BasketCatalogue = {
  pdp: {
    addToBag: 'In winkelmand',
    adding: 'Bezig met toevoegen…',
    added: 'Toegevoegd',
    outOfStock: 'Uitverkocht',
    selectSizeError: 'Selecteer een maat.',
    addError: 'Sorry, we konden dit artikel niet aan je winkelmand toevoegen. Probeer het opnieuw.',
    wishlist: {
      save: 'Bewaren op verlanglijst',
      remove: 'Verwijderen van verlanglijst',
      errorAdding: 'Sorry, we konden dit artikel niet op je verlanglijst zetten. Probeer het opnieuw.',
      errorRemoving: 'Sorry, we konden dit artikel niet van je verlanglijst verwijderen. Probeer het opnieuw.',
      reachedLimit: 'Je verlanglijst is vol. Verwijder een artikel om een nieuw artikel te bewaren.',
    },
  },
  quickAdd: {
    title: 'Snel toevoegen',
    close: 'Sluiten',
    loading: 'Laden…',
    loadError: 'Sorry, we konden dit product niet laden. Probeer het opnieuw.',
    viewProduct: 'Bekijk product',
    colour: 'Kleur',
    size: 'Maat',
    selectSize: 'Kies een maat',
    colourOutOfStock: 'Deze kleur is uitverkocht',
    optionOutOfStock: '{{label}} - Uitverkocht',
    optionLowStock: '{{label}} - Nog maar {{count}} op voorraad',
    wasPrice: 'Van {{price}}',
    closeMessage: 'Melding sluiten',
  },
};
