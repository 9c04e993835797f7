// Gift-with-purchase card (spec 2 §2, §3): the selected variant's gift
// (`gwpSku`, `gwpDescription`) with the gift's picture, looked up by sku in
// the api. Variants `pdp`, `basket` and `default` (a slot setting) differ in
// size and heading level. Nothing when the variant has no gift. The card
// shows the description at once; the picture follows the look-up (its box is
// reserved, so nothing moves), and a failed look-up leaves it out.
import { useId } from 'react';
import useSWR from 'swr';
import { imageUrl, type Product, type RouteInfo } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useSelectedVariant } from '../selection/useSelectedVariant';
import { giftDetailsOf, giftOf, giftPath, type GiftCardVariant, type GiftDetails } from './rules';
import styles from './GiftWithPurchase.module.css';

export interface GiftWithPurchaseProps {
  product: Product;
  route?: Pick<RouteInfo, 'query'>;
  variant?: GiftCardVariant;
}

/** The card variant's own styles (the default card has none). */
const variantClass: Record<GiftCardVariant, string | undefined> = { pdp: styles.gwpPdp, basket: styles.gwpBasket, default: undefined };

/** Picture size (CSS pixels) per card variant. */
const IMAGE_SIZE: Record<GiftCardVariant, number> = { pdp: 96, basket: 64, default: 80 };

async function fetchGift(path: string): Promise<GiftDetails | null> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`gift look-up failed (${response.status})`);
  return giftDetailsOf(await response.json());
}

export function GiftWithPurchase({ product, route, variant = 'default' }: GiftWithPurchaseProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const gift = giftOf(useSelectedVariant(product, route));
  const { data: details } = useSWR(gift ? giftPath(gift.sku) : null, fetchGift, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('[pdpWidgets/gwp] could not look the gift up', error),
  });
  if (!gift) return null;
  const size = IMAGE_SIZE[variant];
  const Heading = variant === 'pdp' ? 'h2' : 'h3';
  return (
    <section className={variantClass[variant] ? `${styles.gwp} ${variantClass[variant]}` : styles.gwp} aria-labelledby={titleId}>
      <div className={styles.gwpPicture} style={{ width: size, height: size }}>
        {details && (
          <img
            src={imageUrl(details.image, size * 2)}
            srcSet={`${imageUrl(details.image, size)} 1x, ${imageUrl(details.image, size * 2)} 2x`}
            alt={details.name}
            width={size}
            height={size}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className={styles.gwpText}>
        <Heading id={titleId} className={styles.gwpTitle}>
          {t('gwp.title')}
        </Heading>
        <p className={styles.gwpDescription} dir="auto">
          {gift.description}
        </p>
      </div>
    </section>
  );
}
