import { placeholderProblems, translationProblems } from './catalogues';

const english = { title: 'Reviews', count_one: '{{count}} review', nested: { close: 'Close' } };

describe('translationProblems', () => {
  it('is empty for a complete translation, and for English itself', () => {
    expect(translationProblems(english, { title: 'Avis', count_one: '{{count}} avis', nested: { close: 'Fermer' } })).toEqual([]);
    expect(translationProblems(english, english, { isEnglish: true })).toEqual([]);
  });

  it('names missing, extra, empty and untranslated keys, except words listed as the same', () => {
    expect(translationProblems(english, { title: 'Reviews', count_one: ' ', extra: 'x' })).toEqual([
      'nested.close: missing',
      'extra: not in English',
      'count_one: empty',
      'title: the English text',
    ]);
    expect(translationProblems(english, { title: 'Reviews', count_one: '{{count}} recensies', nested: { close: 'Sluiten' } }, { sameAsEnglish: ['title'] })).toEqual([]);
  });
});

describe('placeholderProblems', () => {
  it('names a text that lost or renamed a placeholder', () => {
    expect(placeholderProblems(english, { title: 'Avis', count_one: '{{n}} avis', nested: { close: 'Fermer' } })).toEqual(['count_one: placeholders n, English count']);
    expect(placeholderProblems(english, english)).toEqual([]);
  });
});
