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
}

export interface Cart {
  id: string;
  fascia: string;
  lines: BasketLine[];
  itemCount: number;
  totalPrice: { centAmount: number; currencyCode: string };
  /** Lines added by the last call, when the answer is to an add. */
  lastAdded?: BasketLine[];
}

export interface ApiError {
  error: string;
  message: string;
  /** Field or parameter the error is about, when there is one. */
  field?: string;
}
