-- Saved items: one per customer, product and colour.
CREATE TABLE wishlist_items (
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_key     text NOT NULL,
  colour_selected text NOT NULL,
  line_item_sku   text NOT NULL,
  size_selected   boolean NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_key, colour_selected)
);
