import { blockLabels } from '../../kit/common/i18n/i18n';
import { countdownPhrase, remaining } from './remaining';

const NOW = Date.parse('2025-06-01T10:00:00Z');
const { t } = blockLabels('en-GB');

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 400;
    expect(remaining(end, NOW)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalMs: end - NOW });
    expect(remaining('2025-06-01T11:00:00+01:00', NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
    expect(remaining('2025-06-01T10:01:30Z', NOW)).toMatchObject({ days: 0, hours: 0, minutes: 1, seconds: 30 });
  });

  it('is never negative: zero once the end has passed, or when the end time cannot be read', () => {
    expect(remaining(NOW - 5000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
    expect(remaining('not a date', NOW).totalMs).toBe(0);
  });
});

describe('countdownPhrase', () => {
  it('reads as one phrase, with or without seconds', () => {
    const left = remaining(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, NOW);
    expect(countdownPhrase(left, t)).toBe('2 days 3 hours 4 minutes 5 seconds left');
    expect(countdownPhrase(left, t, { withSeconds: false })).toBe('2 days 3 hours 4 minutes left');
    expect(countdownPhrase(remaining(NOW + 61_000, NOW), t)).toBe('1 minute 1 second left');
    expect(countdownPhrase(remaining(NOW + 20_000, NOW), t, { withSeconds: false })).toBe('0 minutes left');
    expect(countdownPhrase(remaining(NOW, NOW), t)).toBe('Offer ended');
    expect(countdownPhrase(remaining(NOW + 3_600_000, NOW), blockLabels('fr-FR').t)).toBe('Plus que 1 heure 0 minute 0 seconde');
  });
});
