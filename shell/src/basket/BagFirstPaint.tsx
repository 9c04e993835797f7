// The server's drawing of the bag and checkout pages: the title and each
// line's image, name, brand, colour, size and price (and quantity, on
// checkout), or the empty bag's message, where and as the basket remote will
// draw them, so the page's largest paint does not wait for the remote's
// scripts and nothing moves when it takes over. The first line's image is
// `sf-lcp-image` (the document adds its scripts once it is painted); the
// others load lazily, as the listing's do, so they do not share the network
// with it; the remote's copy of each image comes from the browser's cache.
// The stepper, the actions and the order summary are the remote's.
import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { formatMoney, lineImage, lineLink, type BasketLine, type Cart, type FasciaSettings } from '@storefront/shared-contracts';

export interface BagDrawingProps {
  bag: Cart;
  fascia: FasciaSettings;
  /**
   * Names link to their products (and an empty bag to the home page): when
   * the remote could not be loaded. While it loads this stands in for it,
   * hidden from assistive technology, so it holds nothing to focus.
   */
  links: boolean;
}

/** The bag page (/basket). */
export function BagFirstPaint({ bag, fascia, links }: BagDrawingProps) {
  const { t } = useTranslation();
  return (
    <div className="sf-page">
      <h1 className="sf-bag-title">
        {t('pages.bagTitle')} <span>({t('pages.bagItemCount', { count: bag.itemCount })})</span>
      </h1>
      {bag.lines.length === 0 && (
        <div className="sf-bag-empty">
          <p className="sf-bag-empty-title">{t('pages.bagEmpty')}</p>
          <p>{t('pages.bagEmptyHint')}</p>
          <ContinueShopping links={links} />
        </div>
      )}
      <DrawnLines bag={bag} fascia={fascia} links={links} />
    </div>
  );
}

/** Review your order (/checkout). */
export function CheckoutFirstPaint({ bag, fascia, links }: BagDrawingProps) {
  const { t } = useTranslation();
  return (
    <div className="sf-page">
      <h1 className="sf-bag-title">{t('pages.checkoutTitle')}</h1>
      {bag.lines.length === 0 ? (
        <>
          <p>{t('pages.checkoutEmpty')}</p>
          <ContinueShopping links={links} />
        </>
      ) : (
        <>
          <p className="sf-bag-notice">{t('pages.checkoutPaymentNotice')}</p>
          {!bag.checkoutAllowed && <p className="sf-bag-problem">{t('pages.checkoutBlocked')}</p>}
          <DrawnLines bag={bag} fascia={fascia} links={links}>
            {(line) => <p className="sf-bag-line-quantity">{t('pages.checkoutQuantity', { count: line.quantity })}</p>}
          </DrawnLines>
        </>
      )}
    </div>
  );
}

function ContinueShopping({ links }: { links: boolean }) {
  const { t } = useTranslation();
  return links ? (
    <a className="sf-bag-primary" href="/">
      {t('pages.continueShopping')}
    </a>
  ) : (
    <span className="sf-bag-primary">{t('pages.continueShopping')}</span>
  );
}

function DrawnLines({ bag, fascia, links, children }: BagDrawingProps & { children?: (line: BasketLine) => ReactNode }) {
  const { t } = useTranslation();
  if (bag.lines.length === 0) return null;
  return (
    <ul className="sf-bag-lines">
      {bag.lines.map((line, index) => (
        <li key={line.id} className="sf-bag-line">
          {line.image ? (
            <img {...lineImage(line.image, fascia)} alt="" decoding="async" {...(index === 0 ? { className: 'sf-lcp-image', fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
          ) : (
            <span />
          )}
          <div>
            <p className="sf-bag-line-name">{links ? <a href={lineLink(line)}>{line.name}</a> : line.name}</p>
            <p className="sf-bag-line-brand">{line.brand}</p>
            {line.colour && <p>{t('pages.bagLineColour', { colour: line.colour })}</p>}
            {line.size && <p>{t('pages.bagLineSize', { size: line.size })}</p>}
            <p>{t('pages.bagLinePrice', { price: formatMoney(line.unitPrice.centAmount, fascia) })}</p>
            {children?.(line)}
          </div>
        </li>
      ))}
    </ul>
  );
}
