import type { GiftCatalogue } from './en-GB';

export const nlNL: GiftCatalogue = {
  gwp: {
    title: 'Gratis cadeau bij aankoop',
  },
};
