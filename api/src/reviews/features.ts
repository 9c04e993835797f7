// The "Reviews That Mention" keywords: a fixed vocabulary of product features
// found in review texts by whole words, so "fits" counts for fit but "outfit"
// does not. 'color' is the keyword for both spellings, as the review service
// names it; the front end shows it as 'colour' (spec 2 §5).
import type { ReviewFeature } from '@storefront/shared-contracts';

export const FEATURE_PATTERNS: Readonly<Record<string, RegExp>> = {
  fit: /\bfit(s|ted|ting)?\b/i,
  size: /\bsiz(e|es|ed|ing)\b/i,
  color: /\bcolou?rs?\b/i,
  quality: /\bquality\b/i,
  material: /\b(material|fabric)s?\b/i,
  comfort: /\bcomf(ort|ortable|ortably|y)\b/i,
  length: /\blength\b/i,
  price: /\b(price|priced)\b/i,
  shade: /\bshades?\b/i,
  coverage: /\bcoverage\b/i,
  texture: /\btextures?\b/i,
  scent: /\b(scent|smell|smells|fragrance)\b/i,
  finish: /\bfinish\b/i,
};

export const FEATURES = Object.keys(FEATURE_PATTERNS);

/** At most this many chips: the most mentioned. */
export const MAX_FEATURE_CHIPS = 10;

/** The features a text mentions, in vocabulary order. */
export function featuresIn(text: string): string[] {
  return FEATURES.filter((feature) => FEATURE_PATTERNS[feature]!.test(text));
}

/** What a review is about: the features its title and text mention. */
export function reviewFeatures({ title, reviewText }: { title: string; reviewText: string }): string[] {
  return featuresIn(`${title}\n${reviewText}`);
}

/** Chips from per-feature review counts: most mentioned first, then by name; at most MAX_FEATURE_CHIPS. */
export function featureChips(counts: ReadonlyMap<string, number>): ReviewFeature[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([feature, count]) => ({ feature, count }))
    .sort((a, b) => b.count - a.count || a.feature.localeCompare(b.feature))
    .slice(0, MAX_FEATURE_CHIPS);
}
