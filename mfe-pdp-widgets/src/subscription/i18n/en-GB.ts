// English (UK): the pdpWidgets.subscription reference catalogue; every other locale has the same keys.
import type { CatalogueShape } from '@storefront/shared-contracts/i18n';

export const enGB = {
  subscription: {
    title: "Subscribe & save",
    teaser: "Subscribe and pay {{price}} each delivery (5% off).",
    moreInfo: "How subscriptions work",
    subscribe: "Subscribe",
    infoTitle: "About subscriptions",
    infoText: "Your favourite products arrive regularly at 5% off. Skip, change or cancel any time from your account.",
    modalTitle: "Subscribe to {{name}}",
    price: "{{price}} each delivery",
    size: "Size",
    selectSize: "Select a size",
    outOfStock: "{{size}} - Out of stock",
    sizeRequired: "Please select a size.",
    addToBag: "Add to bag",
    adding: "Adding…",
    added: "Added to your bag.",
    addFailed: "Sorry, we could not add this to your bag. Please try again.",
    close: "Close",
  },
};

export type SubscriptionCatalogue = CatalogueShape<typeof enGB>;
