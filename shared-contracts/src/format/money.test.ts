import { FASCIAS } from '../fascia/fascias';
import { formatLongDate, formatMoney, formatShortDate, percentageSaving } from './money';

const norm = (s: string) => s.replace(/\s/g, ' ');

describe('money', () => {
  it('formats cents in the fascia currency and locale', () => {
    expect(formatMoney(2999, FASCIAS.burton)).toBe('£29.99');
    expect(norm(formatMoney(2999, FASCIAS.coast))).toBe('29,99 €');
    expect(norm(formatMoney(2999, FASCIAS.wallis))).toBe('€ 29,99');
    expect(norm(formatMoney(29900, FASCIAS.oasis))).toBe('299,00 kr');
  });
  it('defaults to GBP', () => {
    expect(formatMoney(500)).toBe('£5.00');
  });
  it('computes a rounded saving only for a real discount', () => {
    expect(percentageSaving(7000, 10000)).toBe(30);
    expect(percentageSaving(10000, 10000)).toBe(0);
    expect(percentageSaving(10000)).toBe(0);
  });
});

describe('dates', () => {
  it('shows promo dates as dd/mm/yy', () => {
    expect(formatShortDate('2027-03-05T10:00:00Z')).toBe('05/03/27');
  });
  it('shows long dates in the locale', () => {
    expect(formatLongDate('2027-03-05T10:00:00Z', 'en-GB')).toBe('5 March 2027');
  });
});
