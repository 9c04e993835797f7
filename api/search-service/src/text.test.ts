import { normalise, originalPrefixLength, typoBudget, typoDistance, wordSpans, words } from './text';

describe('words', () => {
  it('lower-cases, strips accents and splits on anything but letters and digits', () => {
    expect(words('Robe Élégante, 100% coton!')).toEqual(['robe', 'elegante', '100', 'coton']);
    expect(normalise('ÉLÉGANTE')).toBe('elegante');
  });

  it('keeps offsets in the original text', () => {
    expect(wordSpans('a <b>Bold</b>')).toEqual([
      { word: 'a', start: 0, end: 1 },
      { word: 'b', start: 3, end: 4 },
      { word: 'bold', start: 5, end: 9 },
      { word: 'b', start: 11, end: 12 },
    ]);
  });

  it('maps a normalised prefix back to original characters', () => {
    const decomposed = 'E\u0301le\u0301gante'; // É written as E + combining accent
    expect(originalPrefixLength(decomposed, 3)).toBe(5);
    expect(originalPrefixLength('Élégante', 3)).toBe(3);
  });
});

describe('typos', () => {
  it('allows 1 typo from 4 letters and 2 from 8', () => {
    expect(typoBudget('top')).toBe(0);
    expect(typoBudget('drss')).toBe(1);
    expect(typoBudget('lipstik')).toBe(1);
    expect(typoBudget('monogram')).toBe(2);
  });

  it('counts a transposition as one typo', () => {
    expect(typoDistance('drses', 'dress', 2)).toBe(1);
    expect(typoDistance('dress', 'dres', 2)).toBe(1);
    expect(typoDistance('monnogrum', 'monogram', 2)).toBe(2);
    expect(typoDistance('jeans', 'jeans', 2)).toBe(0);
  });

  it('stops early past the maximum', () => {
    expect(typoDistance('cushion', 'lipstick', 2)).toBe(3);
  });
});
