// Sites whose reviews are syndicated onto our product pages (spec 2 §3): a
// name, a logo the image service draws (images/reviewImages.ts) and a link
// to the review on their site.
import type { SyndicationSource } from '@storefront/shared-contracts';

export interface SourceDef {
  slug: string;
  name: string;
  /** The logo's colour. */
  hex: string;
}

export const SYNDICATION_SOURCES: readonly SourceDef[] = [
  { slug: 'stylehub', name: 'StyleHub', hex: '1f6f8b' },
  { slug: 'beauty-circle', name: 'Beauty Circle', hex: 'b0416d' },
  { slug: 'homenest', name: 'HomeNest', hex: '4d7c3a' },
];

export function sourceBySlug(slug: string): SourceDef | undefined {
  return SYNDICATION_SOURCES.find((s) => s.slug === slug);
}

export function syndicationSource(source: SourceDef, productKey: string): SyndicationSource {
  return {
    name: source.name,
    logoImageUrl: `/images/review-sources/${source.slug}.png`,
    // Reserved .example domains: a real link shape that reaches no one.
    contentLink: `https://www.${source.slug}.example/reviews/${encodeURIComponent(productKey)}`,
  };
}
