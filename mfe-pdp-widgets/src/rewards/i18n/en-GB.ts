// English (UK): the rewards badge's reference catalogue; every other locale has the same keys.
export const enGB = {
  rewards: {
    earn: 'Earn {{amount}} in rewards',
    guest: 'Not a member yet?',
    joinNow: 'Join now',
  },
};

export type RewardsCatalogue = { rewards: Record<keyof typeof enGB.rewards, string> };
