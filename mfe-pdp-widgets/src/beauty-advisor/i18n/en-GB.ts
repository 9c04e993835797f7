// English (UK): the pdpWidgets.beautyAdvisor reference catalogue; every other locale has the same keys.
import type { CatalogueShape } from '@storefront/shared-contracts/i18n';

export const enGB = {
  beautyAdvisor: {
    banner: "Not sure what suits you? Our beauty advisor can help.",
    open: "Ask the beauty advisor",
    title: "Beauty advisor",
    intro: {
      skincare: "Skincare picks for you",
      haircare: "Haircare picks for you",
      foundation: "Foundations to try",
      makeup: "Makeup picks for you",
    },
    loading: "Finding products…",
    none: "The advisor has no suggestions right now.",
    add: "Add {{name}} to bag",
    checkout: "Go to bag",
    close: "Close",
  },
};

export type BeautyAdvisorCatalogue = CatalogueShape<typeof enGB>;
