// The price block of the product page (spec 1 §1, spec 2 §2, §5): stars with
// the review count, the price or price range of the selection with was-price
// and saving, the classification and price badges, promo badges, and the
// buy-now-pay-later line. Each part that cannot be shown is left out.
import { useMemo } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { classificationBadge, formatMoney, priceBadge, promoBadges, type FasciaSettings, type Product, type RouteInfo } from '@storefront/shared-contracts';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { usePdpBadges } from '../badges/usePdpBadges';
import { BuyNowPayLater } from './BuyNowPayLater';
import { PriceBadge, PromoBadges } from './LineBadges';
import { Rating } from './Rating';
import { categorySlugsOf, describingVariant, priceVariants, shownPrice, type ShownPrice } from './priceView';
import styles from './price.module.css';

export interface ProductPriceProps {
  product: Product;
  fascia: FasciaSettings;
  route: RouteInfo;
  /** The page's badges (`page.badges`). */
  badges?: unknown;
  /** Promo badges: 1 when restricted, else 2 (slot setting `restrictPromoBadges`). */
  restrictPromoBadges?: boolean;
}

function PriceLine({ price, fascia }: { price: ShownPrice; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const low = formatMoney(price.lowCents, fascia);
  return (
    <p className={styles.price}>
      <span className={styles.now}>{price.isRange ? `${low} – ${formatMoney(price.highCents, fascia)}` : low}</span>
      {price.wasCents !== undefined && price.saving !== undefined && (
        <>
          {' '}
          <s className={styles.was} aria-hidden="true">
            {formatMoney(price.wasCents, fascia)}
          </s>
          <VisuallyHidden>{t('price.was', { price: formatMoney(price.wasCents, fascia) })}</VisuallyHidden>{' '}
          <span className={styles.saving}>{t('price.save', { saving: price.saving })}</span>
        </>
      )}
    </p>
  );
}

export function ProductPrice({ product, fascia, route, badges, restrictPromoBadges = false }: ProductPriceProps) {
  const selection = useChosenSelection(product, route);
  const all = usePdpBadges(product, badges);
  const price = useMemo(() => shownPrice(priceVariants(product, selection)), [product, selection]);
  const context = { page: 'PDP' as const, categorySlugs: categorySlugsOf(product), now: new Date() };
  const variant = describingVariant(product, selection);
  const classification = classificationBadge(variant?.attributes.classification, variant?.attributes.department, fascia);
  const badgePrice = price ? { lowCents: price.lowCents, highCents: price.highCents } : '';

  return (
    <div className={styles.block}>
      <Rating stats={product.reviewStats} locale={fascia.locale} />
      {price && <PriceLine price={price} fascia={fascia} />}
      {classification && <p className={styles.classification}>{classification}</p>}
      {price && <PriceBadge badge={priceBadge(all, context)} price={badgePrice} fascia={fascia} />}
      <PromoBadges badges={promoBadges(all, { ...context, restricted: restrictPromoBadges })} price={badgePrice} fascia={fascia} />
      {price && <BuyNowPayLater price={price} fascia={fascia} />}
    </div>
  );
}
