import type { AuthenticityCatalogue } from './en-GB';

export const frFR: AuthenticityCatalogue = {
  authenticity: {
    badge: { luxury: 'Authenticité garantie', preloved: 'Seconde main authentifiée' },
    title: 'Comment nous vérifions l’authenticité',
    text: {
      luxury: 'Chaque pièce de luxe est vérifiée par nos spécialistes avant de vous être envoyée.',
      preloved: 'Chaque article de seconde main est inspecté et authentifié par nos spécialistes avant de vous être envoyé.',
    },
    video: 'Vidéo\u00a0: comment nous vérifions l’authenticité',
    close: 'Fermer',
  },
};
