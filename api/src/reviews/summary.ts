// The reviews' summary (spec 2's "AI summary"): extractive, built from the
// product's own reviews, never a canned text. It names the three features
// reviewers mention most (the first chips), then quotes for each the
// sentence about it that most reviews share (ties: the one whose reviews'
// rating is nearest the average, so it speaks for the typical reviewer),
// and, when at least SUMMARY_CRITICAL_SHARE of the reviews are critical (1
// or 2 stars), the critics' most shared sentence. Same reviews, same summary.
import { PROMOTIONAL_REVIEW_PREFIX } from '@storefront/shared-contracts';
import { featureChips, featuresIn } from './features';
import { featureWord, SUMMARY_WORDS, type ReviewLocale } from './labels';

export const SUMMARY_FEATURES = 3;
export const SUMMARY_CRITICAL_SHARE = 0.15;

export interface SummaryReview {
  rating: number;
  reviewText: string;
  /** The features the review mentions (as stored: the chips count the same). */
  features: readonly string[];
}

interface Candidate {
  text: string;
  features: string[];
  /** Reviews that hold the sentence. */
  reviews: number;
  ratingTotal: number;
}

/** British English names the colour; other locales say their chips' words. */
const label = (feature: string, locale: ReviewLocale) => (locale === 'en-GB' && feature === 'color' ? 'colour' : featureWord(feature, locale));

/** A review's sentences fit to quote: about a feature, plain text, of a readable length. */
export function quotableSentences(text: string): string[] {
  const body = text.startsWith(PROMOTIONAL_REVIEW_PREFIX) ? text.slice(PROMOTIONAL_REVIEW_PREFIX.length) : text;
  return body
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12 && s.length <= 200 && !/[<>]/.test(s) && featuresIn(s).length > 0);
}

/** Sentences of the reviews, once per review each, keyed by their lower-case text. */
function candidatesOf(reviews: readonly SummaryReview[]): Map<string, Candidate> {
  const candidates = new Map<string, Candidate>();
  for (const review of reviews) {
    for (const text of new Set(quotableSentences(review.reviewText))) {
      const key = text.toLowerCase();
      const candidate = candidates.get(key) ?? { text, features: featuresIn(text), reviews: 0, ratingTotal: 0 };
      candidate.reviews += 1;
      candidate.ratingTotal += review.rating;
      candidates.set(key, candidate);
    }
  }
  return candidates;
}

/** The most shared candidate, nearest the average rating on ties, then by text. */
function best(candidates: Iterable<Candidate>, average: number): Candidate | undefined {
  const distance = (c: Candidate) => Math.abs(c.ratingTotal / c.reviews - average);
  return [...candidates].sort((a, b) => b.reviews - a.reviews || distance(a) - distance(b) || a.text.localeCompare(b.text))[0];
}

/**
 * The summary, or null when the reviews mention no feature to speak of. Its
 * own words are the locale's; the sentences it quotes are the reviewers'.
 */
export function summarise(reviews: readonly SummaryReview[], locale: ReviewLocale = 'en-GB'): string | null {
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  const mentions = new Map<string, number>();
  for (const review of reviews) {
    for (const feature of review.features) mentions.set(feature, (mentions.get(feature) ?? 0) + 1);
  }
  const top = featureChips(mentions).slice(0, SUMMARY_FEATURES).map((chip) => chip.feature);
  if (top.length === 0) return null;

  const candidates = [...candidatesOf(reviews).values()];
  const chosen: Candidate[] = [];
  for (const feature of top) {
    const pick = best(candidates.filter((c) => c.features.includes(feature) && !chosen.includes(c)), average);
    if (pick) chosen.push(pick);
  }
  const words = SUMMARY_WORDS[locale];
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(top.map((feature) => label(feature, locale)));
  const parts = [words.mentions(list), ...chosen.map((c) => c.text)];

  const critical = reviews.filter((r) => r.rating <= 2);
  if (critical.length / reviews.length >= SUMMARY_CRITICAL_SHARE) {
    const complaint = best(candidatesOf(critical).values(), 1);
    if (complaint && !chosen.some((c) => c.text.toLowerCase() === complaint.text.toLowerCase())) {
      parts.push(`${words.critics} ${complaint.text}`);
    }
  }
  return parts.join(' ');
}
