// Guest, signed in or not known yet (spec 3 §6): the session the page was
// drawn with, followed by session:changed.
import type { SessionSummary } from '@storefront/shared-contracts';
import type { VisitorStatus } from './types';

export function visitorOf(session: SessionSummary | null | undefined): VisitorStatus {
  if (!session?.user) return 'unknown';
  return session.user.guest ? 'guest' : 'signedIn';
}

/** The first two sections load their images eagerly; all later sections lazily (spec 3 §1). */
export const EAGER_SECTIONS = 2;

export const imageLoadingFor = (index: number): 'eager' | 'lazy' => (index < EAGER_SECTIONS ? 'eager' : 'lazy');
