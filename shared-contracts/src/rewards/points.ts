// The rewards badge's rule (spec 2 §9): a variant's rewards points divided by
// 100 are the reward, shown with 2 decimals. Points are minor units of the
// fascia's currency (the api gives 5% of the fascia price in cents), so the
// reward is formatted as the fascia's money: 125 points → £1.25 on a pound
// fascia, 1,25 € on a euro one (mfe-pdp-widgets' README says why). The
// rewards badge shows it; the shell reserves the badge's room by it.
import type { Variant } from '../entities/product';

/** The points of a variant when it earns any (a whole number above 0), else null. */
export function rewardsPoints(variant: Pick<Variant, 'attributes'> | undefined): number | null {
  const points = variant?.attributes?.rewardsPoints?.default;
  return typeof points === 'number' && Number.isInteger(points) && points > 0 ? points : null;
}

