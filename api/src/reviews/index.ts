// What the other domains may use of the reviews domain (.dependency-cruiser.cjs,
// api-domains-through-their-entry): each product's review stats and summary, drawn
// by the catalogue, their words per locale, and the syndication sources whose logos
// the image service draws. ReviewService itself is put together in src/index.ts: it
// reads the catalogue, which reads these.
export { localiseSecondary } from './labels';
export { reviewStatsFor, reviewSummaryOf, type ReviewTarget } from './scores';
export { sourceBySlug, type SourceDef } from './sources';
