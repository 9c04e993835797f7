// Swedish (Sweden): the keys of en-GB.ts.
import type { HeroCatalogue } from './en-GB';

export const svSE: HeroCatalogue = {
  video: 'video',
  carousel: 'Utvalt',
  slideshow: 'bildspel',
  previous: 'Föregående bild',
  next: 'Nästa bild',
  slides: 'Välj en bild',
  goTo: 'Bild {{n}} av {{count}}',
  slideLabel: '{{index}} av {{count}}',
};
