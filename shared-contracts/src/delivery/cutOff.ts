// Delivery cut-off times (spec 2 §9) and the countdown to them (§4). Plain
// functions of their inputs: the time is always passed in (the widgets read it
// in mfe-pdp-widgets/src/delivery/clock.ts).
//
// Times are UTC. The first rule that applies gives the time:
//   1. a SKU starting YDD: 23:00:00
//   2. a SKU starting XDD: 21:00:00 on Saturdays, 23:59:59 otherwise
//   3. express delivery: 23:00:00
//   4. a fascia of the first group (LATE_FASCIAS): 23:00:00
//   5. a fascia of the second group (SATURDAY_EARLY_FASCIAS): as XDD
//   6. next-day delivery: 23:00:00 (the default)
// and none applies: no cut-off, no countdown. Configuration overrides the
// rule's time: the product's delivery info `cutOffTimes[rule]` first, then the
// content's deliveryCountdown `cutOffTime`; 'HH:MM' gets ':00' added, and a
// value that is not a time of day is ignored.
//
// The countdown runs to today's cut-off (the UTC day of now). Once it has
// passed the countdown is hidden, except for next-day delivery with an
// express option, which counts to the next day's cut-off instead.

/** The countdown refreshes this often (spec 2 §9). */
export const COUNTDOWN_TICK_MS = 500;

/** The first fascia group (spec 2 §9): 23:00:00. This repo's burton and coast are in it. */
export const LATE_FASCIAS = ['misspap', 'burton', 'coast', 'karenmillen'] as const;
/** The second fascia group (spec 2 §9): 21:00:00 on Saturdays, 23:59:59 otherwise. This repo's wallis, oasis and dorothyperkins are in it. */
export const SATURDAY_EARLY_FASCIAS = ['wallis', 'oasis', 'dorothyperkins', 'warehouse', 'principles', 'nastygal'] as const;

export const LATE_CUT_OFF = '23:00:00';
export const SATURDAY_CUT_OFF = '21:00:00';
export const WEEKDAY_CUT_OFF = '23:59:59';
export const NEXT_DAY_DEFAULT_CUT_OFF = '23:00:00';

/** Which rule gave the cut-off; also the keys of a product's `cutOffTimes` overrides. */
export type CutOffRule = 'YDD' | 'XDD' | 'express' | 'late' | 'saturday-early' | 'nextDay';

export type CountdownKind = 'nextDay' | 'express' | 'standard';

export interface CutOffInput {
  /** The selected SKU (any case is read as upper case). */
  sku: string | null | undefined;
  /** The fascia key. */
  fascia: string;
  /** The product offers express delivery (delXpsDeliveryEnabled). */
  express: boolean;
  /** The product offers next-day delivery. */
  nextDay: boolean;
  /** The product's overrides by rule (DeliveryInfo.cutOffTimes). */
  overrides?: Readonly<Record<string, unknown>> | undefined;
  /** The content's override for every rule (deliveryCountdown.cutOffTime). */
  configured?: unknown;
}

const DAY_MS = 86_400_000;
const SATURDAY = 6;

export function cutOffRule({ sku, fascia, express, nextDay }: Pick<CutOffInput, 'sku' | 'fascia' | 'express' | 'nextDay'>): CutOffRule | null {
  const code = typeof sku === 'string' ? sku.toUpperCase() : '';
  if (code.startsWith('YDD')) return 'YDD';
  if (code.startsWith('XDD')) return 'XDD';
  if (express) return 'express';
  if ((LATE_FASCIAS as readonly string[]).includes(fascia)) return 'late';
  if ((SATURDAY_EARLY_FASCIAS as readonly string[]).includes(fascia)) return 'saturday-early';
  if (nextDay) return 'nextDay';
  return null;
}

/** 'HH:MM' → 'HH:MM:00', 'HH:MM:SS' as it is, anything else (not a time of day) → null. */
export function normaliseCutOffTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, hours, minutes, seconds = '00'] = match as unknown as [string, string, string, string | undefined];
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return `${hours}:${minutes}:${seconds}`;
}

/** The rule's time of day ('HH:MM:SS', UTC) on a UTC weekday (0 Sunday … 6 Saturday), overrides first. */
export function cutOffTime(rule: CutOffRule, weekday: number, { overrides, configured }: Pick<CutOffInput, 'overrides' | 'configured'> = {}): string {
  const own = overrides && Object.prototype.hasOwnProperty.call(overrides, rule) ? normaliseCutOffTime(overrides[rule]) : null;
  const override = own ?? normaliseCutOffTime(configured);
  if (override) return override;
  switch (rule) {
    case 'XDD':
    case 'saturday-early':
      return weekday === SATURDAY ? SATURDAY_CUT_OFF : WEEKDAY_CUT_OFF;
    case 'nextDay':
      return NEXT_DAY_DEFAULT_CUT_OFF;
    default:
      return LATE_CUT_OFF;
  }
}

/** The cut-off instant (ms) of the UTC day that holds `dayMs`. */
export function cutOffOn(rule: CutOffRule, dayMs: number, options: Pick<CutOffInput, 'overrides' | 'configured'> = {}): number {
  const day = new Date(dayMs);
  const [h, m, s] = cutOffTime(rule, day.getUTCDay(), options).split(':').map(Number) as [number, number, number];
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m, s);
}

export interface Countdown {
  rule: CutOffRule;
  /** The instant counted to (ms). */
  deadline: number;
  /** Time left, over 0. */
  remainingMs: number;
}

/** The countdown at `nowMs`, or null when it is hidden (no rule, or the cut-off has passed without the next-day + express exception). */
export function countdownAt(input: CutOffInput, nowMs: number): Countdown | null {
  const rule = cutOffRule(input);
  if (!rule) return null;
  const today = cutOffOn(rule, nowMs, input);
  if (nowMs < today) return { rule, deadline: today, remainingMs: today - nowMs };
  if (!(input.nextDay && input.express)) return null;
  const tomorrow = cutOffOn(rule, nowMs + DAY_MS, input);
  return { rule, deadline: tomorrow, remainingMs: tomorrow - nowMs };
}

/** What the countdown is for: next-day delivery, else express, else today's dispatch. */
export function countdownKind({ nextDay, express }: Pick<CutOffInput, 'nextDay' | 'express'>): CountdownKind {
  return nextDay ? 'nextDay' : express ? 'express' : 'standard';
}

/** Whole hours, minutes and seconds left (seconds rounded down). */
export function remainingParts(remainingMs: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
