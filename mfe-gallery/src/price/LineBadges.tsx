// The price line badge and the promo badges under the price (spec 2 §3, §5,
// §9): configured colours when they are hex colours, a link only with a web
// URL, a promo's end date as dd/mm/yy.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { badgeColours, badgeEndDate, type BadgeConfig, type BadgePrice, type FasciaSettings } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';
import { BadgeContent } from '../badges/BadgeContent';
import styles from './price.module.css';

function LineBadge({ badge, price, fascia, showEndDate }: { badge: BadgeConfig; price: BadgePrice; fascia: FasciaSettings; showEndDate: boolean }) {
  const { t } = useTranslation();
  const link = safeUrl(badge.link);
  const endDate = showEndDate ? badgeEndDate(badge) : null;
  return (
    <>
      <BadgeContent badge={badge} price={price} fascia={fascia} />
      {endDate && ' '}
      {endDate && <span className={styles.endDate}>{t('price.endsOn', { date: endDate })}</span>}
      {link && ' '}
      {link && (
        <a className={styles.badgeLink} href={link}>
          {badge.linkName ?? t('price.promoDetails')}
        </a>
      )}
    </>
  );
}

export function PriceBadge({ badge, price, fascia }: { badge: BadgeConfig | null; price: BadgePrice; fascia: FasciaSettings }) {
  if (!badge) return null;
  return (
    <p className={styles.priceBadge} style={badgeColours(badge)}>
      <LineBadge badge={badge} price={price} fascia={fascia} showEndDate={false} />
    </p>
  );
}

export function PromoBadges({ badges, price, fascia }: { badges: readonly BadgeConfig[]; price: BadgePrice; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className={styles.promoBadges} aria-label={t('badges.promotions')}>
      {badges.map((badge) => (
        <li key={badge.id} className={styles.promoBadge} style={badgeColours(badge)}>
          <LineBadge badge={badge} price={price} fascia={fascia} showEndDate />
        </li>
      ))}
    </ul>
  );
}
