import type { StaffCatalogue } from './en-GB';

export const frFR: StaffCatalogue = {
  staff: {
    title: "Outils du personnel",
    toolLink: "Voir dans l’outil interne",
    newTab: "(s’ouvre dans un nouvel onglet)",
    priceDetails: "Détails de prix internes pour {{sku}}",
    price: "Prix",
    wasPrice: "Ancien prix",
    preDiscountPrice: "Prix avant remise",
    discountEffects: "Effets des remises",
    noDiscount: "Aucun",
    effect: "{{name}}\u00a0: {{value}}",
  },
};
