// The browse cursor: an opaque token holding where the next page starts in
// the index's order, the page number and the browse parameters, so a cursor
// alone continues the same browse (as Algolia's does). It names its index and
// that index's size: a cursor sent to another index, or kept past a change of
// the records, is refused rather than read wrong.
import { badRequest } from '../errors';

export interface CursorState {
  /** The index browsed. */
  index: string;
  /** The index's record count when the cursor was issued. */
  size: number;
  /** Where the next page starts: a position in the index's order. */
  position: number;
  /** The next page's number. */
  page: number;
  /** The browse parameters (raw, `params` string merged in, without the cursor). */
  params: Record<string, unknown>;
}

const VERSION = 1;

export function encodeCursor(state: CursorState): string {
  const { index, size, position, page, params } = state;
  return Buffer.from(JSON.stringify({ v: VERSION, i: index, n: size, o: position, g: page, p: params })).toString('base64url');
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The state of a cursor issued for `index` (`size` records); a 400 naming the problem otherwise. */
export function decodeCursor(cursor: string, index: string, size: number): CursorState {
  let decoded: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new SyntaxError('not base64url');
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor: it is not a cursor this service issued');
  }
  const fields = (decoded ?? {}) as Record<string, unknown>;
  const { v, i, n, o, g, p } = fields;
  if (v !== VERSION || typeof i !== 'string' || !isCount(n) || !isCount(o) || !isCount(g) || typeof p !== 'object' || p === null || Array.isArray(p)) {
    throw badRequest('Invalid cursor: it is not a cursor this service issued');
  }
  if (i !== index) throw badRequest(`Invalid cursor: it was issued for index "${i}", not "${index}"`);
  if (n !== size || o > size) throw badRequest('Invalid cursor: the index has changed since it was issued; browse again from the start');
  return { index: i, size: n, position: o, page: g, params: p as Record<string, unknown> };
}
