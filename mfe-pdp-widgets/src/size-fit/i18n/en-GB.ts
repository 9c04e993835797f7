// English (UK): the pdpWidgets.sizeFit reference catalogue; every other locale has the same keys.
import type { CatalogueShape } from '@storefront/shared-contracts/i18n';

export const enGB = {
  sizeFit: {
    title: "Your fit",
    recommended: "We recommend size {{size}}",
    basisRegistered: "Based on your fit profile.",
    basisGuest: "Based on what other shoppers bought. Sign in for advice on your own fit.",
    notes: "Fit notes",
    note: {
      truetosize: "True to size",
      runssmall: "Runs small",
      runslarge: "Runs large",
      stretchy: "Stretchy fabric",
      relaxed: "Relaxed fit",
      fitted: "Fitted",
    },
  },
};

export type SizeFitCatalogue = CatalogueShape<typeof enGB>;
