// Room for the widgets beside the choices that mount only after the shopper's
// first move (pdpWidgets' Authenticity, RewardsBadge and DeliveryCountdown,
// kept out of the first load for the JavaScript budget), reserved by the
// server so the pickers and the add button do not jump when they arrive (173
// px with all three, above the pickers). What they show is decided by the same
// shared rules; heights are their CSS (mfe-pdp-widgets Authenticity.module.css,
// RewardsBadge.module.css and delivery.module.css: a 44 px badge button with 8 px
// margins, 14 px lines, 13 px badges with 2 px padding, the timer 13 px under
// the price).
import {
  authenticityOf,
  countdownAt,
  countdownBlock,
  countdownSku,
  initialSelection,
  rewardsPoints,
  selectedVariant,
  usableDelivery,
  type FasciaSettings,
  type ProductPageData,
  type RouteInfo,
  type SessionSummary,
} from '@storefront/shared-contracts';

const LINE = 19.6;
const AUTHENTICITY = 8 + 44 + 8;
const REWARDS_MARGINS = 8 + 8;
const BADGES_ROW = 22.2 + 6;
const COUNTDOWN = {
  underPrice: { margins: 4 + 8, timer: 18.2 },
  underButton: { margins: 8 + 12, timer: LINE },
} as const;

type Query = Pick<RouteInfo, 'query'>['query'];

const selectionOf = (page: Pick<ProductPageData, 'product'>, query: Query) =>
  initialSelection(page.product, { colour: query?.colour ?? null, size: query?.size ?? null });

/** The authenticity badge: for a product whose data gives a kind and a video it can play. */
export function authenticityHeight(page: Pick<ProductPageData, 'product'>): number {
  return authenticityOf(page.product) ? AUTHENTICITY : 0;
}

/** The rewards badge: what the starting variant earns, and a guest's "Join now" line; nothing for a variant without points. */
export function rewardsHeight(page: Pick<ProductPageData, 'product'>, query: Query, session: SessionSummary | undefined): number {
  if (rewardsPoints(selectedVariant(page.product, selectionOf(page, query))) === null) return 0;
  const guest = session?.user?.guest ?? true;
  return Math.ceil(REWARDS_MARGINS + LINE * (guest ? 2 : 1));
}

/** The delivery badges and the countdown to the starting SKU's cut-off, as at `now`; nothing when there is neither. */
export function countdownHeight(
  page: Pick<ProductPageData, 'product' | 'delivery'>,
  fascia: Pick<FasciaSettings, 'key'>,
  query: Query,
  position: keyof typeof COUNTDOWN,
  now = Date.now(),
): number {
  const delivery = usableDelivery(page.delivery);
  if (!delivery) return 0;
  const selection = selectionOf(page, query);
  const sku = countdownSku(page.product, selection && { colour: selection.colour, variantId: selection.sizeVariantId });
  const block = countdownBlock(page.product, delivery, fascia.key, sku);
  if (block.badges.length === 0 && !block.counts) return 0;
  const { margins, timer } = COUNTDOWN[position];
  const ticking = block.counts && countdownAt(block.cutOff, now) !== null;
  return Math.ceil(margins + (block.badges.length > 0 ? BADGES_ROW : 0) + (ticking ? timer : 0));
}
