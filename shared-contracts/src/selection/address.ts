// Address rule (spec 2 §2): the page keeps the colour in the address and
// removes the size from it when it differs from the default size.

/** The new address (path, query and hash) after choosing `colour`; other parameters are kept. */
export function addressForColour(href: string, colour: string, defaultSize: string | null): string {
  const url = new URL(href, 'http://localhost');
  url.searchParams.set('colour', colour);
  const size = url.searchParams.get('size');
  if (size !== null && size !== defaultSize) url.searchParams.delete('size');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Rewrites the address bar in place (no new history entry). */
export function replaceAddressColour(colour: string, defaultSize: string | null): void {
  const next = addressForColour(window.location.href, colour, defaultSize);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // Keep the router's history state: the shell may keep its own data there.
  if (next !== current) window.history.replaceState(window.history.state, '', next);
}
