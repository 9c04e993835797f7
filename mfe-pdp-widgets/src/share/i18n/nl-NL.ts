import type { ShareCatalogue } from './en-GB';

export const nlNL: ShareCatalogue = {
  share: {
    button: 'Delen',
    copied: 'Link gekopieerd',
    copyFailed: 'De link kon niet worden gekopieerd. Kopieer hem hier:',
  },
};
