import type { GiftCatalogue } from './en-GB';

export const frFR: GiftCatalogue = {
  gwp: {
    title: 'Cadeau offert avec votre achat',
  },
};
