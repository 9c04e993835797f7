// English (UK): the authenticity badge's reference catalogue; every other locale has the same keys.
export const enGB = {
  authenticity: {
    badge: { luxury: 'Authenticity guaranteed', preloved: 'Authenticated preloved' },
    title: 'How we check authenticity',
    text: {
      luxury: 'Every luxury piece is checked by our specialists before it is sent to you.',
      preloved: 'Every preloved item is inspected and authenticated by our specialists before it is sent to you.',
    },
    video: 'Video: how we check authenticity',
    close: 'Close',
  },
};

export interface AuthenticityCatalogue {
  authenticity: {
    badge: Record<keyof typeof enGB.authenticity.badge, string>;
    title: string;
    text: Record<keyof typeof enGB.authenticity.text, string>;
    video: string;
    close: string;
  };
}
