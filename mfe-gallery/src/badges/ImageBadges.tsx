// Badges over the gallery image (spec 1 §3, §5, §9): PDP_topLeft to
// PDP_bottomRight, at most 2, a second badge in a corner 50 px further in.
// A badge with a web link is a link; other schemes are left as plain text.
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { badgeColours, imageBadges, type FasciaSettings, type Product } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';
import { categorySlugsOf, priceVariants, shownPrice } from '../price/priceView';
import { BadgeContent } from './BadgeContent';
import { usePdpBadges } from './usePdpBadges';
import styles from './badges.module.css';

const EDGE_PX = 8;

export interface ImageBadgesProps {
  product: Product;
  /** The gallery's colour: placeholders speak of its prices. */
  colour: string | undefined;
  fascia: FasciaSettings;
  /** The page's badges (`page.badges`); the product's own are always considered. */
  badges?: unknown;
}

export function ImageBadges({ product, colour, fascia, badges }: ImageBadgesProps) {
  const { t } = useTranslation();
  const all = usePdpBadges(product, badges);
  const placed = useMemo(() => imageBadges(all, { page: 'PDP', categorySlugs: categorySlugsOf(product), now: new Date() }), [all, product]);
  if (placed.length === 0 || colour === undefined) return null;
  const price = shownPrice(priceVariants(product, { colour, variantId: null }));
  const badgePrice = price ? { lowCents: price.lowCents, highCents: price.highCents } : '';

  return (
    <ul className={styles.imageBadges} aria-label={t('badges.label')}>
      {placed.map(({ badge, position, offsetPx }) => {
        // Stacking is vertical; the side (and the desktop thumbnail strip) is CSS's job, by data-position.
        const vertical = position.startsWith('top') ? 'top' : 'bottom';
        const style: CSSProperties = { ...badgeColours(badge), [vertical]: EDGE_PX + offsetPx };
        const link = safeUrl(badge.link);
        const content = <BadgeContent badge={badge} price={badgePrice} fascia={fascia} />;
        return (
          <li key={badge.id} className={styles.imageBadge} data-position={position} style={style}>
            {link ? (
              <a className={styles.link} href={link}>
                {content}
              </a>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}
