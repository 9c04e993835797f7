import type { RewardsCatalogue } from './en-GB';

export const svSE: RewardsCatalogue = {
  rewards: {
    earn: 'Tjäna {{amount}} i belöningar',
    guest: 'Inte medlem än?',
    joinNow: 'Gå med nu',
  },
};
