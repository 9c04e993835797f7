// Space the gallery's price block (gallery/ProductPrice) will take, reserved
// by the server so the pickers below do not move when it mounts. The lines
// are those the block draws (mfe-gallery README, "Price"), decided by the
// same shared rules; heights are its CSS (15 px text, 8 px gaps).
import {
  classificationBadge,
  priceBadge,
  priceSummary,
  promoBadges,
  readBadges,
  type FasciaSettings,
  type ProductPageData,
} from '@storefront/shared-contracts';

const LINE = { rating: 20, price: 28, classification: 23, badge: 32, bnpl: 22 } as const;
const GAP = 8;
const MARGINS = 8 + 16;

export function priceBlockLines(page: Pick<ProductPageData, 'product' | 'badges'>, fascia: FasciaSettings, now = new Date()): number[] {
  const { product } = page;
  const summary = priceSummary(product.variants);
  const lines: number[] = [];
  if (product.reviewStats.totalReviewCount > 0) lines.push(LINE.rating);
  if (!summary) return lines;
  lines.push(LINE.price);
  const first = product.variants[0];
  if (first && classificationBadge(first.attributes.classification, first.attributes.department, fascia)) lines.push(LINE.classification);
  const badges = [...readBadges(product.badges), ...readBadges(page.badges)];
  const context = { page: 'PDP' as const, categorySlugs: product.breadcrumbs.map((b) => b.slug).filter(Boolean), now };
  if (priceBadge(badges, context)) lines.push(LINE.badge);
  for (const _ of promoBadges(badges, { ...context, restricted: false })) lines.push(LINE.badge);
  const { provider, instalments } = fascia.buyNowPayLater ?? { provider: '', instalments: 0 };
  if (provider && instalments >= 2 && summary.lowCents > 0) lines.push(LINE.bnpl);
  return lines;
}

/** Height in px of the block with these lines. */
export function priceBlockHeight(page: Pick<ProductPageData, 'product' | 'badges'>, fascia: FasciaSettings): number {
  const lines = priceBlockLines(page, fascia);
  return lines.length === 0 ? 0 : MARGINS + lines.reduce((a, b) => a + b, 0) + GAP * (lines.length - 1);
}
