// When the product page's sticky add-to-basket bar and back-to-top button
// show (spec 2 §4 and §9).

import { formatMoney, priceSummary, type FasciaSettings, type Product } from '@storefront/shared-contracts';

/** The sticky bar shows once the page is scrolled more than this. */
export const STICKY_BAR_SCROLL_PX = 850;
/** Back-to-top shows once the page is scrolled this far. */
export const BACK_TO_TOP_SCROLL_PX = 1000;
/** Narrower than the 768 px desktop breakpoint is mobile. */
export const MOBILE_MEDIA_QUERY = 'not all and (min-width: 768px)';

/** On mobile, scrolled more than 850 px, and the main add button out of view. */
export function stickyBarVisible(scrollY: number, mainButtonInView: boolean, isMobile: boolean): boolean {
  return isMobile && scrollY > STICKY_BAR_SCROLL_PX && !mainButtonInView;
}

/** Scrolled 1000 px or more, on every viewport. */
export function backToTopVisible(scrollY: number): boolean {
  return scrollY >= BACK_TO_TOP_SCROLL_PX;
}

/** The bar's price: the chosen variant's, else the product's price or range. */
export function stickyBarPrice(product: Product, variantId: string | null, fascia: Pick<FasciaSettings, 'locale' | 'currency'>): string | null {
  const chosen = variantId === null ? undefined : product.variants.find((v) => v.id === variantId);
  if (chosen) return formatMoney(chosen.prices.centAmount, fascia);
  const summary = priceSummary(product.variants);
  if (!summary) return null;
  const low = formatMoney(summary.lowCents, fascia);
  return summary.isRange ? `${low} – ${formatMoney(summary.highCents, fascia)}` : low;
}
