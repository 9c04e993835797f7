// Add-to-basket input rules (spec 1 §5, §7): the `data` field, each item and
// its customisation values. Plain functions; they throw HttpError with a
// readable message and the field it is about.
import type { AddToBasketItem, Cart, CustomisationGroup } from '@storefront/shared-contracts';
import { LINE_QUANTITY_LIMIT } from '@storefront/shared-contracts';
import { z } from 'zod';
import { HttpError, badRequest, parseWith } from '../http/errors';
import { versionInIfMatch } from '../http/ifMatch';
import { LINE_NOT_FOUND_MESSAGE, STALE_CART_MESSAGE, VERSION_REQUIRED_MESSAGE } from '../http/messages';

/**
 * At most 10 of one item: in one add, and in a bag line however it is
 * reached. The shared rule, so the bag page's stepper stops where the api does.
 */
export const MAX_QUANTITY = LINE_QUANTITY_LIMIT;
export const MAX_ITEMS_PER_ADD = 20;

const quantityMessage = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`;

const searchTrackingSchema = z.object({
  hitObjectIDs: z.array(z.string().max(128), { error: 'hitObjectIDs must be a list of ids.' }).max(100),
  queryID: z.string().max(128).optional(),
  index: z.string().max(128).optional(),
  positions: z.array(z.number().int().nonnegative()).max(100).optional(),
});

const itemSchema = z.object({
  sku: z.string({ error: 'Each item needs a sku.' }).trim().min(1, { error: 'Each item needs a sku.' }).max(64, { error: 'The sku is too long.' }),
  quantity: z
    .number({ error: quantityMessage })
    .int({ error: quantityMessage })
    .min(1, { error: quantityMessage })
    .max(MAX_QUANTITY, { error: quantityMessage })
    .optional(),
  searchTracking: searchTrackingSchema.optional(),
  customisation: z.record(z.string(), z.string({ error: 'Customisation values must be text.' }).max(200)).optional(),
});

export interface ParsedItem extends AddToBasketItem {
  quantity: number;
}

/**
 * Reads the items of an add: `data` is a JSON string (the form field) or an
 * already parsed value, holding a list of items or `{ items: [...] }`.
 */
export function parseAddToCartData(data: unknown): ParsedItem[] {
  if (data === undefined || data === null || data === '') {
    throw badRequest('MISSING_DATA', 'The form field data is required.', 'data');
  }
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      throw badRequest('INVALID_JSON', 'The field data is not valid JSON.', 'data');
    }
  }
  const list =
    Array.isArray(value) ? value
    : value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items) ? (value as { items: unknown[] }).items
    : null;
  if (!list) throw badRequest('INVALID_ITEMS', 'The field data must be a list of items.', 'data');
  if (list.length === 0) throw badRequest('NO_ITEMS', 'Add at least one item.', 'data');
  if (list.length > MAX_ITEMS_PER_ADD) {
    throw badRequest('TOO_MANY_ITEMS', `Add at most ${MAX_ITEMS_PER_ADD} items at once.`, 'data');
  }
  return list.map((raw, i) => {
    const item = parseWith(itemSchema, raw, 'INVALID_ITEM', `items[${i}]`);
    return {
      sku: item.sku,
      quantity: item.quantity ?? 1,
      ...(item.searchTracking ? { searchTracking: item.searchTracking } : {}),
      ...(item.customisation ? { customisation: item.customisation } : {}),
    };
  });
}

/**
 * Checks entered values against the product's customisation group (spec 1 §5)
 * and returns the values to store (empty optional fields left out).
 */
export function validateCustomisation(
  group: CustomisationGroup | undefined,
  values: Record<string, string> | undefined,
  fieldPrefix = 'customisation',
): Record<string, string> {
  const entered = values ?? {};
  if (!group) {
    if (Object.values(entered).some((v) => v !== '')) {
      throw badRequest('NOT_CUSTOMISABLE', 'This item cannot be personalised.', fieldPrefix);
    }
    return {};
  }
  const known = new Set(group.customisationFields.map((f) => f.apiName));
  const unknown = Object.keys(entered).find((name) => !known.has(name));
  if (unknown) throw badRequest('INVALID_CUSTOMISATION', `${unknown} is not a personalisation field of this item.`, `${fieldPrefix}.${unknown}`);
  const accepted: Record<string, string> = {};
  for (const field of group.customisationFields) {
    const value = entered[field.apiName] ?? '';
    const where = `${fieldPrefix}.${field.apiName}`;
    if (value === '') {
      if (!field.optional) throw badRequest('INVALID_CUSTOMISATION', `${field.displayName} is required.`, where);
      continue;
    }
    if (field.maxLength !== undefined && [...value].length > field.maxLength) {
      throw badRequest('INVALID_CUSTOMISATION', `${field.displayName} can be at most ${field.maxLength} characters.`, where);
    }
    if (field.validationRegex && !new RegExp(field.validationRegex).test(value)) {
      throw badRequest('INVALID_CUSTOMISATION', field.validationMessage ?? `${field.displayName} is not valid.`, where);
    }
    accepted[field.apiName] = value;
  }
  return accepted;
}

/** The 409 message when the bag would hold more than the stock. */
export function stockMessage(available: number, inBag: number): string {
  if (available <= 0) return 'Sorry, this item is out of stock.';
  const left = `Sorry, only ${available} of this item ${available === 1 ? 'is' : 'are'} available`;
  return inBag > 0 ? `${left} and you already have ${inBag} in your bag.` : `${left}.`;
}

/** The 409 message when a line would hold more than the limit, saying how many more fit. */
export function lineLimitMessage(inLine: number): string {
  const room = Math.max(0, MAX_QUANTITY - inLine);
  return room === 0
    ? `You already have the maximum of ${MAX_QUANTITY} of this item in your bag.`
    : `You can add ${room} more of this item (the limit is ${MAX_QUANTITY} per item).`;
}

/** Refuses adding `adding` to a bag line holding `inLine` when the line would pass the limit. */
export function checkLineLimit(inLine: number, adding: number): void {
  if (inLine + adding > MAX_QUANTITY) throw new HttpError(409, 'LINE_LIMIT', lineLimitMessage(inLine), undefined, undefined, { room: Math.max(0, MAX_QUANTITY - inLine), max: MAX_QUANTITY });
}

/** 409 OUT_OF_STOCK or INSUFFICIENT_STOCK, saying how many there are and how many the bag holds. */
export function stockError(available: number, inBag: number): HttpError {
  return available <= 0
    ? new HttpError(409, 'OUT_OF_STOCK', stockMessage(0, inBag))
    : new HttpError(409, 'INSUFFICIENT_STOCK', stockMessage(available, inBag), undefined, undefined, { available, inBag });
}

/**
 * The most a line may hold after bags are merged on sign-in: the limit, and
 * the stock when there is any (an out-of-stock line keeps its quantity up to
 * the limit: the bag shows it out of stock).
 */
export function mergedLineCap(stock: number): number {
  return stock > 0 ? Math.min(stock, MAX_QUANTITY) : MAX_QUANTITY;
}

/**
 * The cart version a line change names: `If-Match: "<version>"`, the ETag of
 * GET /_api/basket (a weak `W/"<version>"` too, as a proxy may weaken it).
 * Without it the change could undo one made in another tab unseen: 428.
 */
export function parseIfMatch(header: string | string[] | undefined): number {
  const version = versionInIfMatch(header, 'If-Match must be the bag\'s version in quotes, as GET /_api/basket sends it in its ETag (for example "3").');
  if (version === undefined) {
    throw new HttpError(428, 'VERSION_REQUIRED', VERSION_REQUIRED_MESSAGE);
  }
  return version;
}

const quantityChangeSchema = z.object(
  {
    quantity: z
      .number({ error: quantityMessage })
      .int({ error: quantityMessage })
      .min(1, { error: quantityMessage })
      .max(MAX_QUANTITY, { error: quantityMessage }),
  },
  { error: 'Send the new quantity as JSON, for example { "quantity": 2 }.' },
);

/** The body of a quantity change: JSON `{ quantity }`, a whole number 1..10 (removing a line is DELETE). */
export function parseQuantityChange(body: unknown): number {
  const { quantity } = parseWith(quantityChangeSchema, body, 'INVALID_QUANTITY');
  return quantity;
}

/**
 * Whether a line may go from `current` to `next`. Lowering (or keeping) is
 * always allowed, so a shopper can fix a line that holds more than is left;
 * raising needs stock for the whole bag's quantity of the item: `inOtherLines`
 * counts the same sku on lines with other personalisation.
 */
export function checkQuantityChange(current: number, next: number, available: number, inOtherLines: number): void {
  if (next <= current) return;
  if (available <= 0) throw stockError(0, 0);
  if (inOtherLines + next > available) throw stockError(available, inOtherLines);
}

/** 409 STALE_CART: the bag changed since the version the page sent; the answer carries the bag as it is now. */
export function staleCart(cart: Cart): HttpError {
  return new HttpError(409, 'STALE_CART', STALE_CART_MESSAGE, undefined, { cart });
}

/** 404 LINE_NOT_FOUND, with the bag as it is, so the page can show it without the line. */
export function lineNotFound(cart: Cart): HttpError {
  return new HttpError(404, 'LINE_NOT_FOUND', LINE_NOT_FOUND_MESSAGE, undefined, { cart });
}
