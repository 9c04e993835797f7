import type { SubscriptionCatalogue } from './en-GB';

export const svSE: SubscriptionCatalogue = {
  subscription: {
    title: "Prenumerera och spara",
    teaser: "Prenumerera och betala {{price}} per leverans (5\u00a0% rabatt).",
    moreInfo: "Så fungerar prenumerationer",
    subscribe: "Prenumerera",
    infoTitle: "Om prenumerationer",
    infoText: "Dina favoritprodukter kommer regelbundet med 5\u00a0% rabatt. Hoppa över, ändra eller avsluta när du vill från ditt konto.",
    modalTitle: "Prenumerera på {{name}}",
    price: "{{price}} per leverans",
    size: "Storlek",
    selectSize: "Välj en storlek",
    outOfStock: "{{size}} - Slutsåld",
    sizeRequired: "Välj en storlek.",
    addToBag: "Lägg i varukorgen",
    adding: "Lägger till…",
    added: "Tillagd i din varukorg.",
    addFailed: "Tyvärr kunde vi inte lägga detta i din varukorg. Försök igen.",
    close: "Stäng",
  },
};
