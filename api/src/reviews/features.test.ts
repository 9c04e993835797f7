// The keyword chips' vocabulary: whole words, both spellings of colour, and
// generated texts that mention exactly what they are about.
import { featureChips, featuresIn, MAX_FEATURE_CHIPS, reviewFeatures } from './features';
import { CLOSERS, OPENERS, PROFILES, STORY, TITLES } from './phrases';

describe('featuresIn', () => {
  it('finds features by whole words and their forms', () => {
    expect(featuresIn('It fits well and the sizing is right')).toEqual(['fit', 'size']);
    expect(featuresIn('So comfy, lovely fabric')).toEqual(['material', 'comfort']);
    expect(featuresIn('A great outfit, oversized')).toEqual([]);
    expect(featuresIn('Nothing to say')).toEqual([]);
  });

  it("counts colour and color as one feature, 'color'", () => {
    expect(featuresIn('Lovely COLOUR')).toEqual(['color']);
    expect(featuresIn('nice colors')).toEqual(['color']);
  });

  it('reads the title and the text of a review', () => {
    expect(reviewFeatures({ title: 'Great quality', reviewText: 'The price is right.' })).toEqual(['quality', 'price']);
  });
});

describe('generated phrases', () => {
  it('mention the feature they are written for', () => {
    for (const profile of Object.values(PROFILES)) {
      for (const [feature] of profile.features) {
        for (const sentence of Object.values(profile.sentences[feature]!).flat()) {
          expect([sentence, featuresIn(sentence)]).toEqual([sentence, expect.arrayContaining([feature])]);
        }
      }
    }
  });

  it('say nothing about features in openers, closers, stories and titles, so chips count what reviews are about', () => {
    const neutral = [...Object.values(OPENERS).flat(), ...Object.values(CLOSERS).flat(), ...STORY, ...Object.values(TITLES).flat()];
    for (const sentence of neutral) expect([sentence, featuresIn(sentence)]).toEqual([sentence, []]);
  });
});

describe('featureChips', () => {
  it('lists the most mentioned first, then by name, without unmentioned ones', () => {
    const chips = featureChips(new Map([['size', 4], ['fit', 9], ['color', 4], ['price', 0]]));
    expect(chips).toEqual([
      { feature: 'fit', count: 9 },
      { feature: 'color', count: 4 },
      { feature: 'size', count: 4 },
    ]);
  });

  it(`keeps at most ${MAX_FEATURE_CHIPS}`, () => {
    const counts = new Map(Array.from({ length: 15 }, (_, i) => [`f${String(i).padStart(2, '0')}`, 100 - i] as const));
    const chips = featureChips(counts);
    expect(chips).toHaveLength(MAX_FEATURE_CHIPS);
    expect(chips[0]).toEqual({ feature: 'f00', count: 100 });
  });
});
