import { createRng, deriveSeed } from './prng';

describe('seeded random numbers', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const run = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it('keeps numbers in range', () => {
    const rng = createRng(7);
    for (let i = 0; i < 2000; i++) {
      const n = rng.next();
      expect(n >= 0 && n < 1).toBe(true);
      const k = rng.int(3, 5);
      expect([3, 4, 5]).toContain(k);
    }
  });

  it('samples distinct items in their original order', () => {
    const rng = createRng(9);
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let i = 0; i < 50; i++) {
      const picked = rng.sample(items, 3);
      expect(new Set(picked).size).toBe(3);
      expect([...picked].sort((x, y) => items.indexOf(x) - items.indexOf(y))).toEqual(picked);
    }
    expect(rng.sample(items, 10)).toEqual(items);
  });

  it('picks by weight, never an item of weight 0', () => {
    const rng = createRng(11);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 3000; i++) counts[rng.weighted([['a', 3], ['b', 1], ['c', 0]] as const)]++;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2);
    expect(counts.a / counts.b).toBeLessThan(4);
  });

  it('derives different, stable seeds per item', () => {
    expect(deriveSeed(1, 5)).toBe(deriveSeed(1, 5));
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => deriveSeed(1, i)));
    expect(seeds.size).toBe(1000);
  });
});
