// English (UK): the pdpWidgets.sizeFit reference catalogue; every other locale has the same keys.
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

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type SizeFitCatalogue = Texts<typeof enGB>;
