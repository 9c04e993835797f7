import type { AddedToBagCatalogue } from './en-GB';

export const nlNL: AddedToBagCatalogue = {
  addedToBag: {
    title: 'Toegevoegd aan winkelmand',
    close: 'Sluiten',
    linesLabel: 'Toegevoegde artikelen',
    colour: 'Kleur: {{colour}}',
    size: 'Maat: {{size}}',
    quantity: 'Aantal: {{quantity}}',
    was: 'Van {{price}}',
    continueShopping: 'Verder winkelen',
    viewBag: 'Bekijk winkelmand',
    checkout: 'Afrekenen',
    checkoutChecking: 'Je winkelmand wordt gecontroleerd…',
    checkoutBlocked: 'Sommige artikelen in je winkelmand zijn uitverkocht. Verwijder ze uit je winkelmand om af te rekenen.',
    checkoutUnknown: 'We konden je winkelmand niet controleren. Probeer het zo meteen opnieuw.',
  },
};
