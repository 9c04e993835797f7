// Saved items per customer: one per product and colour, at most 50.
import type { WishlistItem } from '@storefront/shared-contracts';
import type { Catalogue } from '../catalogue/catalogue';
import type { Db } from '../db/db';
import { HttpError, badRequest, notFound } from '../http/errors';
import type { WishlistAddInput } from './rules';
import { WISHLIST_LIMIT, WISHLIST_LIMIT_MESSAGE } from './rules';

interface ItemRow {
  product_key: string;
  colour_selected: string;
  line_item_sku: string;
  size_selected: boolean;
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

  /** The product must exist and the sku must be one of its variants in that colour. */
  private check(input: WishlistAddInput): void {
    const product = this.catalogue.productByKey(input.productKey);
    if (!product) throw notFound('PRODUCT_NOT_FOUND', 'We could not find that product.', 'productKey');
    const colourIndex = product.colours.findIndex((c) => c.colour === input.colourSelected);
    if (colourIndex < 0) throw badRequest('INVALID_INPUT', 'That colour is not available for this product.', 'colourSelected');
    const match = product.variants.some(
      (v) => v.colourIndex === colourIndex && (v.sku === input.lineItemSku || v.marketplaceSku === input.lineItemSku),
    );
    if (!match) throw badRequest('INVALID_INPUT', 'lineItemSku does not match this product and colour.', 'lineItemSku');
  }

  async add(userId: string, input: WishlistAddInput): Promise<void> {
    this.check(input);
    await this.db.transaction(async (tx) => {
      // Locks the customer so two adds at once cannot pass the limit together.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
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

  async list(userId: string): Promise<WishlistItem[]> {
    const rows = await this.db.query<ItemRow>(
      'SELECT product_key, colour_selected, line_item_sku, size_selected FROM wishlist_items WHERE user_id = $1 ORDER BY created_at DESC, product_key',
      [userId],
    );
    return rows.map(toItem);
  }
}
