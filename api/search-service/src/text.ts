// Text normalisation shared by indexing, querying and highlighting: one
// definition of a "word" so that what matched is also what is highlighted.

// Combining marks belong to their word ("E\u0301" is one letter).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const MARKS = /\p{M}+/gu;

// eslint-disable-next-line no-control-regex -- the range is all of ASCII on purpose
const NON_ASCII = /[^\x00-\x7f]/;

/** Lower case without diacritics: "Robe Élégante" → "robe elegante". */
export function normalise(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** Normalised words of a text, in order. */
export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

export interface WordSpan {
  /** Normalised word. */
  word: string;
  /** Offsets in the original text. */
  start: number;
  end: number;
}

/** Words of the original text with their offsets (for highlighting). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    spans.push({ word: normalise(match[0]), start, end: start + match[0].length });
  }
  return spans;
}

/**
 * Number of original characters of `original` (a word) that make up its first
 * `normalisedLength` normalised characters, so a prefix match highlights the
 * right letters even when accents were stripped.
 */
export function originalPrefixLength(original: string, normalisedLength: number): number {
  let produced = 0;
  let index = 0;
  for (const char of original) {
    const length = normalise(char).length;
    // Past the prefix, only trailing combining marks still belong to it.
    if (produced >= normalisedLength && length > 0) break;
    produced += length;
    index += char.length;
  }
  return index;
}

/** Typos allowed for a query word: Algolia's defaults (1 from 4 letters, 2 from 8). */
export function typoBudget(word: string, minWordSizeFor1Typo = 4, minWordSizeFor2Typos = 8): number {
  const length = [...word].length;
  if (length >= minWordSizeFor2Typos) return 2;
  if (length >= minWordSizeFor1Typo) return 1;
  return 0;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent
 * transposition), which is how Algolia counts typos: "dreses" and "drses"
 * are both one typo away from "dress".
 */
// Rows reused across calls (highlighting calls this for every word of a page of hits).
let rowBuffers = [0, 1, 2].map(() => new Int32Array(64));

export function typoDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  if (cols > rowBuffers[0]!.length) rowBuffers = [0, 1, 2].map(() => new Int32Array(cols * 2));
  let [prevPrev, prev, current] = rowBuffers as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const oldest = prevPrev;
    prevPrev = prev;
    prev = current;
    current = oldest;
  }
  return prev[cols - 1]!;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
