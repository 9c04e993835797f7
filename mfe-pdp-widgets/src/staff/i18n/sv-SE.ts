import type { StaffCatalogue } from './en-GB';

export const svSE: StaffCatalogue = {
  staff: {
    title: "Personalverktyg",
    toolLink: "Visa i det interna verktyget",
    newTab: "(öppnas i en ny flik)",
    priceDetails: "Interna prisuppgifter för {{sku}}",
    price: "Pris",
    wasPrice: "Tidigare pris",
    preDiscountPrice: "Pris före rabatt",
    discountEffects: "Rabatteffekter",
    noDiscount: "Inga",
    effect: "{{name}}: {{value}}",
  },
};
