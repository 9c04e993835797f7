// Price texts of search hits and cards are major-unit strings: "30.00", or a
// range "12.00-20.00". Range facet values read 'min-max' where max may be the
// word max; both ends must otherwise be numeric (spec 1 §5).

export interface PriceRange {
  min: number;
  /** null: open-ended ("max"). */
  max: number | null;
}

const NUMBER = /^\d+(?:\.\d+)?$/;
const RANGE = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?|max)\s*$/i;

/** The range a value names, or null when it is not a valid 'min-max'. */
export function parsePriceRange(value: unknown): PriceRange | null {
  if (typeof value !== 'string') return null;
  const match = RANGE.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2]!.toLowerCase() === 'max' ? null : Number(match[2]);
  if (max !== null && max < min) return null;
  return { min, max };
}

export interface PriceTextEnds {
  /** Major units; null when the text is not a price. */
  low: number | null;
  /** Major units; null when open-ended or not a price. */
  high: number | null;
}

/** Both ends of a price text: a single price is its own range. */
export function priceTextEnds(price: unknown): PriceTextEnds {
  if (typeof price !== 'string') return { low: null, high: null };
  const text = price.trim();
  if (NUMBER.test(text)) return { low: Number(text), high: Number(text) };
  const range = parsePriceRange(text);
  return range ? { low: range.min, high: range.max } : { low: null, high: null };
}

/** Major units to cents, rounded to the cent. */
export function toCents(major: number): number {
  return Math.round(major * 100);
}
