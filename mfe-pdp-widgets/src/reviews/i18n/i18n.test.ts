import { catalogues, reviewsI18n } from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const textAt = (catalogue: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': ['words.excellent'],
  'nl-NL': ['title', 'count_one', 'count_other', 'starsCount_one', 'starsCount_other'],
  'sv-SE': [],
};

describe('reviews catalogues', () => {
  const english = keysOf(catalogues['en-GB']).sort();

  it.each(Object.keys(catalogues))('%s has every English key, translated', (locale) => {
    const catalogue = catalogues[locale as keyof typeof catalogues];
    const keys = keysOf(catalogue);
    expect(keys.sort()).toEqual(english);
    for (const key of keys) {
      const text = textAt(catalogue, key);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      if (locale !== 'en-GB' && !SAME_AS_ENGLISH[locale]!.includes(key)) {
        // A copy of the English text would mean the key was never translated.
        expect({ key, text }).not.toEqual({ key, text: textAt(catalogues['en-GB'], key) });
      }
    }
  });

  it.each(Object.keys(catalogues))('%s keeps every placeholder of the English text', (locale) => {
    const catalogue = catalogues[locale as keyof typeof catalogues];
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of english) expect({ key, p: placeholders(textAt(catalogue, key)) }).toEqual({ key, p: placeholders(textAt(catalogues['en-GB'], key)) });
  });
});

describe('reviewsI18n', () => {
  it('speaks the fascia locale, with the spec’s English labels and plural forms', () => {
    const { t } = reviewsI18n('en-GB');
    expect(t('sort.Recent')).toBe('Most Recent');
    expect(t('sort.HighestRating')).toBe('Rating: High-Low');
    expect(t('sort.LowestRating')).toBe('Rating: Low-High');
    expect(t('mentions')).toBe('Reviews That Mention');
    expect(t('showMore', { count: 5 })).toBe('Show 5 more');
    expect(t('showing', { to: 5, count: 486 })).toBe('Showing 1-5 of 486 reviews');
    expect(t('showing', { to: 1, count: 1 })).toBe('Showing 1-1 of 1 review');
    expect(t('count', { count: 1 })).toBe('1 review');
    expect(reviewsI18n('fr-FR').t('sort.label')).toBe('Trier par');
    expect(reviewsI18n('nl-NL').t('stars', { count: 1 })).toBe('1 ster');
    expect(reviewsI18n('sv-SE').t('count', { count: 3 })).toBe('3 recensioner');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(reviewsI18n('de-DE').t('writeReview')).toBe('Write a review');
  });
});
