// Checks of a translation catalogue against the English one, for the
// completeness tests every remote's i18n has.

/** The dotted keys of a catalogue's texts. */
export function catalogueKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? catalogueKeys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const textAt = (catalogue: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/**
 * What is wrong with a locale's catalogue: keys missing or extra, an empty
 * text, or a text left as the English one (a key never translated) unless
 * `sameAsEnglish` lists it. Empty when it is complete.
 */
export function translationProblems(english: object, catalogue: object, { sameAsEnglish = [], isEnglish = false }: { sameAsEnglish?: readonly string[]; isEnglish?: boolean } = {}): string[] {
  const expected = catalogueKeys(english).sort();
  const keys = catalogueKeys(catalogue).sort();
  const problems = [
    ...expected.filter((key) => !keys.includes(key)).map((key) => `${key}: missing`),
    ...keys.filter((key) => !expected.includes(key)).map((key) => `${key}: not in English`),
  ];
  for (const key of keys) {
    const text = textAt(catalogue, key);
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: empty`);
    else if (!isEnglish && !sameAsEnglish.includes(key) && text === textAt(english, key)) problems.push(`${key}: the English text`);
  }
  return problems;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort().join(',');

/** Keys whose text does not have the English text's {{placeholders}}. */
export function placeholderProblems(english: object, catalogue: object): string[] {
  return catalogueKeys(english)
    .filter((key) => placeholders(textAt(catalogue, key)) !== placeholders(textAt(english, key)))
    .map((key) => `${key}: placeholders ${placeholders(textAt(catalogue, key)) || 'none'}, English ${placeholders(textAt(english, key))}`);
}
