// Swedish (Sweden): the keys of en-GB.ts.
import type { RecommendationsCatalogue } from './en-GB';

export const svSE: RecommendationsCatalogue = {
  similar: { title: 'Liknande produkter' },
  sponsored: { title: 'Sponsrade produkter', badge: 'Sponsrad' },
  loading: 'Laddar {{title}}',
  previous: 'Föregående produkter',
  next: 'Nästa produkter',
  save: 'Spara {{n}}\u00a0%',
  was: 'Tidigare {{price}}',
  visuallySimilar: {
    link: 'Hitta visuellt liknande',
    searching: 'Söker liknande stilar…',
    title: 'Visuellt liknande',
    recommended: 'Du kanske också gillar',
    close: 'Stäng',
    list: 'Visuellt liknande produkter',
  },
};
