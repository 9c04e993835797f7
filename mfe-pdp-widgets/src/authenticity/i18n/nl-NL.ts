import type { AuthenticityCatalogue } from './en-GB';

export const nlNL: AuthenticityCatalogue = {
  authenticity: {
    badge: { luxury: 'Echtheid gegarandeerd', preloved: 'Geverifieerd tweedehands' },
    title: 'Zo controleren we de echtheid',
    text: {
      luxury: 'Elk luxe item wordt door onze specialisten gecontroleerd voordat het naar je wordt verzonden.',
      preloved: 'Elk tweedehands item wordt door onze specialisten geïnspecteerd en geverifieerd voordat het naar je wordt verzonden.',
    },
    video: 'Video: zo controleren we de echtheid',
    close: 'Sluiten',
  },
};
