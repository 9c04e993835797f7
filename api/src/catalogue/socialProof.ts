// Social-proof messages (spec 1 §3): one template per code, bold in <b> only.
import type { SocialProofCode, SocialProofMessage } from '@storefront/shared-contracts';
import { SOCIAL_PROOF_CODES } from '@storefront/shared-contracts';
import type { Rng } from '../random/prng';

const TEMPLATES: Record<SocialProofCode, (n: number) => string> = {
  SLVP: (n) => `<b>${n} people</b> are viewing this product right now`,
  SLVB: (n) => `<b>${n} people</b> have this in their bag`,
  SLVA: (n) => `<b>${n} shoppers</b> viewed this in the last hour`,
  QPH: (n) => `<b>${n} bought</b> in the past hour`,
  QP: (n) => `<b>${n} bought</b> in the last 24 hours`,
  ATB: (n) => `<b>${n} people</b> added this to their bag today`,
  ATW: (n) => `<b>${n} people</b> saved this to their wishlist`,
  LPSP: () => 'Lowest price in <b>30 days</b>',
  LPMS: () => '<b>Lowest price</b> this season',
  LPMP: () => '<b>Lowest price</b> in the past month',
  CAP: (n) => `In <b>${n} carts</b> right now`,
  RAP: (n) => `<b>Rated ${(4 + (n % 10) / 10).toFixed(1)} out of 5</b> by recent shoppers`,
  SBS: () => '<b>Selling fast</b> in your size',
  LSQ: () => '<b>Low stock</b>: only a few left in some sizes',
  CBS: () => 'A <b>customer favourite</b> this week',
  RVPC: (n) => `<b>${n}% of reviewers</b> recommend this`,
  RV5S: (n) => `<b>${n} five-star</b> reviews`,
  LVVW: (n) => `<b>${n} views</b> in the last week`,
  LVATB: (n) => `<b>${n} added to bag</b> in the last week`,
  BNR: () => '<b>Back</b> by popular demand',
};

/** Two to four messages with distinct codes. */
export function socialProofMessages(rng: Rng): SocialProofMessage[] {
  const codes = rng.sample(SOCIAL_PROOF_CODES, rng.int(2, 4));
  return codes.map((code) => ({ code, text: TEMPLATES[code](code === 'RVPC' ? rng.int(80, 99) : rng.int(3, 240)) }));
}
