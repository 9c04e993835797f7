// Dutch (Netherlands): the keys of en-GB.ts.
import type { BlockLabels } from './en-GB';

export const nlNL: BlockLabels = {
  backToTop: 'Terug naar boven',
  countdown: {
    days_one: '{{count}} dag',
    days_other: '{{count}} dagen',
    hours_one: '{{count}} uur',
    hours_other: '{{count}} uur',
    minutes_one: '{{count}} minuut',
    minutes_other: '{{count}} minuten',
    seconds_one: '{{count}} seconde',
    seconds_other: '{{count}} seconden',
    daysShort: 'dagen',
    hoursShort: 'uur',
    minutesShort: 'min',
    secondsShort: 'sec',
    left: 'Nog {{time}}',
    ended: 'Actie afgelopen',
  },
  pause: 'Pauzeren',
  play: 'Afspelen',
  pauseNamed: '{{name}} pauzeren',
  playNamed: '{{name}} afspelen',
  showMore: 'Meer tonen',
  close: 'Sluiten',
  brands: 'Onze merken',
  messages: 'Berichten',
  previous: 'Vorig bericht',
  next: 'Volgend bericht',
};
