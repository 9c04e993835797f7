// A/B tests: a shopper is assigned a variant by a stable hash of their user
// token, so the same shopper always sees the same variant.
import { hashString } from './seed';
import type { AbTest, AbTestVariant } from './types';

export interface AbAssignment {
  test: AbTest;
  variant: AbTestVariant;
  /** 1-based, as Algolia numbers variants. */
  abTestVariantID: number;
}

export function validateAbTest(test: AbTest): void {
  const total = test.variants.reduce((sum, variant) => sum + variant.trafficPercentage, 0);
  if (test.variants.length < 2 || total !== 100) {
    throw new Error(`A/B test ${test.abTestID} needs at least two variants whose traffic adds up to 100`);
  }
}

/** The variant for this user token (anonymous shoppers share one bucket). */
export function assignVariant(test: AbTest, userToken: string | undefined): AbAssignment {
  const bucket = hashString(`${test.abTestID}:${userToken ?? 'anonymous'}`) % 100;
  let upper = 0;
  for (let i = 0; i < test.variants.length; i++) {
    upper += test.variants[i]!.trafficPercentage;
    if (bucket < upper) return { test, variant: test.variants[i]!, abTestVariantID: i + 1 };
  }
  const last = test.variants.length - 1;
  return { test, variant: test.variants[last]!, abTestVariantID: last + 1 };
}
