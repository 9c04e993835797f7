import { MARQUEE_GAP, marqueeDuration, repeatToMinimum } from './rules';

describe('repeatToMinimum', () => {
  it('repeats the items whole until there are at least 24, the first round marked as the originals', () => {
    const out = repeatToMinimum(['a', 'b', 'c', 'd', 'e']);
    expect(out).toHaveLength(25);
    expect(out.filter((r) => r.original).map((r) => r.item)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(out.slice(5, 10).map((r) => r.item)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps 24 or more as they are, and nothing stays nothing', () => {
    expect(repeatToMinimum(Array.from({ length: 30 }, (_, i) => i))).toHaveLength(30);
    expect(repeatToMinimum(['x'])).toHaveLength(24);
    expect(repeatToMinimum([])).toEqual([]);
  });
});

it('has a gap of 1.8 times the height and 30 s by default', () => {
  expect(MARQUEE_GAP).toBeCloseTo(68.4);
  expect(marqueeDuration(undefined)).toBe(30);
  expect(marqueeDuration(12)).toBe(12);
});
