-- A cart's version: every change to the bag (an add, a quantity change, a
-- removal, a move to the wishlist, a sign-in merging a guest bag into it)
-- raises it by one in the change's own transaction. Line changes name the
-- version the page saw (If-Match) and are refused when the bag has moved on,
-- so two tabs cannot overwrite each other's changes unseen.
ALTER TABLE carts ADD COLUMN version integer NOT NULL DEFAULT 0;
