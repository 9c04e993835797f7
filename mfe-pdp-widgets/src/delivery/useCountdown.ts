// The countdown to the cut-off, refreshed every 500 ms from the one clock
// (clock.ts). Once hidden (the cut-off passed), it stays hidden for that SKU;
// a new SKU starts it again (spec 2 §4 "badge hiding resets when the sku changes").
import { useEffect, useState } from 'react';
import { now } from './clock';
import { COUNTDOWN_TICK_MS, countdownAt, type Countdown, type CutOffInput } from '@storefront/shared-contracts';

export function useCountdown(input: CutOffInput): Countdown | null {
  const [nowMs, setNowMs] = useState(now);
  const key = input.sku ?? '';
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const countdown = countdownAt(input, nowMs);
  const hidden = hiddenFor === key;
  // Set during render (not in an effect): the hiding is kept for this SKU only.
  if (!countdown && !hidden) setHiddenFor(key);
  useEffect(() => {
    const timer = setInterval(() => setNowMs(now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return hidden ? null : countdown;
}
