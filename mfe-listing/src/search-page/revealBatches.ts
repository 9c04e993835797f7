// How many result cards each commit draws (see useRevealedCount): the cards
// of the first screen at once, then the rest in batches. Each commit is a
// task the page cannot break up, and on a phone four cards' commit (with its
// layout) was one of the search page's longest tasks; a phone shows only the
// first row of two cards on its first screen, so it draws two rows, then a
// row at a time.
import { LISTING_PREVIEW_SIZE } from '@storefront/shared-contracts';
import { MOBILE_BREAKPOINT_PX } from '../search/requestContext';

export interface RevealBatches {
  /** Cards drawn in the first commit. */
  first: number;
  /** Cards added by each later commit. */
  step: number;
}

export function revealBatches(viewportWidth: number): RevealBatches {
  // From the tablet breakpoint up the grid has three or four columns and the
  // shell's server preview (two rows) is on screen.
  if (viewportWidth >= MOBILE_BREAKPOINT_PX) return { first: LISTING_PREVIEW_SIZE, step: 4 };
  return { first: 4, step: 2 };
}
