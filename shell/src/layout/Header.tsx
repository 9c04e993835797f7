import type { BootData } from '../boot';
import { RemoteSlot } from '../slots/RemoteSlot';
import { parcelBaseProps } from './parcelProps';

export function Header({ boot }: { boot: BootData }) {
  const count = boot.session.basketCount;
  const bagLink = (
    <a href="/basket" className="sf-bag-link">
      {`Bag, ${count} ${count === 1 ? 'item' : 'items'}`}
    </a>
  );
  return (
    <header className="sf-header">
      <a className="sf-logo" href="/">
        {boot.fascia.name}
      </a>
      <form className="sf-search" role="search" action="/search" method="get">
        <label htmlFor="sf-search-q" className="sf-visually-hidden">
          Search
        </label>
        <input id="sf-search-q" name="q" type="search" placeholder="Search" defaultValue={boot.route.name === 'search' ? boot.route.query.q : undefined} />
      </form>
      <nav className="sf-header-links" aria-label="Account">
        <a href="/wishlist">Wishlist</a>
        <RemoteSlot
          module="basket/MiniBag"
          parcelProps={parcelBaseProps(boot, 'mini-bag')}
          timeoutMs={boot.slotTimeoutMs}
          className="sf-slot-minibag"
          // Without the remote the bag link still works, with the server's count.
          fallback={bagLink}
          failedFallback={bagLink}
          critical={false}
        />
      </nav>
    </header>
  );
}
