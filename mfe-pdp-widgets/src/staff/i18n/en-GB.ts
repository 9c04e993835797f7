// English (UK): the pdpWidgets.staff reference catalogue; every other locale has the same keys.
import type { CatalogueShape } from '@storefront/shared-contracts/i18n';

export const enGB = {
  staff: {
    title: "Staff tools",
    toolLink: "View in the internal tool",
    newTab: "(opens in a new tab)",
    priceDetails: "Internal price details for {{sku}}",
    price: "Price",
    wasPrice: "Was price",
    preDiscountPrice: "Pre-discount price",
    discountEffects: "Discount effects",
    noDiscount: "None",
    effect: "{{name}}: {{value}}",
  },
};

export type StaffCatalogue = CatalogueShape<typeof enGB>;
