// English (UK): the gift-with-purchase card's reference catalogue; every other locale has the same keys.
export const enGB = {
  gwp: {
    title: 'Free gift with purchase',
  },
};

export type GiftCatalogue = { gwp: Record<keyof typeof enGB.gwp, string> };
