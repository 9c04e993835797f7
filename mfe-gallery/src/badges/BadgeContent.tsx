// What a badge says: an optional icon image, then its texts with the price
// placeholders filled in. Configured text is shown as text, never as markup.
import { badgeText, type BadgeConfig, type BadgePrice, type FasciaSettings } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';
import styles from './badges.module.css';

/** Icons may be image URLs or icon names; only web URLs can be shown. */
export function BadgeContent({ badge, price, fascia }: { badge: BadgeConfig; price: BadgePrice; fascia: FasciaSettings }) {
  const icon = safeUrl(badge.icon);
  return (
    <>
      {icon && <img className={styles.icon} src={icon} alt="" width={16} height={16} />}
      <span>{badgeText(badge.text1, badge, price, fascia)}</span>
      {badge.text2 && ' '}
      {badge.text2 && <span className={styles.text2}>{badgeText(badge.text2, badge, price, fascia)}</span>}
    </>
  );
}
