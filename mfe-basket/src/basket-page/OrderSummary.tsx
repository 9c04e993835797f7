// Subtotal, delivery (free, Premier, or the charge with how much more gets it
// free; a bulky item's surcharge), total and gifts, in the fascia's currency.
import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { formatMoney, imageUrl, productUrl, type Cart, type FasciaSettings } from '@storefront/shared-contracts';
import styles from './BasketPage.module.css';

interface Props {
  cart: Cart;
  fascia: FasciaSettings;
  /** The checkout button on the bag page; nothing on the review page. */
  action?: ReactNode;
}

export function OrderSummary({ cart, fascia, action }: Props) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, fascia);
  const { subtotal, delivery, total } = cart.totals;
  const deliveryText = delivery.price.centAmount === 0 ? (delivery.kind === 'premier' ? t('basketPage.premierDelivery') : t('basketPage.free')) : money(delivery.price.centAmount);
  return (
    <section className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">{t('basketPage.summary')}</h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('basketPage.subtotal')}</dt>
          <dd>{money(subtotal.centAmount)}</dd>
        </div>
        <div>
          <dt>{t('basketPage.delivery')}</dt>
          <dd>{deliveryText}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('basketPage.total')}</dt>
          <dd>{money(total.centAmount)}</dd>
        </div>
      </dl>
      {delivery.bulkySurcharge && <p className={styles.note}>{t('basketPage.bulky', { price: money(delivery.bulkySurcharge.centAmount) })}</p>}
      {delivery.kind === 'standard' && delivery.remaining && delivery.remaining.centAmount > 0 && (
        <p className={styles.deliveryMessage}>{t('basketPage.underThreshold', { remaining: money(delivery.remaining.centAmount) })}</p>
      )}
      {delivery.kind === 'free' && <p className={styles.deliveryMessage}>{t('basketPage.freeDelivery')}</p>}
      {action}
      <GiftLines cart={cart} fascia={fascia} />
    </section>
  );
}

/** The basket variant of the gift-with-purchase card: small image, name, Free, and what brings it. */
function GiftLines({ cart, fascia }: { cart: Cart; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  if (cart.gifts.length === 0) return null;
  const nameOf = (sku: string) => cart.lines.find((line) => line.sku === sku)?.name;
  return (
    <section className={styles.gifts} aria-labelledby="basket-gifts-title">
      <h3 id="basket-gifts-title">{t('basketPage.gifts')}</h3>
      <ul>
        {cart.gifts.map((gift) => {
          const bringer = nameOf(gift.forSku);
          return (
            <li key={gift.variant.sku} className={styles.gift}>
              {gift.variant.image && <img src={imageUrl(gift.variant.image, 128)} alt="" width={64} height={Math.round(64 * fascia.imageAspectRatio)} loading="lazy" decoding="async" />}
              <div>
                <p className={styles.giftName}>
                  <a href={productUrl({ slug: gift.productSlug })}>{gift.name}</a>
                </p>
                <p>{gift.totalPrice.centAmount === 0 ? t('basketPage.free') : formatMoney(gift.totalPrice.centAmount, fascia)}</p>
                {bringer && <p className={styles.note}>{t('basketPage.giftWith', { name: bringer })}</p>}
                <p className={styles.note}>{gift.productDescription}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
