// A countdown's time parts: shown as digits with short units, read by a
// screen reader as one phrase (role="timer", not live, so ticks are not
// announced), plus a polite live summary that changes once a minute.
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { blockLabels } from '../../kit/common/i18n/i18n';
import { countdownPhrase, twoDigits } from './remaining';
import { useCountdown } from './useCountdown';
import styles from './countdown.module.css';

export function CountdownTimer({ endTime, locale, compact = false, className }: { endTime: string; locale: Locale; compact?: boolean; className?: string }) {
  const { t } = blockLabels(locale);
  const left = useCountdown(endTime);
  const units = [
    { value: left.days, unit: t('countdown.daysShort'), key: 'days' },
    { value: left.hours, unit: t('countdown.hoursShort'), key: 'hours' },
    { value: left.minutes, unit: t('countdown.minutesShort'), key: 'minutes' },
    { value: left.seconds, unit: t('countdown.secondsShort'), key: 'seconds' },
  ];
  return (
    <span className={`${styles.timer} ${compact ? styles.compact : ''} ${className ?? ''}`}>
      <span role="timer" aria-live="off" aria-atomic="true">
        <span aria-hidden="true" className={styles.digits}>
          {units.map(({ value, unit, key }) => (
            <span key={key} className={styles.part} data-unit={key}>
              <span className={styles.value}>{twoDigits(value)}</span>
              <span className={styles.unit}>{unit}</span>
            </span>
          ))}
        </span>
        <span style={visuallyHiddenStyle}>{countdownPhrase(left, t)}</span>
      </span>
      <span style={visuallyHiddenStyle} aria-live="polite" aria-atomic="true">
        {countdownPhrase(left, t, { withSeconds: false })}
      </span>
    </span>
  );
}
