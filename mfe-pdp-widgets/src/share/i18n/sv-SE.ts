import type { ShareCatalogue } from './en-GB';

export const svSE: ShareCatalogue = {
  share: {
    button: 'Dela',
    copied: 'Länken kopierad',
    copyFailed: 'Länken kunde inte kopieras. Kopiera den här:',
  },
};
