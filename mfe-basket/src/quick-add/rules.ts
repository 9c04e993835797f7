// Quick add's rules (spec 1 §4 "Quick add", §5, §8, §9) as plain functions.
// The colour and size rules themselves are the product page's, from
// shared-contracts; only what quick add does differently lives here.
import {
  colourVariant,
  formatMoney,
  initialSelection,
  sizeOptions,
  usableVariants,
  type ColourOption,
  type FasciaSettings,
  type Product,
  type Selection,
  type SelectionState,
  type Variant,
} from '@storefront/shared-contracts';

/** After Added shows, the panel waits this long, then starts to close. */
export const QUICK_ADD_CLOSE_DELAY_MS = 1500;
/** How long the panel takes to close once it starts. */
export const QUICK_ADD_CLOSE_DURATION_MS = 500;
/** The centred panel's width from the desktop breakpoint up (the CSS uses the same numbers). */
export const QUICK_ADD_PANEL_WIDTH_PX = 480;
export const QUICK_ADD_BREAKPOINT_PX = 768;
/** The open colour list scrolls past this height in quick add (320 px on the product page). */
export const QUICK_ADD_COLOUR_LIST_MAX_HEIGHT_PX = 155;

/** The add itself: nothing sent, waiting for the server, or just added. */
export type QuickAddStatus = 'idle' | 'adding' | 'added';

/**
 * The selection when quick add opens (spec 1 §4: "ready with a colour
 * selected (the first in-stock variant of the active colour)"): the colour
 * the card was showing when the product has it, else the default colour, and
 * that colour's first in-stock variant chosen. A sold-out colour opens with
 * no size (its button reads Out of stock).
 */
export function quickAddInitialSelection(product: Product, colour: string | undefined): Selection | null {
  const opening = initialSelection(product, { colour: colour ?? null });
  if (!opening) return null;
  const first = sizeOptions(product, opening.colour).find((option) => option.isOnStock);
  return { colour: opening.colour, sizeVariantId: first?.variant.id ?? null };
}

/** A product with exactly one variant is added as soon as it loads, without the panel. */
export function singleVariantToAdd(product: Product): Variant | null {
  const variants = usableVariants(product);
  // An out-of-stock single variant cannot be added: the panel shows why.
  return variants.length === 1 && variants[0]!.isOnStock ? variants[0]! : null;
}

/** The chosen colour has nothing in stock ('This colour is out of stock', spec 1 §8). */
export function colourIsOutOfStock(state: SelectionState): boolean {
  return !state.colourVariant?.isOnStock;
}

export interface QuickAddButtonState {
  label: 'pdp.addToBag' | 'pdp.adding' | 'pdp.added' | 'pdp.outOfStock';
  /** Cannot be pressed and says so: out of stock, or no size chosen yet. */
  disabled: boolean;
  busy: boolean;
  /** Pressing does nothing for now (adding or added) but focus stays on it. */
  inert: boolean;
}

/**
 * Spec 1 §4 add button states (out of stock, ready, added) with spec 1 §5:
 * disabled until a size is chosen, the variant is in stock and the item is
 * not already added.
 */
export function quickAddButtonState(state: SelectionState, status: QuickAddStatus): QuickAddButtonState {
  if (status === 'adding') return { label: 'pdp.adding', disabled: false, busy: true, inert: true };
  if (status === 'added') return { label: 'pdp.added', disabled: false, busy: false, inert: true };
  if (state.allOutOfStock || colourIsOutOfStock(state) || state.outOfStock) {
    return { label: 'pdp.outOfStock', disabled: true, busy: false, inert: false };
  }
  return { label: 'pdp.addToBag', disabled: !state.sizeVariant, busy: false, inert: false };
}

/** The variant an add sends: the chosen size, when it can be added. */
export function variantToAdd(state: SelectionState, status: QuickAddStatus): Variant | null {
  const button = quickAddButtonState(state, status);
  return button.disabled || button.inert ? null : (state.sizeVariant ?? null);
}

/** The variant whose price and image the panel shows. */
export function shownVariant(product: Product, state: SelectionState): Variant | undefined {
  return state.sizeVariant ?? state.colourVariant ?? colourVariant(product, state.colour);
}

export interface QuickAddPrice {
  price: string;
  /** Only when the was-price is above the price. */
  wasPrice?: string;
}

const CURRENCY = /^[A-Z]{3}$/;

/**
 * The price in the fascia's locale; GBP reads '£45.00' (spec 1 §9). The
 * variant's own currency wins, as it is what the basket will charge.
 */
export function quickAddPrice(variant: Variant | undefined, fascia: Pick<FasciaSettings, 'locale' | 'currency'>): QuickAddPrice | null {
  const prices = variant?.prices;
  if (!prices || !Number.isInteger(prices.centAmount)) return null;
  const currency = (CURRENCY.test(prices.currencyCode ?? '') ? prices.currencyCode : fascia.currency) as FasciaSettings['currency'];
  const money = { locale: fascia.locale, currency };
  const was = prices.wasPrice?.centAmount;
  return {
    price: formatMoney(prices.centAmount, money),
    ...(Number.isInteger(was) && was! > prices.centAmount ? { wasPrice: formatMoney(was!, money) } : {}),
  };
}

export type ColourOptionText =
  | { key: 'label' }
  | { key: 'quickAdd.optionOutOfStock' }
  | { key: 'quickAdd.optionLowStock'; count: number };

/** Per colour in the dropdown: 'Out of stock', or 'Only {n} left in stock' below the low-stock threshold (spec 1 §8). */
export function colourOptionText(option: ColourOption, lowStockThreshold: number): ColourOptionText {
  if (!option.isOnStock) return { key: 'quickAdd.optionOutOfStock' };
  if (option.availableQuantity > 0 && option.availableQuantity < lowStockThreshold) {
    return { key: 'quickAdd.optionLowStock', count: option.availableQuantity };
  }
  return { key: 'label' };
}
