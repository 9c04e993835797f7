// The server's drawing of the bag page: its title, its count and each line's
// image, name, brand, colour, size and price, or the empty bag's message,
// where and as the bag remote will draw them, so the page's largest paint does
// not wait for the remote's scripts and nothing moves when it takes over. The
// first line's image is that paint (the document adds its scripts once it is
// painted); the remote's copy of each image comes from the browser's cache.
// The stepper and the actions are the remote's.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { formatMoney, lineImage, lineLink, type Cart, type FasciaSettings } from '@storefront/shared-contracts';

interface Props {
  bag: Cart;
  fascia: FasciaSettings;
  /**
   * Names link to their products (and an empty bag to the home page): when
   * the remote could not be loaded. While it loads this stands in for it,
   * hidden from assistive technology, so it holds nothing to focus.
   */
  links: boolean;
}

export function BagFirstPaint({ bag, fascia, links }: Props) {
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
          {links ? (
            <a className="sf-bag-primary" href="/">
              {t('pages.continueShopping')}
            </a>
          ) : (
            <span className="sf-bag-primary">{t('pages.continueShopping')}</span>
          )}
        </div>
      )}
      <ul className="sf-bag-lines">
        {bag.lines.map((line, index) => (
          <li key={line.id} className="sf-bag-line">
            {line.image ? (
              <img {...lineImage(line.image, fascia)} className={index === 0 ? 'sf-lcp-image' : undefined} alt="" decoding="async" {...(index === 0 ? { fetchPriority: 'high' as const } : {})} />
            ) : (
              <span />
            )}
            <div>
              <p className="sf-bag-line-name">{links ? <a href={lineLink(line)}>{line.name}</a> : line.name}</p>
              <p className="sf-bag-line-brand">{line.brand}</p>
              {line.colour && <p>{t('pages.bagLineColour', { colour: line.colour })}</p>}
              {line.size && <p>{t('pages.bagLineSize', { size: line.size })}</p>}
              <p>{t('pages.bagLinePrice', { price: formatMoney(line.unitPrice.centAmount, fascia) })}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
