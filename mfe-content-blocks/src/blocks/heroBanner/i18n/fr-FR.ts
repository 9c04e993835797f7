// French (France): the keys of en-GB.ts.
import type { HeroCatalogue } from './en-GB';

export const frFR: HeroCatalogue = {
  video: 'vidéo',
  carousel: 'À la une',
  slideshow: 'diaporama',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  slides: 'Choisir une diapositive',
  goTo: 'Diapositive {{n}} sur {{count}}',
  slideLabel: '{{index}} sur {{count}}',
};
