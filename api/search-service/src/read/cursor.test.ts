import { SearchError } from '../errors';
import { decodeCursor, encodeCursor, type CursorState } from './cursor';

const state: CursorState = {
  index: 'burton_products',
  size: 120,
  position: 37,
  page: 3,
  params: { filters: 'brand:"Dorothy Perkins" AND priceValue < 50', hitsPerPage: 12, query: 'robe élégante' },
};

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const forged = (fields: Record<string, unknown>) => Buffer.from(JSON.stringify(fields)).toString('base64url');

describe('browse cursor', () => {
  it('reads back what it holds, as an opaque URL-safe token', () => {
    const cursor = encodeCursor(state);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'burton_products', 120)).toEqual(state);
  });

  it('refuses text that is not a cursor with a readable 400', () => {
    for (const text of ['', 'not a cursor!', 'abc', forged({ hello: 1 }), forged({ v: 1, i: 'burton_products', n: 120, o: -1, g: 0, p: {} })]) {
      expect(refusal(() => decodeCursor(text, 'burton_products', 120))).toEqual({
        status: 400,
        message: 'Invalid cursor: it is not a cursor this service issued',
      });
    }
    expect(refusal(() => decodeCursor(forged({ v: 1, i: 'burton_products', n: 120, o: 0, g: 0, p: 'query=x' }), 'burton_products', 120)).status).toBe(400);
  });

  it('refuses a cursor of another index, or of an index that has changed since', () => {
    const cursor = encodeCursor(state);
    expect(refusal(() => decodeCursor(cursor, 'coast_products', 120))).toEqual({
      status: 400,
      message: 'Invalid cursor: it was issued for index "burton_products", not "coast_products"',
    });
    expect(refusal(() => decodeCursor(cursor, 'burton_products', 121)).message).toBe(
      'Invalid cursor: the index has changed since it was issued; browse again from the start',
    );
    const pastTheEnd = encodeCursor({ ...state, position: 121 });
    expect(refusal(() => decodeCursor(pastTheEnd, 'burton_products', 120)).status).toBe(400);
  });
});
