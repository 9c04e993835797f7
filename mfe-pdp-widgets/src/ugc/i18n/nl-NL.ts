import type { UgcCatalogue } from './en-GB';

export const nlNL: UgcCatalogue = {
  title: 'Door jou gestyled',
  intro: "Foto's van klanten die dit hebben gekocht.",
  photoBy: 'Foto van {{name}}',
};
