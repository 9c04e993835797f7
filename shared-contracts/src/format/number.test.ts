import { formatCurrency, formatDecimal } from './number';

const pairs: Array<[string, string]> = [
  ['en-GB', 'GBP'],
  ['en-GB', 'EUR'],
  ['fr-FR', 'EUR'],
  ['nl-NL', 'EUR'],
  ['sv-SE', 'SEK'],
];
const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 4500, 99999, 100000, 123456, 999999, 1000000, 12345678, 100000000, 987654321];

describe('money without Intl', () => {
  it.each(pairs)('writes %s %s exactly as Intl does', (locale, currency) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    for (const cents of amounts) expect(formatCurrency(cents, locale, currency)).toBe(intl.format(cents / 100));
  });

  it('leaves other locales, negative and fractional cents to Intl', () => {
    expect(formatCurrency(4500, 'de-DE', 'EUR')).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(45));
    expect(formatCurrency(-4500, 'en-GB', 'GBP')).toBe('-£45.00');
    expect(formatCurrency(1066.666, 'sv-SE', 'SEK')).toBe(new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(10.66666));
  });
});

describe('decimals without Intl', () => {
  it.each(['en-GB', 'fr-FR', 'nl-NL', 'sv-SE'])('writes ratings and counts in %s exactly as Intl does', (locale) => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      for (let i = 0; i <= 500; i++) expect(formatDecimal(i / 100, locale, digits)).toBe(intl.format(i / 100));
      for (const n of [999, 1000, 1234.5, 99999.99, 1234567]) expect(formatDecimal(n, locale, digits)).toBe(intl.format(n));
    }
  });
});
