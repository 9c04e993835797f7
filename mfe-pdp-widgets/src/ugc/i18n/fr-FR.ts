import type { UgcCatalogue } from './en-GB';

export const frFR: UgcCatalogue = {
  title: 'Vos looks',
  intro: 'Les photos des clients qui ont acheté cet article.',
  photoBy: 'Photo de {{name}}',
};
