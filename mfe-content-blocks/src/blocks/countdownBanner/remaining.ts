// Countdown rules (spec 3 §4, §9): the time left to an end time in days,
// hours, minutes and seconds, never negative; refreshed every 500 ms and
// stopped at zero. Shared by the countdown banner and USP items.
import type { Translate } from '@storefront/shared-contracts/i18n';

export const COUNTDOWN_TICK_MS = 500;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, 0 once the end time has passed (or cannot be read). */
  totalMs: number;
}

const ZERO: Remaining = { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 };

/** Time left from `now` (ms since epoch) to `endTime` (ISO date-time or ms). */
export function remaining(endTime: string | number, now: number): Remaining {
  const end = typeof endTime === 'number' ? endTime : Date.parse(endTime);
  if (!Number.isFinite(end) || !Number.isFinite(now)) return ZERO;
  const totalMs = Math.max(0, end - now);
  if (totalMs === 0) return ZERO;
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

export const isOver = (left: Remaining) => left.totalMs === 0;

export const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The time left as one phrase, e.g. "2 days 3 hours 4 minutes 5 seconds left"
 * (leading zero units left out; seconds left out with `withSeconds: false`,
 * for a summary that changes once a minute). At zero, the "ended" words.
 */
export function countdownPhrase(left: Remaining, t: Translate, { withSeconds = true }: { withSeconds?: boolean } = {}): string {
  if (isOver(left)) return t('countdown.ended');
  const parts: string[] = [];
  if (left.days > 0) parts.push(t('countdown.days', { count: left.days }));
  if (left.days > 0 || left.hours > 0) parts.push(t('countdown.hours', { count: left.hours }));
  if (withSeconds || parts.length === 0 || left.minutes > 0) parts.push(t('countdown.minutes', { count: left.minutes }));
  if (withSeconds) parts.push(t('countdown.seconds', { count: left.seconds }));
  return t('countdown.left', { time: parts.join(' ') });
}
