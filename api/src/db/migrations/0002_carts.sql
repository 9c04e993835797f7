-- Baskets: one per owner (a guest session or a customer) and fascia, since
-- each fascia prices in its own currency.
CREATE TABLE carts (
  id         text PRIMARY KEY,
  session_id text REFERENCES sessions(id) ON DELETE CASCADE,
  user_id    text REFERENCES users(id) ON DELETE CASCADE,
  fascia     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((session_id IS NULL) <> (user_id IS NULL))
);
CREATE UNIQUE INDEX carts_session_fascia ON carts(session_id, fascia) WHERE session_id IS NOT NULL;
CREATE UNIQUE INDEX carts_user_fascia ON carts(user_id, fascia) WHERE user_id IS NOT NULL;

CREATE TABLE cart_lines (
  id              text PRIMARY KEY,
  -- Insertion order: lines are listed in the order they were first added.
  seq             bigint GENERATED ALWAYS AS IDENTITY,
  cart_id         text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  sku             text NOT NULL,
  quantity        integer NOT NULL CHECK (quantity > 0),
  customisation   jsonb NOT NULL DEFAULT '{}'::jsonb,
  search_tracking jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- The same sku with the same customisation is one line.
CREATE UNIQUE INDEX cart_lines_item ON cart_lines(cart_id, sku, customisation);
