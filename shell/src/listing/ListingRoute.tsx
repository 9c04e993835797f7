// Search and category pages: the listing remote draws them; until it has (and
// if it cannot) the server's first results stand. On a phone those results
// fill the first screen, and the listing (its search libraries are most of
// the page's JavaScript) loads on the shopper's first scroll, touch or key:
// filters, sort, hearts and quick add come then, as the first results are
// scrolled. A wider screen loads it at once (its facet panels are beside the
// results), and so does a page without first results (nothing found, a
// query rule's redirect, a hosted search service).
import type { BootData } from '../boot';
import { listingParcelProps } from '../layout/parcelProps';
import { RemoteSlot } from '../slots/RemoteSlot';
import { ListingFallback } from './ListingFallback';

export function ListingRoute({ boot }: { boot: BootData }) {
  return (
    <main className="sf-page" id="main">
      <RemoteSlot module="listing/SearchPage" parcelProps={listingParcelProps(boot)} timeoutMs={boot.slotTimeoutMs} critical loadOn={boot.listingPreview ? 'interaction-on-phone' : 'eager'} fallback={<ListingFallback boot={boot} />} />
    </main>
  );
}
