import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY } from './list';
import { readRecentlyViewed, recordRecentlyViewed } from './storage';

const keys = (n: number) => Array.from({ length: n }, (_, i) => `K${i + 1}`);

describe('recently viewed list rules', () => {
  it('puts the newest key first', () => {
    expect(addRecentlyViewed(['K1', 'K2'], 'K3')).toEqual(['K3', 'K1', 'K2']);
  });

  it('moves a key viewed again to the front without duplicating it', () => {
    expect(addRecentlyViewed(['K1', 'K2', 'K3'], 'K3')).toEqual(['K3', 'K1', 'K2']);
  });

  it('keeps at most 13 keys, dropping the oldest', () => {
    const list = addRecentlyViewed(keys(13), 'NEW');
    expect(list).toHaveLength(13);
    expect(list[0]).toBe('NEW');
    expect(list).not.toContain('K13');
  });

  it('ignores an empty key', () => {
    expect(addRecentlyViewed(['K1'], '  ')).toEqual(['K1']);
  });

  it('reads only a JSON list of keys, deduplicated and cut to 13', () => {
    expect(parseRecentlyViewed(JSON.stringify(['K1', 'K1', 7, '', 'K2']))).toEqual(['K1', 'K2']);
    expect(parseRecentlyViewed(JSON.stringify(keys(20)))).toEqual(keys(13));
    expect(parseRecentlyViewed('{"K1":1}')).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed(null)).toEqual([]);
  });
});

describe('recently viewed storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the list in localStorage under storefront:recently-viewed', () => {
    recordRecentlyViewed('K1');
    recordRecentlyViewed('K2');
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null')).toEqual(['K2', 'K1']);
    expect(readRecentlyViewed()).toEqual(['K2', 'K1']);
  });

  it('carries on when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(recordRecentlyViewed('K1', blocked)).toEqual(['K1']);
    expect(readRecentlyViewed(blocked)).toEqual([]);
  });
});
