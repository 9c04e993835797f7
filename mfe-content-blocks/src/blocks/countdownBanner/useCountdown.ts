// The time left to an end time, refreshed every 500 ms from Date.now() (so
// fake timers and a test clock move it) and stopped at zero.
import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, remaining, type Remaining } from './remaining';

export function useCountdown(endTime: string): Remaining {
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(endTime, now);
  const running = left.totalMs > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (remaining(endTime, current).totalMs === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [endTime, running]);
  return left;
}
