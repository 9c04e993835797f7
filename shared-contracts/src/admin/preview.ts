// What the admin tool's preview data says, read without trusting it (spec 1 §6).

/** The product keys the admin tool says are selected already (`data.selectedProductKeys`), untrusted. */
export function selectedProductKeys(data: Record<string, unknown> | undefined): string[] {
  const keys = data?.selectedProductKeys;
  return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
}
