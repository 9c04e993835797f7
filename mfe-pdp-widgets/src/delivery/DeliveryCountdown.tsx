// The delivery countdown and delivery badges (spec 2 §2, §4, §9): next-day,
// express and marketplace badges, and "Order within 3h 12m 5s for next-day
// delivery" to the cut-off of shared-contracts delivery/cutOff.ts, ticking every 500 ms, hidden after
// the cut-off (except next-day with express) until the SKU changes; what it
// shows is the shared countdownBlock (the shell reserves its room by it). Where it
// sits (under the price or under the add button) is the slot's `position`.
import { countdownBlock, countdownKind, countdownSku, remainingParts, type CutOffInput, type DeliveryBadge, type FasciaSettings, type Product, type ProductDelivery, type RouteInfo } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { useCountdown } from './useCountdown';
import styles from './delivery.module.css';

export const BADGE_POSITIONS = ['underPrice', 'underButton'] as const;
export type BadgePosition = (typeof BADGE_POSITIONS)[number];
/** Until the flag system gives it: under the add-to-basket button. */
export const DEFAULT_BADGE_POSITION: BadgePosition = 'underButton';

export function badgePosition(value: unknown): BadgePosition {
  return (BADGE_POSITIONS as readonly unknown[]).includes(value) ? (value as BadgePosition) : DEFAULT_BADGE_POSITION;
}

export interface DeliveryCountdownProps {
  product: Product;
  fascia: FasciaSettings;
  route?: Pick<RouteInfo, 'query'>;
  delivery: ProductDelivery;
  position: BadgePosition;
}

const COUNTDOWN_KEYS = { nextDay: 'delivery.countdownNextDay', express: 'delivery.countdownExpress', standard: 'delivery.countdownStandard' } as const;
const BADGE_KEYS: Record<DeliveryBadge, string> = { nextDay: 'delivery.badgeNextDay', express: 'delivery.badgeExpress', marketplace: 'delivery.badgeMarketplace' };

function CountdownTimer({ input }: { input: CutOffInput }) {
  const { t } = useTranslation();
  const countdown = useCountdown(input);
  if (!countdown) return null;
  const time = t('delivery.time', remainingParts(countdown.remainingMs));
  const [before = '', after = ''] = t(COUNTDOWN_KEYS[countdownKind(input)], { time: '\u0000' }).split('\u0000');
  return (
    <p className={styles.timer} role="timer" aria-live="off" aria-atomic="true">
      {before}
      <span className={styles.time}>{time}</span>
      {after}
    </p>
  );
}

export function DeliveryCountdown({ product, fascia, route, delivery, position }: DeliveryCountdownProps) {
  const { t } = useTranslation();
  const chosen = useChosenSelection(product, route);
  const sku = countdownSku(product, chosen, chosen?.announcedSku);
  const block = countdownBlock(product, delivery, fascia.key, sku);
  const badges = block.badges.map((badge) => t(BADGE_KEYS[badge]));
  if (badges.length === 0 && !block.counts) return null;
  return (
    <div className={`${styles.countdown} ${styles[position]}`} data-position={position}>
      {badges.length > 0 && (
        <ul className={styles.badges} aria-label={t('delivery.badges')}>
          {badges.map((badge) => (
            <li key={badge} className={styles.badge}>
              {badge}
            </li>
          ))}
        </ul>
      )}
      {block.counts && <CountdownTimer input={block.cutOff} />}
    </div>
  );
}
