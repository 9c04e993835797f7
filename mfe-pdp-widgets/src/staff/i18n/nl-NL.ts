import type { StaffCatalogue } from './en-GB';

export const nlNL: StaffCatalogue = {
  staff: {
    title: "Medewerkerstools",
    toolLink: "Bekijken in de interne tool",
    newTab: "(opent in een nieuw tabblad)",
    priceDetails: "Interne prijsdetails voor {{sku}}",
    price: "Prijs",
    wasPrice: "Oude prijs",
    preDiscountPrice: "Prijs vóór korting",
    discountEffects: "Kortingseffecten",
    noDiscount: "Geen",
    effect: "{{name}}: {{value}}",
  },
};
