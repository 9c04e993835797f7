// Fascia themes' social-proof icon overrides (spec 1 §3: per code and location).
import type { FasciaKey } from '@storefront/shared-contracts';
import type { SocialProofTheme } from './codes';

export const SOCIAL_PROOF_THEMES: Partial<Record<FasciaKey, SocialProofTheme>> = {
  // Coast's brand voice: "back by popular demand" and "selling fast" are stars, not flames.
  coast: { pdp: { BNR: { icon: 'star' }, SBS: { icon: 'star' } } },
};

export function socialProofTheme(fascia: FasciaKey): SocialProofTheme | undefined {
  return SOCIAL_PROOF_THEMES[fascia];
}
