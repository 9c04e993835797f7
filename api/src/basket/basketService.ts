// Baskets in the database: one per owner and fascia. Every change (an add, a
// quantity change, a removal, a move to the wishlist, a sign-in merge) runs in
// one transaction that locks the cart's row first and raises its version: a
// bad item, too little stock, a line past the limit of 10 or a stale version
// stores nothing, and concurrent changes to one bag take turns, each one's
// checks seeing what the one before stored.
import type { BasketLine, Cart, FasciaSettings, WishlistItem } from '@storefront/shared-contracts';
import {
  basketTotals, checkoutAllowed, giftLines, isPremierActive, lineStockStatus, maxLineQuantity, type GiftProduct, type GiftSource,
} from '@storefront/shared-contracts';
import { randomUUID } from 'node:crypto';
import { createSession } from '../account';
import { type Catalogue, CUSTOMISATION_GROUPS, type ProductRecord, type VariantRecord, priceIn, productImagePath } from '../catalogue';
import type { Db } from '../db/db';
import { badRequest } from '../http/errors';
import type { CartOwner } from '../http/shopper';
import type { ParsedItem } from './rules';
import { checkLineLimit, checkQuantityChange, lineNotFound, mergedLineCap, staleCart, stockError, validateCustomisation } from './rules';

interface LineRow {
  id: string;
  sku: string;
  quantity: number;
  customisation: Record<string, string> | null;
}

/** A cart with its lines, read in one statement (one snapshot: the version always matches the lines). */
interface CartRow {
  cart_id: string;
  version: number;
  premier_expiry: string | null;
  line_id: string | null;
  sku: string | null;
  quantity: number | null;
  customisation: Record<string, string> | null;
}

const CART_SELECT = `
  SELECT c.id AS cart_id, c.version, to_char(u.premier_expiry, 'YYYY-MM-DD') AS premier_expiry,
         l.id AS line_id, l.sku, l.quantity, l.customisation
    FROM carts c
    LEFT JOIN users u ON u.id = c.user_id
    LEFT JOIN cart_lines l ON l.cart_id = c.id`;

/** The cart a line change works on, locked for the transaction. */
interface LockedCart {
  id: string;
  version: number;
}

export interface MoveResult {
  cart: Cart;
  wishlistItem: WishlistItem;
}

/** Saves the moved line's item in the move's transaction; throws (and so keeps the line) when it cannot. */
export type SaveToWishlist = (tx: Db, item: WishlistItem) => Promise<void>;

export interface CartSummary {
  id: string;
  itemCount: number;
}

export interface AddResult {
  cart: Cart;
  /** Set when the add had to start a guest session. */
  createdSessionId?: string;
}

interface CheckedItem {
  item: ParsedItem;
  product: ProductRecord;
  variant: VariantRecord;
  customisation: Record<string, string>;
}

function ownerColumn(owner: CartOwner): ['session_id' | 'user_id', string] {
  return owner.kind === 'user' ? ['user_id', owner.userId] : ['session_id', owner.sessionId];
}

