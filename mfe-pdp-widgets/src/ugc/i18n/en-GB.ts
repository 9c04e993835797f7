// English (UK): the reference catalogue of the user-generated-content
// gallery's own words; the words it shares with the reviews block (customer
// photo n of total, more photos, the viewer's title, previous / next, close)
// are the reviews namespace's. Every other locale has the same keys.
export const enGB = {
  title: 'Styled by you',
  intro: 'Photos from customers who bought this.',
  photoBy: 'Photo by {{name}}',
};

export type UgcCatalogue = typeof enGB;
