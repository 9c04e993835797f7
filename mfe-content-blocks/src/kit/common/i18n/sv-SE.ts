// Swedish (Sweden): the keys of en-GB.ts.
import type { BlockLabels } from './en-GB';

export const svSE: BlockLabels = {
  backToTop: 'Till toppen',
  countdown: {
    days_one: '{{count}} dag',
    days_other: '{{count}} dagar',
    hours_one: '{{count}} timme',
    hours_other: '{{count}} timmar',
    minutes_one: '{{count}} minut',
    minutes_other: '{{count}} minuter',
    seconds_one: '{{count}} sekund',
    seconds_other: '{{count}} sekunder',
    daysShort: 'dagar',
    hoursShort: 'tim',
    minutesShort: 'min',
    secondsShort: 'sek',
    left: '{{time}} kvar',
    ended: 'Erbjudandet har upphört',
  },
  pause: 'Pausa',
  play: 'Spela upp',
  pauseNamed: 'Pausa {{name}}',
  playNamed: 'Spela upp {{name}}',
  showMore: 'Visa fler',
  close: 'Stäng',
  brands: 'Våra varumärken',
  messages: 'Meddelanden',
  previous: 'Föregående meddelande',
  next: 'Nästa meddelande',
};
