import type { SizeFitCatalogue } from './en-GB';

export const nlNL: SizeFitCatalogue = {
  sizeFit: {
    title: "Jouw pasvorm",
    recommended: "We raden maat {{size}} aan",
    basisRegistered: "Op basis van jouw pasvormprofiel.",
    basisGuest: "Op basis van wat andere klanten kochten. Log in voor advies over jouw pasvorm.",
    notes: "Pasvormtips",
    note: {
      truetosize: "Valt normaal",
      runssmall: "Valt klein",
      runslarge: "Valt groot",
      stretchy: "Rekbare stof",
      relaxed: "Losse pasvorm",
      fitted: "Getailleerd",
    },
  },
};
