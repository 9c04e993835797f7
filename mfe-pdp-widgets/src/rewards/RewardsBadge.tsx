// The rewards badge (spec 2 §2, §6, §9): what the selected variant earns,
// points / 100 as the fascia's money with 2 decimals ("Earn £1.25 in
// rewards"); guests also get a "Join now" link to /sign-up. It follows the
// pickers' selection and the session.
import { formatMoney, rewardsPoints, routes, type FasciaSettings, type Product, type RouteInfo, type SessionSummary } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useSelectedVariant } from '../selection/useSelectedVariant';
import { useIsGuest } from '../session/useIsGuest';
import styles from './RewardsBadge.module.css';

export interface RewardsBadgeProps {
  product: Product;
  fascia: Pick<FasciaSettings, 'locale' | 'currency'>;
  session: SessionSummary | undefined;
  route?: Pick<RouteInfo, 'path' | 'query'>;
}

function returnPath(route: Pick<RouteInfo, 'path' | 'query'> | undefined): string | undefined {
  if (!route?.path) return undefined;
  const query = new URLSearchParams(route.query ?? {}).toString();
  return `${route.path}${query ? `?${query}` : ''}`;
}

export function RewardsBadge({ product, fascia, session, route }: RewardsBadgeProps) {
  const { t } = useTranslation();
  const variant = useSelectedVariant(product, route);
  const guest = useIsGuest(session);
  const points = rewardsPoints(variant);
  if (points === null) return null;
  return (
    <div className={styles.rewards}>
      <p className={styles.rewardsEarn}>
        <span className={styles.rewardsIcon} aria-hidden="true">
          ★
        </span>{' '}
        {/* Points are minor units of the fascia's currency: formatMoney divides by 100 and shows 2 decimals. */}
        {t('rewards.earn', { amount: formatMoney(points, fascia) })}
      </p>
      {guest && (
        <p className={styles.rewardsJoin}>
          {t('rewards.guest')} <a href={routes.signUp(returnPath(route))}>{t('rewards.joinNow')}</a>
        </p>
      )}
    </div>
  );
}
