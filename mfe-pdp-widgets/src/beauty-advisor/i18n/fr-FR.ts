import type { BeautyAdvisorCatalogue } from './en-GB';

export const frFR: BeautyAdvisorCatalogue = {
  beautyAdvisor: {
    banner: "Vous hésitez\u00a0? Notre conseillère beauté peut vous aider.",
    open: "Demander à la conseillère beauté",
    title: "Conseillère beauté",
    intro: {
      skincare: "Notre sélection soin de la peau",
      haircare: "Notre sélection soin des cheveux",
      foundation: "Fonds de teint à essayer",
      makeup: "Notre sélection maquillage",
    },
    loading: "Recherche de produits…",
    none: "La conseillère n’a pas de suggestion pour le moment.",
    add: "Ajouter {{name}} au panier",
    checkout: "Voir le panier",
    close: "Fermer",
  },
};
