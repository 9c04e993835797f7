// What every block component receives: its section (already checked against
// its schema in shared-contracts/content) and the page around it.
import type { FasciaSettings, SessionSummary } from '@storefront/shared-contracts';
import type { SectionOf, SectionType } from '@storefront/shared-contracts/content';
import type { VisitorStatus } from '@storefront/shared-contracts/content/visibility';

/** guest, signed in, or not known yet (banners with visibility rules stay hidden until known, spec 3 §5). */
export type { VisitorStatus };

export interface BlockContext {
  fascia: FasciaSettings;
  /** The address of the page the block is on (the brand landing link rule reads it; /basket changes USP spacing). */
  pathname: string;
  visitor: VisitorStatus;
  session: SessionSummary | null;
  /** The first two sections load their images eagerly, later ones lazily (spec 3 §1). */
  imageLoading: 'eager' | 'lazy';
  /** Position of the section on the page, from 0. */
  index: number;
}

export interface BlockProps<T extends SectionType> {
  section: SectionOf<T>;
  context: BlockContext;
}
