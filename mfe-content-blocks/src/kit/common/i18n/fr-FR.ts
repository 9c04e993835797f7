// French (France): the keys of en-GB.ts.
import type { BlockLabels } from './en-GB';

export const frFR: BlockLabels = {
  backToTop: 'Retour en haut',
  countdown: {
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    hours_one: '{{count}} heure',
    hours_other: '{{count}} heures',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    seconds_one: '{{count}} seconde',
    seconds_other: '{{count}} secondes',
    daysShort: 'jours',
    hoursShort: 'h',
    minutesShort: 'min',
    secondsShort: 's',
    left: 'Plus que {{time}}',
    ended: 'Offre terminée',
  },
  pause: 'Pause',
  play: 'Lecture',
  pauseNamed: 'Mettre en pause\u00a0: {{name}}',
  playNamed: 'Lire\u00a0: {{name}}',
  showMore: 'Voir plus',
  close: 'Fermer',
  brands: 'Nos marques',
  messages: 'Messages',
  previous: 'Message précédent',
  next: 'Message suivant',
};
