// Basket (spec 1 §3, §7).
export interface SearchTracking {
  hitObjectIDs: string[];
  queryID?: string;
  index?: string;
  positions?: number[];
}

/** One item of the form field `data` posted to /_api/basket/addToCart. */
export interface AddToBasketItem {
  sku: string;
  quantity?: number;
  searchTracking?: SearchTracking;
  /** Entered customisation values keyed by field apiName. */
  customisation?: Record<string, string>;
}

export interface Money {
  centAmount: number;
  currencyCode: string;
}

/**
 * A line's stock as the bag page flags it: `lowStock` below the fascia's
 * low-stock threshold, `short` when the line holds more than is left,
 * `outOfStock` when none is left. `short` and `outOfStock` hold checkout back.
 */
export type LineStockStatus = 'inStock' | 'lowStock' | 'short' | 'outOfStock';

export interface BasketLine {
  id: string;
  sku: string;
  productId: string;
  productKey: string;
  slug: string;
  name: string;
  brand: string;
  colour: string;
  size: string;
  quantity: number;
  unitPrice: { centAmount: number; currencyCode: string };
  image?: string;
  isOnStock: boolean;
  customisation?: Record<string, string>;
  /** Premier products link to /premier/{slug}. */
  isPremier: boolean;
  /** The unit was-price, only when higher than the unit price. */
  wasPrice?: Money;
  /** unitPrice × quantity. */
  lineTotal: Money;
  /** What is left in stock for this size now. */
  availableQuantity: number;
  /** The quantity stepper's top: the line limit of 10, or the stock when lower (at least 1). */
  maxQuantity: number;
  stockStatus: LineStockStatus;
  /** A bulky item: delivery carries the fascia's surcharge. */
  bulkyItem: boolean;
}

/** A gift with purchase the api adds while a qualifying line is in the bag (spec 2 gift line). */
export interface GiftLine {
  name: string;
  productSlug: string;
  quantity: 1;
  totalPrice: Money;
  variant: { sku: string; image?: string };
  productDescription: string;
  /** The bag line's sku that brings the gift. */
  forSku: string;
}

export interface Delivery {
  /** free: the subtotal reached the threshold; premier: the customer's unlimited delivery. */
  kind: 'free' | 'premier' | 'standard';
  /** Delivery charged, bulky surcharge included. */
  price: Money;
  /** The fascia's free-delivery threshold. */
  threshold: Money;
  /** How much more to spend for free delivery; only for `standard`. */
  remaining?: Money;
  /** Present when a bulky item is in the bag (charged on every kind of delivery). */
  bulkySurcharge?: Money;
}

export interface BasketTotals {
  subtotal: Money;
  delivery: Delivery;
  total: Money;
}

export interface Cart {
  id: string;
  fascia: string;
  lines: BasketLine[];
  itemCount: number;
  /** The lines' total (the subtotal). */
  totalPrice: { centAmount: number; currencyCode: string };
  /** Lines added by the last call, when the answer is to an add. */
  lastAdded?: BasketLine[];
  /**
   * Goes up by one with every change. Line changes send it back in `If-Match`
   * and a stale one is answered 409 STALE_CART with the current cart. 0 for no cart.
   */
  version: number;
  gifts: GiftLine[];
  totals: BasketTotals;
  /** Every line can be bought as it stands (none out of stock or short); false for an empty bag. */
  checkoutAllowed: boolean;
}

/** 409 STALE_CART: the cart changed since the version the page sent. */
export interface StaleCartError extends ApiError {
  error: 'STALE_CART';
  cart: Cart;
}

export interface ApiError {
  error: string;
  message: string;
  /** Field or parameter the error is about, when there is one. */
  field?: string;
}
