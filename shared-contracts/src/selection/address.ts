// Address rule (spec 2 §2): the page keeps the colour in the address and
// removes the size from it when it differs from the default size. Rewriting
// the address bar is ./addressBar.ts (`@storefront/shared-contracts/selection/address-bar`).

/** The new address (path, query and hash) after choosing `colour`; other parameters are kept. */
export function addressForColour(href: string, colour: string, defaultSize: string | null): string {
  const url = new URL(href, 'http://localhost');
  url.searchParams.set('colour', colour);
  const size = url.searchParams.get('size');
  if (size !== null && size !== defaultSize) url.searchParams.delete('size');
  return `${url.pathname}${url.search}${url.hash}`;
}
