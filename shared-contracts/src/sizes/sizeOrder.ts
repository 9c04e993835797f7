// The size chart's order, the one rule for every list of sizes (the search
// service's size facet, the listing's facet panel, the product page and quick
// add pickers). Sizes are shop data, not a closed list, so the rule reads
// their shape:
// 1. numbers ascending, half sizes included ("5" < "5.5" < "6"); a number
//    with a suffix follows the plain number, fits in chart order
//    ("10" < "10 Short" < "10 Regular" < "10 Long"), other suffixes after the
//    fits ("30ml" < "50ml", "45 x 45cm" < "60 x 60cm");
// 2. letters XXS < XS < S < M < L < XL < XXL < 3XL < 4XL (2XL = XXL, 3XS = XXXS);
// 3. any other size, in natural text order ("W28 L30" < "W28 L32" < "W30 L30"),
//    so the order never depends on the order the sizes came in;
// 4. one size last.

type Group = 'number' | 'letter' | 'other' | 'oneSize';

const GROUP_ORDER: Record<Group, number> = { number: 0, letter: 1, other: 2, oneSize: 3 };

/** Fits of a suffixed number, shortest first; a suffix not listed comes after them. */
const FIT_ORDER = ['petite', 'short', 'regular', 'long', 'tall'];

interface SizeKey {
  group: Group;
  /** The number, or the letter size's distance from M (XS = -2, XL = 2). */
  rank: number;
  /** Plain number 0, a listed fit 1.., any other suffix after them. */
  fit: number;
  /** Text compared last within a group: an unlisted suffix, or an other size. */
  text: string;
}

const NUMBER = /^(\d+(?:\.\d+)?)\s*(.*)$/;
/** XXS..XXL with any count of X, or a count before one X: 3XL, 2XS. */
const LETTER = /^(?:(\d+)X|(X*))([SML])$/;
const ONE_SIZE = /^(ONE ?SIZE|OS)$/;

// A fixed locale: the same order on the server and in every fascia's browser.
// Made when two texts first need comparing, not as the module loads: the first
// collator a page makes loads ICU's collation data, 7-10 ms of main thread on
// this machine (many times that on a phone) inside the product page's start-up,
// and sizes that are numbers or letters never get this far.
let natural: Intl.Collator | undefined;
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  natural ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return natural.compare(a, b);
}

function sizeKey(size: string): SizeKey {
  const text = size.trim().replace(/\s+/g, ' ');
  const upper = text.toUpperCase();
  if (ONE_SIZE.test(upper)) return { group: 'oneSize', rank: 0, fit: 0, text: '' };
  const letter = LETTER.exec(upper);
  if (letter) {
    const xs = letter[1] !== undefined ? Number(letter[1]) : letter[2]!.length;
    const base = letter[3]!;
    if (base !== 'M' || xs === 0) return { group: 'letter', rank: base === 'M' ? 0 : base === 'S' ? -1 - xs : 1 + xs, fit: 0, text: '' };
  }
  const number = NUMBER.exec(text);
  if (number) {
    const suffix = number[2]!;
    const fit = suffix === '' ? 0 : FIT_ORDER.indexOf(suffix.toLowerCase()) + 1 || FIT_ORDER.length + 1;
    return { group: 'number', rank: Number(number[1]), fit, text: suffix };
  }
  return { group: 'other', rank: 0, fit: 0, text };
}

/** Chart order of two sizes (negative when `a` comes first); a total order, for `Array.prototype.sort`. */
export function compareSizes(a: string, b: string): number {
  const x = sizeKey(a);
  const y = sizeKey(b);
  return (
    GROUP_ORDER[x.group] - GROUP_ORDER[y.group] ||
    x.rank - y.rank ||
    x.fit - y.fit ||
    compareText(x.text, y.text) ||
    // Sizes the chart sees as equal ("m" and "M") still get one fixed order.
    (a < b ? -1 : a > b ? 1 : 0)
  );
}

/** The sizes in chart order (a new list). */
export function sortSizes(sizes: readonly string[]): string[] {
  return [...sizes].sort(compareSizes);
}
