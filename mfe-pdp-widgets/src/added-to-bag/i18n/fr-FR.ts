import type { AddedToBagCatalogue } from './en-GB';

export const frFR: AddedToBagCatalogue = {
  addedToBag: {
    title: 'Ajouté au panier',
    close: 'Fermer',
    linesLabel: 'Articles ajoutés',
    colour: 'Couleur\u00a0: {{colour}}',
    size: 'Taille\u00a0: {{size}}',
    quantity: 'Qté\u00a0: {{quantity}}',
    was: 'Avant {{price}}',
    continueShopping: 'Continuer mes achats',
    viewBag: 'Voir le panier',
    checkout: 'Commander',
    checkoutChecking: 'Vérification de votre panier…',
    checkoutBlocked: 'Certains articles de votre panier sont épuisés. Retirez-les de votre panier pour commander.',
    checkoutUnknown: "Nous n'avons pas pu vérifier votre panier. Réessayez dans un instant.",
  },
};
