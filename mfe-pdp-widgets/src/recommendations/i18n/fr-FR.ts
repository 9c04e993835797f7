// French (France): the keys of en-GB.ts.
import type { RecommendationsCatalogue } from './en-GB';

export const frFR: RecommendationsCatalogue = {
  similar: { title: 'Produits similaires' },
  sponsored: { title: 'Produits sponsorisés', badge: 'Sponsorisé' },
  loading: 'Chargement\u00a0: {{title}}',
  previous: 'Produits précédents',
  next: 'Produits suivants',
  save: 'Économisez {{n}}\u00a0%',
  was: 'Avant {{price}}',
  visuallySimilar: {
    link: 'Trouver des articles visuellement similaires',
    searching: 'Recherche de styles similaires…',
    title: 'Visuellement similaires',
    recommended: 'Vous aimerez aussi',
    close: 'Fermer',
    list: 'Produits visuellement similaires',
  },
};
