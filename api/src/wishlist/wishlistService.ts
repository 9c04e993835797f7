// Saved items per customer: one per product and colour, at most 50.
import type { FasciaSettings, WishlistEntry, WishlistItem, WishlistSize } from '@storefront/shared-contracts';
import { compareSizes } from '@storefront/shared-contracts';
import type { Catalogue } from '../catalogue';
import type { Db } from '../db/db';
import { HttpError, badRequest, notFound } from '../http/errors';
import { productCard } from '@storefront/search-service';
import type { WishlistAddInput } from './rules';
import { WISHLIST_LIMIT, WISHLIST_LIMIT_MESSAGE } from './rules';

interface ItemRow {
  product_key: string;
  colour_selected: string;
  line_item_sku: string;
  size_selected: boolean;
}

interface EntryRow extends ItemRow {
  saved_at: string;
}

const toItem = (row: ItemRow): WishlistItem => ({
  productKey: row.product_key,
  colourSelected: row.colour_selected,
  lineItemSku: row.line_item_sku,
  sizeSelected: row.size_selected,
});

export class WishlistService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
  ) {}

  /** The product must exist and the sku must be one of its variants in that colour (404 or 400 otherwise). */
  check(input: WishlistAddInput): void {
    const product = this.catalogue.productByKey(input.productKey);
    if (!product) throw notFound('PRODUCT_NOT_FOUND', 'We could not find that product.', 'productKey');
    const colourIndex = product.colours.findIndex((c) => c.colour === input.colourSelected);
    if (colourIndex < 0) throw badRequest('INVALID_INPUT', 'That colour is not available for this product.', 'colourSelected');
    const match = product.variants.some(
      (v) => v.colourIndex === colourIndex && (v.sku === input.lineItemSku || v.marketplaceSku === input.lineItemSku),
    );
    if (!match) throw badRequest('INVALID_INPUT', 'lineItemSku does not match this product and colour.', 'lineItemSku');
  }

  /** `db` may be a caller's transaction (a line moved from the bag), which the save then joins. */
  async add(userId: string, input: WishlistAddInput, db: Db = this.db): Promise<void> {
    this.check(input);
    await db.transaction(async (tx) => {
      // Locks the customer so two adds at once cannot pass the limit together.
      // NO KEY UPDATE: the strongest lock needed, and one that does not wait
      // for (or deadlock with) a sign-in or an add holding the key-share lock
      // their inserts referencing the customer take, while a move from the
      // bag holds the cart's lock.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
      const existing = await tx.query('SELECT 1 FROM wishlist_items WHERE user_id = $1 AND product_key = $2 AND colour_selected = $3', [
        userId, input.productKey, input.colourSelected,
      ]);
      if (existing.length === 0) {
        const [count] = await tx.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM wishlist_items WHERE user_id = $1', [userId]);
        if (Number(count?.count ?? 0) >= WISHLIST_LIMIT) {
          throw new HttpError(409, 'WISHLIST_LIMIT', WISHLIST_LIMIT_MESSAGE, undefined, { success: false });
        }
      }
      await tx.query(
        `INSERT INTO wishlist_items (user_id, product_key, colour_selected, line_item_sku, size_selected)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, product_key, colour_selected)
         DO UPDATE SET line_item_sku = EXCLUDED.line_item_sku, size_selected = EXCLUDED.size_selected`,
        [userId, input.productKey, input.colourSelected, input.lineItemSku, input.sizeSelected],
      );
    });
  }

  /** True when an item was removed. */
  async remove(userId: string, productKey: string, colourSelected: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM wishlist_items WHERE user_id = $1 AND product_key = $2 AND colour_selected = $3 RETURNING product_key',
      [userId, productKey, colourSelected],
    );
    return rows.length > 0;
  }

  async saved(userId: string, productKey: string, colourSelected: string): Promise<WishlistItem | null> {
    const [row] = await this.db.query<ItemRow>(
      'SELECT product_key, colour_selected, line_item_sku, size_selected FROM wishlist_items WHERE user_id = $1 AND product_key = $2 AND colour_selected = $3',
      [userId, productKey, colourSelected],
    );
    return row ? toItem(row) : null;
  }

  /** The wishlist page: every saved item, newest first, with its card and sizes in the fascia. */
  async entries(userId: string, fascia: FasciaSettings): Promise<WishlistEntry[]> {
    // The time as ISO text in SQL, so PGlite and node-postgres answer the same.
    const rows = await this.db.query<EntryRow>(
      `SELECT product_key, colour_selected, line_item_sku, size_selected,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS saved_at
         FROM wishlist_items WHERE user_id = $1 ORDER BY created_at DESC, product_key`,
      [userId],
    );
    return rows.map((row) => this.entry(row, fascia));
  }

  /**
   * A saved item as the page shows it: the product's card in the saved
   * colour and that colour's sizes in chart order; no card and no sizes when
   * the product is not sold in this fascia (or no longer exists), so the page
   * can offer removing it.
   */
  private entry(row: EntryRow, fascia: FasciaSettings): WishlistEntry {
    const item = toItem(row);
    const record = this.catalogue.productByKey(item.productKey);
    if (!record || !this.catalogue.isSoldIn(record, fascia.key)) return { ...item, savedAt: row.saved_at, card: null, sizes: [] };
    const colourIndex = record.colours.findIndex((colour) => colour.colour === item.colourSelected);
    const sizes: WishlistSize[] = record.variants
      .filter((variant) => variant.colourIndex === colourIndex)
      .map((variant) => ({ size: record.sizes[variant.sizeIndex] ?? '', sku: variant.sku, isOnStock: variant.quantity > 0 }))
      .sort((a, b) => compareSizes(a.size, b.size));
    const card = productCard(this.catalogue.toProduct(record, fascia), fascia, item.colourSelected);
    return { ...item, savedAt: row.saved_at, card, sizes };
  }
}
