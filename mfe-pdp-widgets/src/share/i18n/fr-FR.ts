import type { ShareCatalogue } from './en-GB';

export const frFR: ShareCatalogue = {
  share: {
    button: 'Partager',
    copied: 'Lien copié',
    copyFailed: 'Le lien n’a pas pu être copié. Copiez-le ici\u00a0:',
  },
};
