// Test-only helpers for the blocks' widget tests: a block context and a
// matchMedia that answers chosen queries.
import { FASCIAS } from '@storefront/shared-contracts';
import type { FasciaKey } from '@storefront/shared-contracts';
import type { BlockContext } from '../../page/types';

export function makeContext(overrides: Partial<BlockContext> & { fasciaKey?: FasciaKey } = {}): BlockContext {
  const { fasciaKey = 'burton', ...rest } = overrides;
  return { fascia: FASCIAS[fasciaKey], pathname: '/pages/home', visitor: 'guest', session: null, imageLoading: 'lazy', index: 2, ...rest };
}

export { mockMatchMedia } from '@storefront/shared-contracts/testing';
