import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BootData } from '../boot';
import { RemoteSlot } from '../slots/RemoteSlot';
import { parcelBaseProps } from './parcelProps';

/** The element the back-to-top button focuses. */
export const PAGE_TOP_ID = 'top';

export function Header({ boot }: { boot: BootData }) {
  const { t } = useTranslation();
  const bagLink = (
    <a href="/basket" className="sf-bag-link">
      {t('header.bag', { count: boot.session.basketCount })}
    </a>
  );
  return (
    // The back-to-top button moves focus here: the top of the page.
    <header className="sf-header" id={PAGE_TOP_ID} tabIndex={-1}>
      <a className="sf-logo" href="/">
        {boot.fascia.name}
      </a>
      <form className="sf-search" role="search" action="/search" method="get">
        <label htmlFor="sf-search-q" className="sf-visually-hidden">
          {t('header.search')}
        </label>
        <input id="sf-search-q" name="q" type="search" placeholder={t('header.search')} defaultValue={boot.route.name === 'search' ? boot.route.query.q : undefined} />
      </form>
      <nav className="sf-header-links" aria-label={t('header.account')}>
        {/* On a phone a heart, as the mini bag is its bag: the words beside a fascia's name did not fit one row at 320 px. */}
        <a href="/wishlist" className="sf-wishlist-link" aria-label={t('header.wishlist')}>
          <svg className="sf-wishlist-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
          <span className="sf-wishlist-text">{t('header.wishlist')}</span>
        </a>
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
