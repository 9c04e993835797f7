// Delivery and seller info (spec 2 §2, §3, §8): who delivers and how fast,
// the delivery messaging (free delivery or the threshold, the bulky item
// surcharge, in the fascia's money) for the selected item, and for a
// marketplace product (isHostedMarketplace) the seller with its modals.
import { useId } from 'react';
import { formatMoney, type FasciaSettings, type Product, type ProductDelivery, type RouteInfo } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { SellerInfo } from './SellerInfo';
import { crossBorderCountry, exclusionsOf, itemPriceCents, readPromise, thresholdMessage, type DeliveryPromise } from './rules';
import styles from './delivery.module.css';

export interface DeliveryInfoProps {
  product: Product;
  fascia: FasciaSettings;
  route?: Pick<RouteInfo, 'query'>;
  delivery: ProductDelivery;
}

const given = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

export function DeliveryInfo({ product, fascia, route, delivery }: DeliveryInfoProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const selection = useChosenSelection(product, route);
  const { info, messaging } = delivery;
  const marketplace = product.isHostedMarketplace === true;

  const promiseText = (promise: DeliveryPromise) => {
    switch (promise.kind) {
      case 'range':
        return t('delivery.daysRange', { min: promise.min, max: promise.max });
      case 'days':
        return t('delivery.days', { days: promise.days });
      case 'nextWorkingDay':
        return t('delivery.nextWorkingDay');
      default:
        return promise.text;
    }
  };
  const standard = readPromise(info.delPromiseStd);
  const express = info.delXpsDeliveryEnabled === true ? readPromise(info.delPromiseXps) : null;

  const money = (amount: { centAmount: number }) => formatMoney(amount.centAmount, fascia);
  const message =
    thresholdMessage(itemPriceCents(product, selection), messaging) === 'free'
      ? given(messaging.freeDeliveryMessage)
        ? messaging.freeDeliveryMessage
        : t('delivery.freeDelivery')
      : given(messaging.underThresholdMessage)
        ? messaging.underThresholdMessage
        : t('delivery.underThreshold', { threshold: money(messaging.threshold), charge: money(messaging.standardCharge) });
  const bulky = product.surcharge?.bulkyItem === true && messaging.bulkySurcharge;

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('delivery.title')}
      </h2>
      <p className={styles.message}>{t(marketplace ? 'delivery.soldBy' : 'delivery.deliveredBy', { shopName: info.shopName })}</p>
      {(standard || express) && (
        <ul className={styles.promises}>
          {standard && <li>{t('delivery.standard', { promise: promiseText(standard) })}</li>}
          {express && <li>{t('delivery.express', { promise: promiseText(express) })}</li>}
        </ul>
      )}
      <p className={styles.message}>{message}</p>
      {bulky && (
        <p className={styles.bulky}>
          {given(messaging.bulkyItemMessage) ? messaging.bulkyItemMessage : t('delivery.bulkyItem', { surcharge: money(bulky) })}
        </p>
      )}
      {marketplace && (
        <SellerInfo
          shopName={info.shopName}
          seller={delivery.seller ?? { billing: {} }}
          fascia={fascia}
          crossBorder={crossBorderCountry(delivery.seller, fascia)}
          exclusions={exclusionsOf(product, selection?.variantId ?? null)}
          preloved={delivery.preloved === true}
        />
      )}
    </section>
  );
}
