// English (UK): the reference catalogue of the fixed words my content blocks
// show (back to top, countdown units, pause/play, show more, close); every
// other locale has the same keys (i18n.test.ts checks it).
export const enGB = {
  backToTop: 'Back to top',
  countdown: {
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    daysShort: 'days',
    hoursShort: 'hrs',
    minutesShort: 'mins',
    secondsShort: 'secs',
    left: '{{time}} left',
    ended: 'Offer ended',
  },
  pause: 'Pause',
  play: 'Play',
  pauseNamed: 'Pause {{name}}',
  playNamed: 'Play {{name}}',
  showMore: 'Show more',
  close: 'Close',
  brands: 'Our brands',
  messages: 'Messages',
  previous: 'Previous message',
  next: 'Next message',
};

export type BlockLabels = typeof enGB;
