import type { RewardsCatalogue } from './en-GB';

export const nlNL: RewardsCatalogue = {
  rewards: {
    earn: 'Verdien {{amount}} aan beloningen',
    guest: 'Nog geen lid?',
    joinNow: 'Word nu lid',
  },
};
