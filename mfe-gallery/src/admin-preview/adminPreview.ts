// Admin preview (spec 1 §6, spec 2 §5): the shell's bridge talks to the
// parent window and announces its state as `admin:preview-changed`. With the
// `product-selection` feature the gallery shows a Selected toggle; preview
// badges come from the admin configuration (`data.badges`, and the badge
// values of A/B testing messages, `data.abBadges`).
import { mergeBadges, readBadges, selectedProductKeys, variantsOfColour, type BadgeConfig, type EventPayload, type Product } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';

export const PRODUCT_SELECTION_FEATURE = 'product-selection';

type PreviewState = EventPayload<'admin:preview-changed'>;

export interface AdminPreview {
  active: boolean;
  /** The Selected toggle is offered. */
  productSelection: boolean;
  /** Badges to preview on the page, already checked. */
  badges: BadgeConfig[];
  /** Product keys the admin tool says are selected already. */
  selectedKeys: string[];
}

export const NO_PREVIEW: AdminPreview = { active: false, productSelection: false, badges: [], selectedKeys: [] };

export function adminPreviewOf(state: PreviewState | undefined): AdminPreview {
  if (!state?.active) return NO_PREVIEW;
  const data = state.data ?? {};
  return {
    active: true,
    productSelection: Array.isArray(state.features) && state.features.includes(PRODUCT_SELECTION_FEATURE),
    badges: mergeBadges(readBadges(data.badges), readBadges(data.abBadges)),
    selectedKeys: selectedProductKeys(data),
  };
}

/**
 * The selected colour's first image as an absolute URL: the parent window is
 * another site, so a path of this one would mean nothing there.
 */
export function selectedImageUrl(product: Product, colour: string, origin: string): string {
  const image = variantsOfColour(product, colour).flatMap((v) => (Array.isArray(v.images) ? v.images : []))[0];
  const url = safeUrl(image?.desktop?.url);
  if (!url) return '';
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

/** What the Selected toggle tells the parent window (posted by the shell to the parent's origin), less `selected`. */
export function productSelectedPayload(product: Product, colour: string, origin: string): Omit<EventPayload<'admin:product-selected'>, 'selected'> {
  return { productKey: product.key, name: product.name, brand: product.brand, imageUrl: selectedImageUrl(product, colour, origin), colour };
}
