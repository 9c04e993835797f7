import type { BeautyAdvisorCatalogue } from './en-GB';

export const svSE: BeautyAdvisorCatalogue = {
  beautyAdvisor: {
    banner: "Osäker på vad som passar dig? Vår skönhetsrådgivare hjälper dig.",
    open: "Fråga skönhetsrådgivaren",
    title: "Skönhetsrådgivare",
    intro: {
      skincare: "Hudvård utvald för dig",
      haircare: "Hårvård utvald för dig",
      foundation: "Foundations att prova",
      makeup: "Smink utvalt för dig",
    },
    loading: "Letar efter produkter…",
    none: "Rådgivaren har inga förslag just nu.",
    add: "Lägg {{name}} i varukorgen",
    checkout: "Till varukorgen",
    close: "Stäng",
  },
};
