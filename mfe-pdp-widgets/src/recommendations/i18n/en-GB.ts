// English (UK): the reference catalogue of the recommendation carousels and
// the visually similar finder; every other locale has the same keys
// (i18n.test.ts checks it).
export const enGB = {
  similar: { title: 'Similar products' },
  sponsored: { title: 'Sponsored products', badge: 'Sponsored' },
  loading: 'Loading {{title}}',
  previous: 'Previous products',
  next: 'Next products',
  save: 'Save {{n}}%',
  was: 'Was {{price}}',
  visuallySimilar: {
    link: 'Find visually similar',
    searching: 'Finding visually similar styles…',
    title: 'Visually similar',
    recommended: 'You might also like',
    close: 'Close',
    list: 'Visually similar products',
  },
};

export type RecommendationsCatalogue = typeof enGB;
