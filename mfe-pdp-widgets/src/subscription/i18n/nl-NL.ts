import type { SubscriptionCatalogue } from './en-GB';

export const nlNL: SubscriptionCatalogue = {
  subscription: {
    title: "Abonneer en bespaar",
    teaser: "Abonneer en betaal {{price}} per levering (5% korting).",
    moreInfo: "Hoe een abonnement werkt",
    subscribe: "Abonneren",
    infoTitle: "Over abonnementen",
    infoText: "Je favoriete producten komen regelmatig met 5% korting. Sla over, wijzig of stop wanneer je wilt via je account.",
    modalTitle: "Abonneren op {{name}}",
    price: "{{price}} per levering",
    size: "Maat",
    selectSize: "Kies een maat",
    outOfStock: "{{size}} - Uitverkocht",
    sizeRequired: "Selecteer een maat.",
    addToBag: "In winkelmand",
    adding: "Bezig met toevoegen…",
    added: "Toegevoegd aan je winkelmand.",
    addFailed: "Sorry, we konden dit niet aan je winkelmand toevoegen. Probeer het opnieuw.",
    close: "Sluiten",
  },
};
