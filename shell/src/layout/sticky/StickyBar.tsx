// The product page's sticky add-to-basket bar (mobile) and back-to-top button
// (every viewport), spec 2 §2, §4, §9. The bar holds a second instance of the
// basket remote's add button, which follows the pickers through the
// state-like pdp:selection-changed like the main one; it is loaded only once
// the bar first shows, so nothing is fetched or mounted before. Both are
// position: fixed, so showing them never moves the page.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { AddToBasketSlotSettings, Product } from '@storefront/shared-contracts';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { matchesMedia, useMediaQuery } from '@storefront/shared-contracts/media';
import type { BootData } from '../../boot';
import { RemoteSlot } from '../../slots/RemoteSlot';
import { productParcelProps } from '../parcelProps';
import { PAGE_TOP_ID } from '../Header';
import { useElementInView, useScrollDerived } from './hooks';
import { backToTopVisible, MOBILE_MEDIA_QUERY, stickyBarPrice, stickyBarVisible } from './rules';

export interface StickyBarProps {
  boot: BootData;
  /** The main add button's slot: the bar shows only while it is out of view. */
  mainButtonSelector: string;
}

export function StickyBar({ boot, mainButtonSelector }: StickyBarProps) {
  if (!boot.page) return null;
  return <StickyBarFor boot={boot} product={boot.page.product} mainButtonSelector={mainButtonSelector} />;
}

function StickyBarFor({ boot, product, mainButtonSelector }: StickyBarProps & { product: Product }) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const mainButtonInView = useElementInView(mainButtonSelector);
  const barVisible = useScrollDerived(
    useCallback((scrollY: number) => stickyBarVisible(scrollY, mainButtonInView, isMobile), [mainButtonInView, isMobile]),
    false,
  );
  const topVisible = useScrollDerived(backToTopVisible, false);
  const [shownOnce, setShownOnce] = useState(false);
  if (barVisible && !shownOnce) setShownOnce(true);

  // One props object for the slot's lifetime: new props would update the parcel.
  // The main button answers pdp:add-requested; this copy answering too would add twice.
  const parcelProps = useMemo(
    () => productParcelProps(boot, 'sticky-add-to-basket', { answersAddRequests: false } satisfies AddToBasketSlotSettings),
    [boot],
  );
  // The variant the pickers announced (the size's, else the colour's), none before they do.
  const price = stickyBarPrice(product, useChosenSelection(product)?.announced?.variantId ?? null, boot.fascia);

  const backToTop = () => {
    const reduceMotion = matchesMedia('(prefers-reduced-motion: reduce)');
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users continue from the top, not from a button that disappears.
    document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className="sf-sticky-bar" role="region" aria-label={t('sticky.label')} hidden={!barVisible}>
        <div className="sf-sticky-bar-product">
          <p className="sf-sticky-bar-name">{product.name}</p>
          {price && <p className="sf-sticky-bar-price">{price}</p>}
        </div>
        {shownOnce && (
          <RemoteSlot
            module="basket/AddToBasket"
            parcelProps={parcelProps}
            timeoutMs={boot.slotTimeoutMs}
            critical={false}
            className="sf-sticky-bar-add"
            fallback={<div className="sf-skeleton sf-skeleton-button" aria-hidden="true" />}
          />
        )}
      </div>
      <button
        type="button"
        className={`sf-back-to-top${barVisible ? ' sf-back-to-top-raised' : ''}`}
        hidden={!topVisible}
        onClick={backToTop}
      >
        {t('sticky.backToTop')}
      </button>
    </>
  );
}
