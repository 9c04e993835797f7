// English (UK): the reference catalogue of the hero banner and hero carousel;
// every other locale has the same keys (i18n.test.ts checks it).
export const enGB = {
  video: 'video',
  carousel: 'Featured',
  slideshow: 'slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  slides: 'Choose a slide',
  goTo: 'Slide {{n}} of {{count}}',
  slideLabel: '{{index}} of {{count}}',
};

export type HeroCatalogue = typeof enGB;
