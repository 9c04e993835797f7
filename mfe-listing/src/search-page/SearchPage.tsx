// Placeholder until the listing milestone: names what the shopper asked for
// and links back into the catalogue.
import type { ParcelBaseProps } from '@storefront/shared-contracts';

export function SearchPage({ route }: Pick<ParcelBaseProps, 'route'>) {
  const heading =
    route.name === 'search' ? `Search results for “${route.query.q ?? ''}”` : `Category: ${route.params.slug ?? ''}`;
  return (
    <div>
      <h1>{heading}</h1>
      <p>Listing results are coming soon.</p>
      <a href="/">Back to the home page</a>
    </div>
  );
}
