// Baskets in the database: one per owner and fascia. Adds run in one
// transaction: a bad item, too little stock or a line past the limit of 10
// stores nothing. The transaction locks the cart's row first, so concurrent
// adds to one bag (and a sign-in merging into it) take turns and each one's
// checks see what the one before stored.
import type { BasketLine, Cart, FasciaSettings } from '@storefront/shared-contracts';
import { randomUUID } from 'node:crypto';
import { createSession } from '../account/users';
import type { Catalogue } from '../catalogue/catalogue';
import { CUSTOMISATION_GROUPS } from '../catalogue/customisation';
import type { ProductRecord, VariantRecord } from '../catalogue/generate';
import { priceIn } from '../catalogue/pricing';
import type { Db } from '../db/db';
import { HttpError, badRequest } from '../http/errors';
import type { CartOwner } from '../http/shopper';
import { productImagePath } from '../images/urls';
import type { ParsedItem } from './rules';
import { checkLineLimit, mergedLineCap, stockMessage, validateCustomisation } from './rules';

interface LineRow {
  id: string;
  sku: string;
  quantity: number;
  customisation: Record<string, string> | null;
}

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

  private toLine(row: LineRow, fascia: FasciaSettings): BasketLine | null {
    const match = this.catalogue.variantBySku(row.sku);
    if (!match) return null;
    const { product, variant } = match;
    const colour = product.colours[variant.colourIndex];
    const customisation = row.customisation && Object.keys(row.customisation).length ? row.customisation : undefined;
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
      unitPrice: { centAmount: priceIn(fascia.currency, variant.price), currencyCode: fascia.currency },
      image: productImagePath(product.key, variant.colourIndex * product.views),
      isOnStock: variant.quantity > 0,
      ...(customisation ? { customisation } : {}),
    };
  }

  private async lines(db: Db, cartId: string, fascia: FasciaSettings): Promise<BasketLine[]> {
    const rows = await db.query<LineRow>('SELECT id, sku, quantity, customisation FROM cart_lines WHERE cart_id = $1 ORDER BY seq', [cartId]);
    return rows.map((row) => this.toLine(row, fascia)).filter((line): line is BasketLine => line !== null);
  }

  private async buildCart(db: Db, cartId: string | null, fascia: FasciaSettings): Promise<Cart> {
    const lines = cartId ? await this.lines(db, cartId, fascia) : [];
    return {
      id: cartId ?? '',
      fascia: fascia.key,
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalPrice: {
        centAmount: lines.reduce((sum, line) => sum + line.unitPrice.centAmount * line.quantity, 0),
        currencyCode: fascia.currency,
      },
    };
  }

  /** The owner's basket in this fascia; the empty shape (id '') when there is none. */
  async cart(owner: CartOwner | null, fascia: FasciaSettings): Promise<Cart> {
    return this.buildCart(this.db, await this.findCartId(this.db, owner, fascia), fascia);
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
        if (variant.quantity <= 0) throw new HttpError(409, 'OUT_OF_STOCK', stockMessage(0, already));
        // The line as stored so far, this add's earlier items included (the same sku twice).
        const [inLine] = await tx.query<{ quantity: number }>(
          'SELECT quantity FROM cart_lines WHERE cart_id = $1 AND sku = $2 AND customisation = $3::jsonb',
          [cartId, variant.sku, JSON.stringify(customisation)],
        );
        checkLineLimit(inLine?.quantity ?? 0, item.quantity);
        if (already + item.quantity > variant.quantity) {
          throw new HttpError(409, 'INSUFFICIENT_STOCK', stockMessage(variant.quantity, already));
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
      await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);

      const cart = await this.buildCart(tx, cartId, fascia);
      cart.lastAdded = cart.lines.filter((line) => added.has(line.id)).map((line) => ({ ...line, quantity: added.get(line.id) ?? line.quantity }));
      return { cart, ...(createdSessionId ? { createdSessionId } : {}) };
    });
  }

  /**
   * On sign-in the guest's baskets join the customer's (per fascia): the same
   * item adds up, each line capped at the limit of 10 and at the stock when
   * there is any.
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
      await tx.query('DELETE FROM carts WHERE id = $1', [guest.id]);
    }
  }
}
