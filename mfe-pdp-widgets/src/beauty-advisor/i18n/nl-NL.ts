import type { BeautyAdvisorCatalogue } from './en-GB';

export const nlNL: BeautyAdvisorCatalogue = {
  beautyAdvisor: {
    banner: "Twijfel je? Onze beautyadviseur helpt je.",
    open: "Vraag de beautyadviseur",
    title: "Beautyadviseur",
    intro: {
      skincare: "Huidverzorging voor jou",
      haircare: "Haarverzorging voor jou",
      foundation: "Foundations om te proberen",
      makeup: "Make-up voor jou",
    },
    loading: "Producten zoeken…",
    none: "De adviseur heeft nu geen suggesties.",
    add: "{{name}} in winkelmand",
    checkout: "Naar winkelmand",
    close: "Sluiten",
  },
};
