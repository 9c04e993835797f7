// Message text may hold bold markup and nothing else (spec 1 §3). It is never
// given to the browser as HTML: <b>/<strong> become bold runs, and every
// other tag stays visible text.

export interface TextRun {
  text: string;
  bold: boolean;
}

const BOLD_TAG = /<(\/?)(b|strong)\s*>/gi;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references become the characters they name (still text, never markup). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text as runs of plain and bold text. A closing tag with nothing open
 * is shown as text; an unclosed tag makes the rest bold. Neighbouring runs of
 * the same weight are joined and empty runs dropped.
 */
export function parseBoldMarkup(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const push = (raw: string, bold: boolean) => {
    const value = decodeEntities(raw);
    if (!value) return;
    const last = runs[runs.length - 1];
    if (last && last.bold === bold) last.text += value;
    else runs.push({ text: value, bold });
  };
  let depth = 0;
  let from = 0;
  for (const match of text.matchAll(BOLD_TAG)) {
    const closing = match[1] === '/';
    push(text.slice(from, match.index), depth > 0);
    if (closing && depth === 0) push(match[0], false);
    else depth += closing ? -1 : 1;
    from = match.index + match[0].length;
  }
  push(text.slice(from), depth > 0);
  return runs;
}

/** The message as plain words (for names and comparisons). */
export function plainText(text: string): string {
  return parseBoldMarkup(text).map((run) => run.text).join('');
}
