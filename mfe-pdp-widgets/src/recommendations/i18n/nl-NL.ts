// Dutch (Netherlands): the keys of en-GB.ts.
import type { RecommendationsCatalogue } from './en-GB';

export const nlNL: RecommendationsCatalogue = {
  similar: { title: 'Vergelijkbare producten' },
  sponsored: { title: 'Gesponsorde producten', badge: 'Gesponsord' },
  loading: '{{title}} laden',
  previous: 'Vorige producten',
  next: 'Volgende producten',
  save: 'Bespaar {{n}}%',
  was: 'Van {{price}}',
  visuallySimilar: {
    link: 'Zoek visueel vergelijkbare items',
    searching: 'Vergelijkbare stijlen zoeken…',
    title: 'Visueel vergelijkbaar',
    recommended: 'Misschien vind je dit ook mooi',
    close: 'Sluiten',
    list: 'Visueel vergelijkbare producten',
  },
};
