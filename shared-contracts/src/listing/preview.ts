import type { SearchHit } from '../entities/card';

/**
 * The first results of a listing address, found by the shell's server so the
 * page paints them before the listing remote has run (and shows them until the
 * remote's own first answer arrives). Only for an address with no
 * refinement, sort or page: what the remote's first search asks too.
 */
export interface ListingPreview {
  /** The query the hits answer (empty on a category page). */
  query: string;
  hits: SearchHit[];
  nbHits: number;
}

/** Enough cards for the first screen on any device (two rows of four on a desktop). */
export const LISTING_PREVIEW_SIZE = 8;
