// The event catalogue: every event remotes exchange, declared once with its
// name, version, payload schema and whether it is state-like (its last value
// is kept so a late-mounted parcel can read it on mount).
import { z } from 'zod';

const money = z.object({ centAmount: z.number().int(), currencyCode: z.string().min(3).max(3) });

const basketLine = z.object({
  id: z.string(),
  sku: z.string(),
  productId: z.string(),
  productKey: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  colour: z.string(),
  size: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: money,
  image: z.string().optional(),
  isOnStock: z.boolean(),
  customisation: z.record(z.string(), z.string()).optional(),
  /** The unit was-price, only when higher than the unit price (the bag's lines carry it). */
  wasPrice: money.optional(),
});

const user = z.object({
  id: z.string(),
  guest: z.boolean(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  premierExpiry: z.string().optional(),
});

/**
 * One event's declaration. Its example payloads are in examples.ts, which the
 * browser bundles never import (issue 16).
 */
export interface EventDefinition<S extends z.ZodType = z.ZodType, V extends number = number, L extends boolean = boolean> {
  version: V;
  stateLike: L;
  schema: S;
}

function defineEvent<S extends z.ZodType, const V extends number, const L extends boolean>(definition: EventDefinition<S, V, L>): EventDefinition<S, V, L> {
  return definition;
}

export const eventCatalogue = {
  /** The shopper's current colour and size on the product page. */
  'pdp:selection-changed': defineEvent({
    version: 1,
    stateLike: true,
    schema: z.object({
      productId: z.string(),
      productKey: z.string(),
      colour: z.string(),
      size: z.string().nullable(),
      sku: z.string().nullable(),
      variantId: z.string().nullable(),
      /** false when the selected size is out of stock or belongs to another colour. */
      isOnStock: z.boolean(),
      availableQuantity: z.number().int().nonnegative(),
      /** Every variant of the product is out of stock. */
      allOutOfStock: z.boolean(),
    }),
  }),
  /** Customisation fields of the product page: validity and entered values. */
  'pdp:customisation-changed': defineEvent({
    version: 1,
    stateLike: true,
    schema: z.object({
      productId: z.string(),
      hasFields: z.boolean(),
      valid: z.boolean(),
      values: z.record(z.string(), z.string()),
    }),
  }),
  /** A request to add the current selection (sticky bar, subscription). */
  'pdp:add-requested': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({ source: z.string() }),
  }),
  /**
   * The live stock refresh (spec 2 §4, GET /_api/stock/{productId}): each
   * variant's in-stock flag and quantity now. The pickers and the add button
   * overwrite their variants with it.
   */
  'pdp:stock-refreshed': defineEvent({
    version: 1,
    stateLike: true,
    schema: z.object({
      productId: z.string(),
      variants: z.array(z.object({ id: z.string(), isOnStock: z.boolean(), availableQuantity: z.number().int().nonnegative() })),
    }),
  }),
  'basket:item-added': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({ cartId: z.string(), lines: z.array(basketLine), source: z.string() }),
  }),
  'basket:changed': defineEvent({
    version: 1,
    stateLike: true,
    schema: z.object({ cartId: z.string().nullable(), itemCount: z.number().int().nonnegative(), totalPrice: money.nullable() }),
  }),
  /** State-like so that quick add, loaded on the first request, still sees it. */
  'quick-add:open': defineEvent({
    version: 1,
    stateLike: true,
    schema: z.object({
      productId: z.string(),
      colour: z.string().optional(),
      searchTracking: z
        .object({ hitObjectIDs: z.array(z.string()), queryID: z.string().optional(), index: z.string().optional(), positions: z.array(z.number()).optional() })
        .optional(),
    }),
  }),
  /**
   * Quick add's dialog opened (the first open of a run; opening another
   * product while it is open sends nothing new) and closed. Widgets that
   * would cover it (the added-to-bag panel) stay hidden in between.
   */
  'quick-add:opened': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({ productId: z.string() }),
  }),
  'quick-add:closed': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({ productId: z.string() }),
  }),
  'wishlist:changed': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({ productKey: z.string(), colourSelected: z.string(), saved: z.boolean() }),
  }),
  'session:changed': defineEvent({
    version: 1,
    stateLike: true,
    schema: z.object({ user, basketCount: z.number().int().nonnegative() }),
  }),
  'session:sign-in-requested': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({
      reason: z.enum(['wishlist', 'premier', 'account']),
      returnTo: z.string().optional(),
      /** The item a guest was saving (reason `wishlist`): a sign-in by mailed link saves it wherever the link is opened. */
      item: z.object({ productKey: z.string(), colourSelected: z.string(), lineItemSku: z.string(), sizeSelected: z.boolean() }).optional(),
    }),
  }),
  'analytics:track': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({ event: z.string().min(1), payload: z.record(z.string(), z.unknown()) }),
  }),
  'admin:preview-changed': defineEvent({
    version: 1,
    stateLike: true,
    schema: z.object({
      active: z.boolean(),
      features: z.array(z.string()),
      data: z.record(z.string(), z.unknown()),
    }),
  }),
  /** A Selected toggle in admin preview; the shell posts it to the parent window. */
  'admin:product-selected': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({
      productKey: z.string(),
      name: z.string(),
      brand: z.string(),
      imageUrl: z.string(),
      colour: z.string(),
      selected: z.boolean(),
    }),
  }),
  /** A product clicked in admin preview (recorded by the parent window). */
  'admin:product-click': defineEvent({
    version: 1,
    stateLike: false,
    schema: z.object({ productKey: z.string() }),
  }),
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventPayload<N extends EventName> = z.infer<(typeof eventCatalogue)[N]['schema']>;
