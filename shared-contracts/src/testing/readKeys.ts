/** The top-level keys a function reads from the record it is given. */
export function topLevelKeysRead(record: Record<string, unknown>, read: (proxy: Record<string, unknown>) => unknown): Set<string> {
  const keys = new Set<string>();
  read(
    new Proxy(record, {
      get(target, key, receiver) {
        if (typeof key === 'string') keys.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    }),
  );
  return keys;
}

/** A copy with only the named keys, as a search service answers attributesToRetrieve. */
export function retrieved(record: Record<string, unknown>, attributes: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => attributes.includes(key)));
}
