// A list of product cards drawn all at once is one long commit and one long
// layout: 24 cards cost a phone a task of 100 ms or more, in which the page
// ignores taps. The first screen's cards come at once; the rest follow a few
// at a time, each batch a transition of its own, so no one task is long.
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `first` at once, then `step` more
 * after each commit. It only grows, so cards already shown never go back to
 * placeholders when the list changes (a new answer, the next page).
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    startTransition(() => setRevealed((count) => count + step));
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
