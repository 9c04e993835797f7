import type { BasketCatalogue } from './en-GB';

export const frFR: BasketCatalogue = {
  pdp: {
    addToBag: 'Ajouter au panier',
    adding: 'Ajout en cours…',
    added: 'Ajouté',
    outOfStock: 'Épuisé',
    selectSizeError: 'Veuillez sélectionner une taille.',
    addError: "Désolé, nous n'avons pas pu ajouter cet article à votre panier. Veuillez réessayer.",
    wishlist: {
      save: 'Ajouter à la liste de souhaits',
      remove: 'Retirer de la liste de souhaits',
      errorAdding: "Désolé, nous n'avons pas pu ajouter cet article à votre liste de souhaits. Veuillez réessayer.",
      errorRemoving: "Désolé, nous n'avons pas pu retirer cet article de votre liste de souhaits. Veuillez réessayer.",
      reachedLimit: 'Votre liste de souhaits est pleine. Retirez un article pour en ajouter un nouveau.',
    },
  },
  quickAdd: {
    title: 'Ajout rapide',
    close: 'Fermer',
    loading: 'Chargement…',
    loadError: "Désolé, nous n'avons pas pu charger ce produit. Veuillez réessayer.",
    viewProduct: 'Voir le produit',
    colour: 'Couleur',
    size: 'Taille',
    selectSize: 'Sélectionnez une taille',
    colourOutOfStock: 'Cette couleur est épuisée',
    optionOutOfStock: '{{label}} - Épuisé',
    optionLowStock: '{{label}} - Plus que {{count}} en stock',
    wasPrice: 'Avant {{price}}',
    closeMessage: 'Fermer le message',
  },
};
