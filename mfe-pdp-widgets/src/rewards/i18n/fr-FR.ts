import type { RewardsCatalogue } from './en-GB';

export const frFR: RewardsCatalogue = {
  rewards: {
    earn: 'Gagnez {{amount}} en récompenses',
    guest: 'Pas encore membre\u00a0?',
    joinNow: 'Inscrivez-vous',
  },
};
