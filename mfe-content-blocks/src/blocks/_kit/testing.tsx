// Test-only helpers for the blocks' widget tests: a block context and a
// matchMedia that answers chosen queries.
import { FASCIAS } from '@storefront/shared-contracts';
import type { FasciaKey } from '@storefront/shared-contracts';
import type { BlockContext } from '../../page/types';

export function makeContext(overrides: Partial<BlockContext> & { fasciaKey?: FasciaKey } = {}): BlockContext {
  const { fasciaKey = 'burton', ...rest } = overrides;
  return { fascia: FASCIAS[fasciaKey], pathname: '/pages/home', visitor: 'guest', session: null, imageLoading: 'lazy', index: 2, ...rest };
}

/** matchMedia answering true for the given queries (e.g. MOBILE_QUERY); restore with the returned function. */
export function mockMatchMedia(matching: string[]): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
