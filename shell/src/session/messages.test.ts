import { signInCatalogues, signInMessages } from './messages';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const textAt = (catalogue: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

describe('sign-in catalogues', () => {
  const english = signInCatalogues['en-GB'];

  it.each(Object.keys(signInCatalogues) as Array<keyof typeof signInCatalogues>)('%s has every text, translated', (locale) => {
    const catalogue = signInCatalogues[locale];
    expect(keysOf(catalogue).sort()).toEqual(keysOf(english).sort());
    for (const key of keysOf(catalogue)) {
      const text = textAt(catalogue, key);
      expect(typeof text === 'string' && text.trim() !== '').toBe(true);
      if (locale !== 'en-GB') expect({ key, text }).not.toEqual({ key, text: textAt(english, key) });
    }
  });

  it('falls back to English for an unknown locale', () => {
    expect(signInMessages('de-DE').title).toBe('Sign in');
    expect(signInMessages(undefined).password).toBe('Password');
    expect(signInMessages('sv-SE').title).toBe('Logga in');
  });
});
