import type { GiftCatalogue } from './en-GB';

export const svSE: GiftCatalogue = {
  gwp: {
    title: 'Gratis present vid köp',
  },
};
