// Fixed-size bitsets over document ids (32 documents per word). Filters,
// text matches and their intersections are all computed as bitsets. Words
// are Int32Array elements: bit operations then stay in small-integer
// arithmetic (a Uint32Array word above 2^31 is a double, several times slower).

export type Bitset = Int32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function setBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5]! |= 1 << (doc & 31);
}

export function hasBit(bits: Bitset, doc: number): boolean {
  return (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

/** Sets the bits of every doc in a sorted posting list. */
export function orPosting(bits: Bitset, posting: Uint32Array): void {
  for (let i = 0; i < posting.length; i++) {
    const doc = posting[i]!;
    bits[doc >>> 5]! |= 1 << (doc & 31);
  }
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

/** Complement within [0, size). */
export function invert(bits: Bitset, size: number): void {
  for (let i = 0; i < bits.length; i++) bits[i] = ~bits[i]!;
  clearTail(bits, size);
}

export function fillAll(bits: Bitset, size: number): void {
  bits.fill(-1);
  clearTail(bits, size);
}

function clearTail(bits: Bitset, size: number): void {
  const rest = size & 31;
  if (rest !== 0) bits[bits.length - 1]! &= (1 << rest) - 1;
}

function popcount32(value: number): number {
  let v = (value - ((value >>> 1) & 0x55555555)) | 0;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function count(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** Writes the set doc ids, ascending, into `out`; returns how many. */
export function toDocs(bits: Bitset, out: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = (i << 5) + (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return n;
}

/** A stack of scratch bitsets so that evaluating a filter allocates nothing. */
export class BitsetPool {
  private readonly free: Bitset[] = [];

  constructor(private readonly words: number) {}

  acquire(): Bitset {
    return this.free.pop() ?? new Int32Array(this.words);
  }

  release(bits: Bitset): void {
    this.free.push(bits);
  }
}
