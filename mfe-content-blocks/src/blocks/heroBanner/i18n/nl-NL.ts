// Dutch (Netherlands): the keys of en-GB.ts.
import type { HeroCatalogue } from './en-GB';

export const nlNL: HeroCatalogue = {
  video: 'video',
  carousel: 'Uitgelicht',
  slideshow: 'diavoorstelling',
  previous: 'Vorige dia',
  next: 'Volgende dia',
  slides: 'Kies een dia',
  goTo: 'Dia {{n}} van {{count}}',
  slideLabel: '{{index}} van {{count}}',
};
