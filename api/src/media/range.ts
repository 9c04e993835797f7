// HTTP byte ranges (RFC 9110 §14) for the video route: browsers fetch media in
// ranges and need 206 answers to seek and to start playing before the end.

export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header against a file of `size` bytes. Only single byte
 * ranges are honoured; anything else (other units, several ranges, garbage)
 * is answered with the whole file, as the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'full' };
  const [, from, to] = m as unknown as [string, string, string];
  if (from === '') {
    // Suffix range: the last n bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
