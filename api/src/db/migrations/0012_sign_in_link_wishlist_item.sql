-- A sign-in link asked for while saving to the wishlist (spec 2's
-- /sign-in-link?source=wishlist) carries the item the guest chose: it is
-- saved when the link signs them in, in whichever browser the mail is
-- opened (the dialog's sign-in saves it from the tab; a link cannot).
ALTER TABLE account_links ADD COLUMN wishlist_item jsonb;
