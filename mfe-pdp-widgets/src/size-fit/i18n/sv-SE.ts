import type { SizeFitCatalogue } from './en-GB';

export const svSE: SizeFitCatalogue = {
  sizeFit: {
    title: "Din passform",
    recommended: "Vi rekommenderar storlek {{size}}",
    basisRegistered: "Utifrån din passformsprofil.",
    basisGuest: "Utifrån vad andra kunder köpt. Logga in för råd om din egen passform.",
    notes: "Passformstips",
    note: {
      truetosize: "Normal i storleken",
      runssmall: "Liten i storleken",
      runslarge: "Stor i storleken",
      stretchy: "Stretchigt material",
      relaxed: "Ledig passform",
      fitted: "Figurnära",
    },
  },
};
