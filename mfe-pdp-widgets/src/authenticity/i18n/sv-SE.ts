import type { AuthenticityCatalogue } from './en-GB';

export const svSE: AuthenticityCatalogue = {
  authenticity: {
    badge: { luxury: 'Äkthet garanterad', preloved: 'Äkthetskontrollerat begagnat' },
    title: 'Så kontrollerar vi äktheten',
    text: {
      luxury: 'Varje lyxplagg kontrolleras av våra specialister innan det skickas till dig.',
      preloved: 'Varje begagnad vara granskas och äkthetskontrolleras av våra specialister innan den skickas till dig.',
    },
    video: 'Video: så kontrollerar vi äktheten',
    close: 'Stäng',
  },
};
