import type { AddedToBagCatalogue } from './en-GB';

export const svSE: AddedToBagCatalogue = {
  addedToBag: {
    title: 'Tillagd i varukorgen',
    close: 'Stäng',
    linesLabel: 'Tillagda varor',
    colour: 'Färg: {{colour}}',
    size: 'Storlek: {{size}}',
    quantity: 'Antal: {{quantity}}',
    was: 'Tidigare {{price}}',
    continueShopping: 'Fortsätt handla',
    viewBag: 'Visa varukorgen',
    checkout: 'Till kassan',
    checkoutChecking: 'Vi kontrollerar din varukorg…',
    checkoutBlocked: 'Vissa varor i din varukorg är slutsålda. Ta bort dem ur varukorgen för att gå till kassan.',
    checkoutUnknown: 'Vi kunde inte kontrollera din varukorg. Försök igen om en stund.',
  },
};
