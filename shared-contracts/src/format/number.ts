// Numbers and money in the fascias' locales without Intl.NumberFormat. The
// first NumberFormat a page creates loads ICU's number data: 20-50 ms of main
// thread on a desktop, four times that on a phone, in the middle of page start
// (measured with the pnpm bench:web trace). The fascias use four locales, so a
// table does the same job; number.test.ts checks it against Intl for each one.
// Anything outside the table still goes to Intl.

interface LocaleNumbers {
  decimal: string;
  group: string;
  /** Digits before the first group separator appears (fr-FR and sv-SE: 1 234, but 999). */
  minimumGroupingDigits: number;
}

const NUMBERS: Record<string, LocaleNumbers> = {
  'en-GB': { decimal: '.', group: ',', minimumGroupingDigits: 4 },
  'fr-FR': { decimal: ',', group: '\u202f', minimumGroupingDigits: 4 },
  'nl-NL': { decimal: ',', group: '.', minimumGroupingDigits: 4 },
  'sv-SE': { decimal: ',', group: '\u00a0', minimumGroupingDigits: 4 },
};

/** [before, after] the number, per locale and currency. */
const CURRENCIES: Record<string, readonly [string, string]> = {
  'en-GB|GBP': ['£', ''],
  'en-GB|EUR': ['€', ''],
  'fr-FR|EUR': ['', '\u00a0€'],
  'nl-NL|EUR': ['€\u00a0', ''],
  'sv-SE|SEK': ['', '\u00a0kr'],
};

const intlCache = new Map<string, Intl.NumberFormat>();
function intl(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let f = intlCache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    intlCache.set(id, f);
  }
  return f;
}

function group(digits: string, numbers: LocaleNumbers): string {
  if (digits.length < numbers.minimumGroupingDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, numbers.group);
}

/** A whole number of hundredths (cents) as digits with the locale's separators, or null. */
function hundredths(value: number, locale: string): string | null {
  const numbers = NUMBERS[locale];
  if (!numbers || !Number.isSafeInteger(value) || value < 0) return null;
  const whole = Math.floor(value / 100);
  const fraction = String(value % 100).padStart(2, '0');
  return `${group(String(whole), numbers)}${numbers.decimal}${fraction}`;
}

/** Cents in a currency and locale, as Intl's currency style writes them. */
export function formatCurrency(cents: number, locale: string, currency: string): string {
  const affixes = CURRENCIES[`${locale}|${currency}`];
  const digits = affixes ? hundredths(cents, locale) : null;
  if (affixes && digits !== null) return `${affixes[0]}${digits}${affixes[1]}`;
  return intl(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A non-negative number with exactly `fractionDigits` decimals (0 to 2), in the locale. */
export function formatDecimal(value: number, locale: string, fractionDigits: number): string {
  const numbers = NUMBERS[locale];
  const scale = 10 ** fractionDigits;
  const scaled = Math.round(value * scale);
  if (!numbers || !Number.isSafeInteger(scaled) || scaled < 0 || fractionDigits < 0 || fractionDigits > 2 || Math.abs(value * scale - scaled) === 0.5) {
    return intl(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  }
  const whole = group(String(Math.floor(scaled / scale)), numbers);
  return fractionDigits === 0 ? whole : `${whole}${numbers.decimal}${String(scaled % scale).padStart(fractionDigits, '0')}`;
}
