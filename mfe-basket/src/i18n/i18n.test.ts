import { basketI18n, catalogues } from './i18n';
import { basketHeaderI18n, headerCatalogues } from './headerI18n';
import { basketPagesI18n, pageCatalogues } from './pagesI18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe.each([
  ['basket', catalogues],
  ['basket pages', pageCatalogues],
  ['basket header', headerCatalogues],
] as const)('%s catalogues', (_name, catalogues: Record<string, object>) => {
  const english = keysOf(catalogues['en-GB']!).sort();

  it.each(Object.keys(catalogues))('%s has every English key, translated', (locale) => {
    const catalogue = catalogues[locale]!;
    const keys = keysOf(catalogue).filter((key) => !key.endsWith('_many'));
    expect(keys.sort()).toEqual(english);
    for (const key of keys) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      if (locale !== 'en-GB' && key !== 'basket.bagLabel_one') {
        // A copy of the English text would mean the key was never translated.
        const englishText = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues['en-GB']);
        expect({ key, text }).not.toEqual({ key, text: englishText });
      }
    }
  });
});

describe('basketI18n', () => {
  it('speaks the fascia locale with plural forms', () => {
    expect(basketHeaderI18n('en-GB').t('basket.bagLabel', { count: 1 })).toBe('Bag, 1 item');
    expect(basketHeaderI18n('en-GB').t('basket.bagLabel', { count: 3 })).toBe('Bag, 3 items');
    expect(basketHeaderI18n('fr-FR').t('basket.bagLabel', { count: 0 })).toBe('Panier, 0 article');
    expect(basketHeaderI18n('fr-FR').t('basket.bagLabel', { count: 2 })).toBe('Panier, 2 articles');
    expect(basketI18n('nl-NL').t('pdp.selectSizeError')).toBe('Selecteer een maat.');
    expect(basketHeaderI18n('sv-SE').t('basket.bagLabel', { count: 5 })).toBe('Varukorg, 5 varor');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(basketI18n('de-DE').t('pdp.selectSizeError')).toBe('Please select a size.');
  });
});

describe('basketPagesI18n', () => {
  it('has the pages’ labels and the remote’s own, in the fascia locale', () => {
    expect(basketPagesI18n('en-GB').t('basketPage.itemCount', { count: 2 })).toBe('2 items');
    expect(basketPagesI18n('fr-FR').t('pdp.addToBag')).toBe('Ajouter au panier');
    expect(basketI18n('en-GB').t('basketPage.title')).toBe('basketPage.title');
  });
});
