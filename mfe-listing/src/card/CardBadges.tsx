import type { BadgeConfig, FasciaSettings } from '@storefront/shared-contracts';
import { safeUrl } from '@storefront/shared-contracts';
import { badgeText, safeHexColour, type PlacedBadge } from './badges';
import styles from './ProductCard.module.css';

const EDGE_PX = 8;

function badgeStyle(badge: BadgeConfig) {
  const border = safeHexColour(badge.borderColor);
  return {
    backgroundColor: safeHexColour(badge.backgroundColor),
    color: safeHexColour(badge.textColor),
    ...(border ? { border: `1px solid ${border}` } : {}),
  };
}

function BadgeContent({ badge, price, fascia }: { badge: BadgeConfig; price: string; fascia: FasciaSettings }) {
  // Icons may be URLs or icon names; only URLs can be shown here.
  const icon = safeUrl(badge.icon);
  return (
    <>
      {icon && <img className={styles.badgeIcon} src={icon} alt="" width={16} height={16} />}
      {badgeText(badge.text1, badge, price, fascia)}
      {badge.text2 && ` ${badgeText(badge.text2, badge, price, fascia)}`}
    </>
  );
}

/** Badges over the image, each in its corner, a stacked one 34 px further in. */
export function ImageBadges({ placed, price, fascia }: { placed: PlacedBadge[]; price: string; fascia: FasciaSettings }) {
  if (placed.length === 0) return null;
  return (
    <ul className={styles.imageBadges}>
      {placed.map(({ badge, position, offsetPx }) => {
        const vertical = position.startsWith('top') ? 'top' : 'bottom';
        const horizontal = position.endsWith('Left') ? 'left' : 'right';
        return (
          <li
            key={`${badge.id}-${position}`}
            className={styles.badge}
            data-position={position}
            style={{ ...badgeStyle(badge), [vertical]: EDGE_PX + offsetPx, [horizontal]: EDGE_PX }}
          >
            <BadgeContent badge={badge} price={price} fascia={fascia} />
          </li>
        );
      })}
    </ul>
  );
}

export function LineBadge({ badge, price, fascia, kind }: { badge: BadgeConfig | null; price: string; fascia: FasciaSettings; kind: 'price' | 'promo' }) {
  if (!badge) return null;
  return (
    <p className={styles.lineBadge} data-line={kind} style={badgeStyle(badge)}>
      <BadgeContent badge={badge} price={price} fascia={fascia} />
    </p>
  );
}
