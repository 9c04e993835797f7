import type { SearchHit } from '../entities/card';
import { CARD_HIT_ATTRIBUTES } from './cardData';
import { CATEGORY_TITLE_ATTRIBUTES } from './categoryTitle';

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

/**
 * What a listing's hits are read for: its cards and its category heading. The
 * listing, its recently viewed lookup and the shell's preview ask for these
 * attributes only.
 */
export const LISTING_HIT_ATTRIBUTES: readonly string[] = [...new Set<string>([...CARD_HIT_ATTRIBUTES, ...CATEGORY_TITLE_ATTRIBUTES])];
