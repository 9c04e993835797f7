// English (UK): the share control's reference catalogue; every other locale has the same keys.
export const enGB = {
  share: {
    button: 'Share',
    copied: 'Link copied',
    copyFailed: 'The link could not be copied. Copy it from here:',
  },
};

export type ShareCatalogue = { share: Record<keyof typeof enGB.share, string> };
