import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes } from '@storefront/shared-contracts';
import { BagLink } from '@storefront/shared-contracts/basket/bag-link';
import { HeartIcon } from '@storefront/shared-contracts/wishlist/heart-icon';
import type { BootData } from '../boot';
import { RemoteSlot } from '../slots/RemoteSlot';
import { parcelBaseProps } from './parcelProps';

/** The element the back-to-top button focuses. */
export const PAGE_TOP_ID = 'top';

export function Header({ boot }: { boot: BootData }) {
  const { t } = useTranslation();
  // The mini bag's link as the server knows it (its count), drawn alike so
  // nothing moves when the mini bag takes over; its preview button's room is kept.
  const bagLink = (
    <span className="sf-minibag">
      <BagLink href={routes.basket()} label={t('header.bag', { count: boot.session.basketCount })} text={t('header.bagWord')} count={boot.session.basketCount} />
    </span>
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
          <HeartIcon className="sf-wishlist-icon" />
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
          // Its preview is for a shopper who is using the page: until then the
          // server's link is the same, and the page's first load is without
          // the basket remote (issue 16).
          loadOn="interaction"
        />
      </nav>
    </header>
  );
}
