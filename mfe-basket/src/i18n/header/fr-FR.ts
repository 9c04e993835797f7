import type { BasketHeaderCatalogue } from './en-GB';

export const frFRHeader: BasketHeaderCatalogue = {
  basket: {
    bag: 'Panier',
    // French counts 0 and 1 as singular.
    bagLabel_one: 'Panier, {{count}} article',
    bagLabel_many: 'Panier, {{count}} articles',
    bagLabel_other: 'Panier, {{count}} articles',
    showPreview: "Afficher l'aperçu du panier",
  },
};
