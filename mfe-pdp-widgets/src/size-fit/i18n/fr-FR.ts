import type { SizeFitCatalogue } from './en-GB';

export const frFR: SizeFitCatalogue = {
  sizeFit: {
    title: "Votre taille",
    recommended: "Nous vous conseillons la taille {{size}}",
    basisRegistered: "D’après votre profil de taille.",
    basisGuest: "D’après les achats des autres clients. Connectez-vous pour un conseil personnalisé.",
    notes: "Conseils de coupe",
    note: {
      truetosize: "Taille normalement",
      runssmall: "Taille petit",
      runslarge: "Taille grand",
      stretchy: "Tissu extensible",
      relaxed: "Coupe ample",
      fitted: "Coupe ajustée",
    },
  },
};