export class BasketService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    /** The clock premier memberships are read against. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async findCartId(db: Db, owner: CartOwner | null, fascia: FasciaSettings): Promise<string | null> {
    if (!owner) return null;
    const [column, value] = ownerColumn(owner);
    const rows = await db.query<{ id: string }>(`SELECT id FROM carts WHERE ${column} = $1 AND fascia = $2`, [value, fascia.key]);
    return rows[0]?.id ?? null;
  }

  /**
   * The owner's cart in the fascia, created when missing and locked until the
   * transaction ends (SELECT ... FOR UPDATE, on PostgreSQL and PGlite alike).
   */
  private async lockedCartIdFor(tx: Db, owner: CartOwner, fasciaKey: string): Promise<string> {
    const [column, value] = ownerColumn(owner);
    await tx.query(
      `INSERT INTO carts (id, ${column}, fascia) VALUES ($1, $2, $3)
       ON CONFLICT (${column}, fascia) WHERE ${column} IS NOT NULL DO NOTHING`,
      [randomUUID(), value, fasciaKey],
    );
    const [cart] = await tx.query<{ id: string }>(`SELECT id FROM carts WHERE ${column} = $1 AND fascia = $2 FOR UPDATE`, [value, fasciaKey]);
    if (!cart) throw new Error('cart was not created');
    return cart.id;
  }

  /** The owner's existing cart in the fascia, locked until the transaction ends; null when there is none. */
  private async lockExistingCart(tx: Db, owner: CartOwner | null, fasciaKey: string): Promise<LockedCart | null> {
    if (!owner) return null;
    const [column, value] = ownerColumn(owner);
    const [cart] = await tx.query<LockedCart>(`SELECT id, version FROM carts WHERE ${column} = $1 AND fascia = $2 FOR UPDATE`, [value, fasciaKey]);
    return cart ? { id: cart.id, version: Number(cart.version) } : null;
  }

  /** Every change raises the version by one, in the change's transaction. */
  private async bumpVersion(tx: Db, cartId: string): Promise<void> {
    await tx.query('UPDATE carts SET version = version + 1, updated_at = now() WHERE id = $1', [cartId]);
  }

  private toLine(row: LineRow, fascia: FasciaSettings): BasketLine | null {
    const match = this.catalogue.variantBySku(row.sku);
    if (!match) return null;
    const { product, variant } = match;
    const colour = product.colours[variant.colourIndex];
    const customisation = row.customisation && Object.keys(row.customisation).length ? row.customisation : undefined;
    const unitCents = priceIn(fascia.currency, variant.price);
    const wasCents = variant.wasPrice !== undefined ? priceIn(fascia.currency, variant.wasPrice) : undefined;
    return {
      id: row.id,
      sku: variant.sku,
      productId: product.id,
      productKey: product.key,
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      colour: colour?.colour ?? '',
      size: product.sizes[variant.sizeIndex] ?? '',
      quantity: row.quantity,
      unitPrice: { centAmount: unitCents, currencyCode: fascia.currency },
      image: productImagePath(product.key, variant.colourIndex * product.views),
      isOnStock: variant.quantity > 0,
      ...(customisation ? { customisation } : {}),
      isPremier: product.isPremier,
      ...(wasCents !== undefined && wasCents > unitCents ? { wasPrice: { centAmount: wasCents, currencyCode: fascia.currency } } : {}),
      lineTotal: { centAmount: unitCents * row.quantity, currencyCode: fascia.currency },
      availableQuantity: Math.max(0, variant.quantity),
      maxQuantity: maxLineQuantity(variant.quantity),
      stockStatus: lineStockStatus(row.quantity, variant.quantity, fascia.lowStockThreshold),
      bulkyItem: product.bulkyItem,
    };
  }

  /** The gift's own product when the gift sku is a catalogue variant: its name, page and picture. */
  private giftProduct = (sku: string): GiftProduct | undefined => {
    const match = this.catalogue.variantBySku(sku);
    if (!match) return undefined;
    const { product, variant } = match;
    return { name: product.name, slug: product.slug, image: productImagePath(product.key, variant.colourIndex * product.views) };
  };

  /** The Cart answer: the lines with their stock and totals, and what the rules derive from them. */
  private toCart(rows: CartRow[], fascia: FasciaSettings): Cart {
    const first = rows[0];
    const lineRows = rows.filter((row): row is CartRow & { line_id: string; sku: string; quantity: number } => row.line_id !== null);
    const lines: BasketLine[] = [];
    const giftSources: GiftSource[] = [];
    for (const row of lineRows) {
      const quantity = Number(row.quantity);
      const line = this.toLine({ id: row.line_id, sku: row.sku, quantity, customisation: row.customisation }, fascia);
      if (!line) continue;
      lines.push(line);
      const gwp = this.catalogue.variantBySku(row.sku)?.product.gwp;
      giftSources.push({ sku: line.sku, productSlug: line.slug, ...(gwp ? { gwp } : {}) });
    }
    const premier = isPremierActive(first?.premier_expiry, this.now());
    const totals = basketTotals({ lines, premier }, fascia);
    return {
      id: first?.cart_id ?? '',
      fascia: fascia.key,
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalPrice: totals.subtotal,
      version: first ? Number(first.version) : 0,
      gifts: giftLines(giftSources, this.giftProduct, fascia),
      totals,
      checkoutAllowed: checkoutAllowed(lines),
    };
  }

  private async buildCart(db: Db, cartId: string | null, fascia: FasciaSettings): Promise<Cart> {
    const rows = cartId ? await db.query<CartRow>(`${CART_SELECT} WHERE c.id = $1 ORDER BY l.seq`, [cartId]) : [];
    return this.toCart(rows, fascia);
  }

  /** The owner's basket in this fascia; the empty shape (id '', version 0) when there is none. */
  async cart(owner: CartOwner | null, fascia: FasciaSettings): Promise<Cart> {
    if (!owner) return this.toCart([], fascia);
    const [column, value] = ownerColumn(owner);
    const rows = await this.db.query<CartRow>(`${CART_SELECT} WHERE c.${column} = $1 AND c.fascia = $2 ORDER BY l.seq`, [value, fascia.key]);
    return this.toCart(rows, fascia);
  }

  async summary(owner: CartOwner | null, fascia: FasciaSettings, db: Db = this.db): Promise<CartSummary | null> {
    const cartId = await this.findCartId(db, owner, fascia);
    if (!cartId) return null;
    const rows = await db.query<{ count: number }>('SELECT COALESCE(SUM(quantity), 0)::int AS count FROM cart_lines WHERE cart_id = $1', [cartId]);
    return { id: cartId, itemCount: Number(rows[0]?.count ?? 0) };
  }

  /** Finds each item's variant and checks its customisation; nothing touches the database. */
  private check(items: ParsedItem[], fascia: FasciaSettings): CheckedItem[] {
    return items.map((item, i) => {
      const match = this.catalogue.variantBySku(item.sku);
      if (!match) throw badRequest('UNKNOWN_SKU', `We could not find the item ${item.sku}.`, `items[${i}].sku`);
      if (!this.catalogue.isSoldIn(match.product, fascia.key)) {
        throw badRequest('NOT_SOLD_HERE', 'This item is not sold on this site.', `items[${i}].sku`);
      }
      const groupName = match.product.customisationGroupName;
      const group = groupName ? CUSTOMISATION_GROUPS[groupName] : undefined;
      const customisation = validateCustomisation(group, item.customisation, `items[${i}].customisation`);
      return { item, product: match.product, variant: match.variant, customisation };
    });
  }

  async add(owner: CartOwner | null, fascia: FasciaSettings, items: ParsedItem[]): Promise<AddResult> {
    const checked = this.check(items, fascia);
    return this.db.transaction(async (tx) => {
      let createdSessionId: string | undefined;
      let cartOwner = owner;
      if (!cartOwner) {
        createdSessionId = (await createSession(tx, null)).id;
        cartOwner = { kind: 'session', sessionId: createdSessionId };
      }
      const cartId = await this.lockedCartIdFor(tx, cartOwner, fascia.key);
      const inBag = new Map<string, number>();
      for (const row of await tx.query<{ sku: string; quantity: number }>(
        'SELECT sku, SUM(quantity)::int AS quantity FROM cart_lines WHERE cart_id = $1 GROUP BY sku',
        [cartId],
      )) {
        inBag.set(row.sku, Number(row.quantity));
      }

      const added = new Map<string, number>();
      for (const { item, variant, customisation } of checked) {
        const already = inBag.get(variant.sku) ?? 0;
        if (variant.quantity <= 0) throw stockError(0, already);
        // The line as stored so far, this add's earlier items included (the same sku twice).
        const [inLine] = await tx.query<{ quantity: number }>(
          'SELECT quantity FROM cart_lines WHERE cart_id = $1 AND sku = $2 AND customisation = $3::jsonb',
          [cartId, variant.sku, JSON.stringify(customisation)],
        );
        checkLineLimit(inLine?.quantity ?? 0, item.quantity);
        if (already + item.quantity > variant.quantity) {
          throw stockError(variant.quantity, already);
        }
        inBag.set(variant.sku, already + item.quantity);
        const [line] = await tx.query<{ id: string }>(
          `INSERT INTO cart_lines (id, cart_id, sku, quantity, customisation, search_tracking)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
           ON CONFLICT (cart_id, sku, customisation) DO UPDATE
             SET quantity = cart_lines.quantity + EXCLUDED.quantity,
                 search_tracking = COALESCE(EXCLUDED.search_tracking, cart_lines.search_tracking),
                 updated_at = now()
           RETURNING id`,
          [
            randomUUID(), cartId, variant.sku, item.quantity, JSON.stringify(customisation),
            item.searchTracking ? JSON.stringify(item.searchTracking) : null,
          ],
        );
        if (!line) throw new Error('cart line was not stored');
        added.set(line.id, (added.get(line.id) ?? 0) + item.quantity);
      }
      // Adds commute (they name no version), but still move the version on,
      // so a page holding the old one re-reads before changing a line.
      await this.bumpVersion(tx, cartId);

      const cart = await this.buildCart(tx, cartId, fascia);
      cart.lastAdded = cart.lines.filter((line) => added.has(line.id)).map((line) => ({ ...line, quantity: added.get(line.id) ?? line.quantity }));
      return { cart, ...(createdSessionId ? { createdSessionId } : {}) };
    });
  }

  /**
   * A line change: locks the owner's cart, checks the version the page named
   * (409 STALE_CART with the bag as it is) and the line (404 LINE_NOT_FOUND,
   * also another shopper's line), runs `change`, and raises the version when
   * it changed anything. Any error leaves the bag as it was.
   */
  private changeLine(
    owner: CartOwner | null,
    fascia: FasciaSettings,
    lineId: string,
    expectedVersion: number,
    change: (tx: Db, cartId: string, line: LineRow) => Promise<boolean>,
  ): Promise<Cart> {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockExistingCart(tx, owner, fascia.key);
      if ((cart?.version ?? 0) !== expectedVersion) throw staleCart(await this.buildCart(tx, cart?.id ?? null, fascia));
      const [line] = cart
        ? await tx.query<LineRow>('SELECT id, sku, quantity, customisation FROM cart_lines WHERE id = $1 AND cart_id = $2', [lineId, cart.id])
        : [];
      if (!cart || !line) throw lineNotFound(await this.buildCart(tx, cart?.id ?? null, fascia));
      if (await change(tx, cart.id, { ...line, quantity: Number(line.quantity) })) await this.bumpVersion(tx, cart.id);
      return this.buildCart(tx, cart.id, fascia);
    });
  }

  /**
   * Sets a line's quantity (1..10, checked by the route). Raising needs the
   * stock; lowering is always allowed. The same quantity changes nothing and
   * keeps the version.
   */
  changeQuantity(owner: CartOwner | null, fascia: FasciaSettings, lineId: string, expectedVersion: number, quantity: number): Promise<Cart> {
    return this.changeLine(owner, fascia, lineId, expectedVersion, async (tx, cartId, line) => {
      if (quantity === line.quantity) return false;
      const match = this.catalogue.variantBySku(line.sku);
      // A line whose item left the catalogue is not shown in the bag: nothing to change.
      if (!match) throw lineNotFound(await this.buildCart(tx, cartId, fascia));
      const [others] = await tx.query<{ quantity: number }>(
        'SELECT COALESCE(SUM(quantity), 0)::int AS quantity FROM cart_lines WHERE cart_id = $1 AND sku = $2 AND id <> $3',
        [cartId, line.sku, line.id],
      );
      checkQuantityChange(line.quantity, quantity, match.variant.quantity, Number(others?.quantity ?? 0));
      await tx.query('UPDATE cart_lines SET quantity = $1, updated_at = now() WHERE id = $2', [quantity, line.id]);
      return true;
    });
  }

  removeLine(owner: CartOwner | null, fascia: FasciaSettings, lineId: string, expectedVersion: number): Promise<Cart> {
    return this.changeLine(owner, fascia, lineId, expectedVersion, async (tx, _cartId, line) => {
      await tx.query('DELETE FROM cart_lines WHERE id = $1', [line.id]);
      return true;
    });
  }

  /**
   * Moves a customer's line to the wishlist: its product, colour and size
   * (sizeSelected), saved by `save` in the same transaction, then the line
   * goes. When saving fails (a full wishlist) the error stands and the line
   * stays.
   */
  async moveToWishlist(
    userId: string,
    fascia: FasciaSettings,
    lineId: string,
    expectedVersion: number,
    save: SaveToWishlist,
  ): Promise<MoveResult> {
    let wishlistItem: WishlistItem | undefined;
    const cart = await this.changeLine({ kind: 'user', userId }, fascia, lineId, expectedVersion, async (tx, cartId, line) => {
      const match = this.catalogue.variantBySku(line.sku);
      if (!match) throw lineNotFound(await this.buildCart(tx, cartId, fascia));
      const { product, variant } = match;
      wishlistItem = {
        productKey: product.key,
        colourSelected: product.colours[variant.colourIndex]?.colour ?? '',
        lineItemSku: variant.sku,
        sizeSelected: true,
      };
      await save(tx, wishlistItem);
      await tx.query('DELETE FROM cart_lines WHERE id = $1', [line.id]);
      return true;
    });
    if (!wishlistItem) throw new Error('the moved line was not saved');
    return { cart, wishlistItem };
  }

  /**
   * On sign-in the guest's baskets join the customer's (per fascia): the same
   * item adds up, each line capped at the limit of 10 and at the stock when
   * there is any. A bag that takes lines moves to its next version.
   */
  async mergeGuestIntoCustomer(tx: Db, sessionId: string, userId: string): Promise<void> {
    // Locked, like the customer's below: an add to either bag waits for the merge.
    const guestCarts = await tx.query<{ id: string; fascia: string }>('SELECT id, fascia FROM carts WHERE session_id = $1 FOR UPDATE', [sessionId]);
    for (const guest of guestCarts) {
      const targetId = await this.lockedCartIdFor(tx, { kind: 'user', userId }, guest.fascia);
      const lines = await tx.query<{ sku: string; quantity: number; customisation: unknown; search_tracking: unknown }>(
        'SELECT sku, quantity, customisation, search_tracking FROM cart_lines WHERE cart_id = $1 ORDER BY seq',
        [guest.id],
      );
      for (const line of lines) {
        const cap = mergedLineCap(this.catalogue.variantBySku(line.sku)?.variant.quantity ?? 0);
        await tx.query(
          `INSERT INTO cart_lines (id, cart_id, sku, quantity, customisation, search_tracking)
           VALUES ($1, $2, $3, LEAST($4::int, $7::int), $5::jsonb, $6::jsonb)
           ON CONFLICT (cart_id, sku, customisation) DO UPDATE
             SET quantity = LEAST(cart_lines.quantity + EXCLUDED.quantity, $7::int),
                 updated_at = now()`,
          [
            randomUUID(), targetId, line.sku, line.quantity, JSON.stringify(line.customisation ?? {}),
            line.search_tracking === null ? null : JSON.stringify(line.search_tracking), cap,
          ],
        );
      }
      if (lines.length > 0) await this.bumpVersion(tx, targetId);
      await tx.query('DELETE FROM carts WHERE id = $1', [guest.id]);
    }
  }
}
