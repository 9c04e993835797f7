// Search and category pages: the listing remote draws them; until it has (and
// if it cannot) the server's first results stand.
import type { BootData } from '../boot';
import { listingParcelProps } from '../layout/parcelProps';
import { RemoteSlot } from '../slots/RemoteSlot';
import { ListingFallback } from './ListingFallback';

export function ListingRoute({ boot }: { boot: BootData }) {
  return (
    <main className="sf-page" id="main">
      <RemoteSlot module="listing/SearchPage" parcelProps={listingParcelProps(boot)} timeoutMs={boot.slotTimeoutMs} critical fallback={<ListingFallback boot={boot} />} />
    </main>
  );
}
