import type { UgcCatalogue } from './en-GB';

export const svSE: UgcCatalogue = {
  title: 'Stylat av dig',
  intro: 'Bilder från kunder som har köpt den här varan.',
  photoBy: 'Foto av {{name}}',
};
