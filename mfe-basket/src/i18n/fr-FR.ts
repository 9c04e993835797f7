import type { BasketCatalogue } from './en-GB';

export const frFR: BasketCatalogue = {
  pdp: {
    addToBag: 'Ajouter au panier',
    adding: 'Ajout en cours…',
    added: 'Ajouté',
    outOfStock: 'Épuisé',
    selectSizeError: 'Veuillez sélectionner une taille.',
    addError: "Désolé, nous n'avons pas pu ajouter cet article à votre panier. Veuillez réessayer.",
  },
  basket: {
    bag: 'Panier',
    // French counts 0 and 1 as singular.
    bagLabel_one: 'Panier, {{count}} article',
    bagLabel_many: 'Panier, {{count}} articles',
    bagLabel_other: 'Panier, {{count}} articles',
  },
};
