import { catalogues, i18nFor } from './i18n';

function leaves(value: object, prefix = ''): Array<[string, string]> {
  return Object.entries(value).flatMap(([key, inner]): Array<[string, string]> =>
    typeof inner === 'object' && inner !== null ? leaves(inner as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(inner)]],
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Words that are the same in some languages on purpose (or only placeholders around a dash). */
const MAY_MATCH_ENGLISH = new Set(['header.account', 'pdp.imageAlt', 'listing.imageAlt', 'listing.priceRange']);

describe('shell catalogues', () => {
  const english = new Map(leaves(catalogues['en-GB']));

  it.each(Object.keys(catalogues).filter((l) => l !== 'en-GB'))('%s has every key of en-GB with the same placeholders, translated', (locale) => {
    const translated = new Map(leaves(catalogues[locale as keyof typeof catalogues]));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key) ?? '';
      expect({ key, placeholders: placeholders(other) }).toEqual({ key, placeholders: placeholders(text) });
      expect(other.trim()).not.toBe('');
      if (!MAY_MATCH_ENGLISH.has(key)) expect({ key, same: other === text }).toEqual({ key, same: false });
    }
  });
});

describe('shell i18n', () => {
  it('uses the fascia locale, with plurals and the spec keys', () => {
    expect(i18nFor('fr-FR').t('pdp.lowStock', { count: 3 })).toBe('Plus que 3 en stock');
    expect(i18nFor('en-GB').t('header.bag', { count: 1 })).toBe('Bag, 1 item');
    expect(i18nFor('en-GB').t('header.bag', { count: 2 })).toBe('Bag, 2 items');
    expect(i18nFor('sv-SE').t('signIn.intro.wishlist')).toBe('Logga in för att spara varor i din önskelista.');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(i18nFor('de-DE').t('sticky.backToTop')).toBe('Back to top');
    expect(i18nFor(undefined).t('pages.unexpectedError')).toBe('Unexpected Error');
  });
});
