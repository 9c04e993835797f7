// The jest setup's window.matchMedia answers false to every query; widget
// tests that follow the screen size or reduced motion set one that answers the
// queries they choose.

/**
 * Sets window.matchMedia to answer true for the given queries (or for those the
 * predicate accepts) and false for any other; returns the function that puts
 * the previous one back.
 */
export function mockMatchMedia(matching: readonly string[] | ((query: string) => boolean)): () => void {
  const original = window.matchMedia;
  const matches = typeof matching === 'function' ? matching : (query: string) => matching.includes(query);
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
