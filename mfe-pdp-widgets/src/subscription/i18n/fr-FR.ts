import type { SubscriptionCatalogue } from './en-GB';

export const frFR: SubscriptionCatalogue = {
  subscription: {
    title: "Abonnez-vous et économisez",
    teaser: "Abonnez-vous et payez {{price}} par livraison (5\u00a0% de remise).",
    moreInfo: "Comment fonctionne l’abonnement",
    subscribe: "S’abonner",
    infoTitle: "À propos des abonnements",
    infoText: "Vos produits préférés arrivent régulièrement avec 5\u00a0% de remise. Reportez, modifiez ou résiliez à tout moment depuis votre compte.",
    modalTitle: "S’abonner à {{name}}",
    price: "{{price}} par livraison",
    size: "Taille",
    selectSize: "Sélectionnez une taille",
    outOfStock: "{{size}} - Épuisé",
    sizeRequired: "Veuillez sélectionner une taille.",
    addToBag: "Ajouter au panier",
    adding: "Ajout en cours…",
    added: "Ajouté à votre panier.",
    addFailed: "Désolé, nous n’avons pas pu ajouter cet article à votre panier. Veuillez réessayer.",
    close: "Fermer",
  },
};
