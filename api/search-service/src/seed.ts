// Deterministic choices derived from a string (a product id): the same
// product always gets the same derived facet values, run after run.

/** FNV-1a 32-bit hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // Final avalanche so that similar ids spread over the whole range.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** A number in [0, 1) for this id and purpose. */
export function seeded(id: string, purpose: string): number {
  return hashString(`${id}:${purpose}`) / 0x100000000;
}

export function pick<T>(id: string, purpose: string, options: readonly T[]): T {
  return options[Math.floor(seeded(id, purpose) * options.length)]!;
}

/** Between `min` and `max` distinct options, in the options' order. */
export function pickSome<T>(id: string, purpose: string, options: readonly T[], min: number, max: number): T[] {
  const howMany = min + Math.floor(seeded(id, `${purpose}#n`) * (max - min + 1));
  const ranked = options
    .map((option, index) => ({ option, index, score: seeded(id, `${purpose}#${index}`) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, howMany)
    .sort((a, b) => a.index - b.index);
  return ranked.map((entry) => entry.option);
}
