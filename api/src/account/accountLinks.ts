// One-time links sent by email: a password reset and a sign-in link (spec 2's
// /reset-password and /sign-in-link). A link carries a random token; the
// database keeps its SHA-256 only (account_links, migration 0011). The mail
// itself goes to the outbox (mail_outbox) in the same transaction, for the
// mail service to send.
import { createHash, randomBytes } from 'node:crypto';
import type { WishlistItem } from '@storefront/shared-contracts';
import type { Db } from '../db/db';
import { wishlistAddSchema } from '../wishlist';

export type LinkPurpose = 'password-reset' | 'sign-in-link';

/** How long a link works: a reset link an hour, a sign-in link a quarter of an hour. */
export const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = { 'password-reset': 60, 'sign-in-link': 15 };

/** Mails of one kind to one address an hour; past it nothing more is sent (the answer stays the same). */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

/** A token is 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a text is shaped like a token at all (anything else is refused before the database is asked). */
export const isTokenShaped = (token: unknown): token is string => typeof token === 'string' && TOKEN_PATTERN.test(token);

/** The address path the mail links to, for the page of each purpose. */
export function linkPath(purpose: LinkPurpose, token: string, source?: string): string {
  if (purpose === 'password-reset') return `/reset-password?${new URLSearchParams({ token }).toString()}`;
  return `/sign-in-link?${new URLSearchParams({ token, ...(source ? { source } : {}) }).toString()}`;
}

/**
 * A new link for the customer and its mail in the outbox; false (nothing
 * stored) when the address has had MAILS_PER_ADDRESS_PER_HOUR of this kind
 * within the hour.
 */
export async function sendLink(
  db: Db,
  { userId, email, purpose, fascia, source, wishlistItem }: { userId: string; email: string; purpose: LinkPurpose; fascia: string; source?: string; wishlistItem?: WishlistItem },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recent] = await tx.query<{ count: number | string }>(
      `SELECT count(*) AS count FROM mail_outbox WHERE lower(to_address) = lower($1) AND template = $2 AND created_at > now() - interval '1 hour'`,
      [email, purpose],
    );
    if (Number(recent?.count ?? 0) >= MAILS_PER_ADDRESS_PER_HOUR) return false;
    // Links past their time open nothing: forget them as new ones come (any customer's),
    // and the mail that carried them, sent or not (no link lives a day, and the limit above looks back an hour).
    await tx.query(`DELETE FROM account_links WHERE expires_at < now() - interval '1 day'`);
    await tx.query(`DELETE FROM mail_outbox WHERE created_at < now() - interval '1 day'`);
    const token = randomBytes(32).toString('base64url');
    await tx.query(
      `INSERT INTO account_links (token_hash, user_id, purpose, expires_at, wishlist_item) VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5::jsonb)`,
      [hash(token), userId, purpose, LINK_LIFETIME_MINUTES[purpose], wishlistItem ? JSON.stringify(wishlistItem) : null],
    );
    await tx.query('INSERT INTO mail_outbox (to_address, template, fascia, link) VALUES ($1, $2, $3, $4)', [email, purpose, fascia, linkPath(purpose, token, source)]);
    return true;
  });
}

export interface UsedLink {
  userId: string;
  /** The item a guest was saving to the wishlist when they asked for the link; null without one. */
  wishlistItem: WishlistItem | null;
}

/**
 * Uses a link: the customer it was sent to, when the token is one of this
 * purpose, unused and unexpired; undefined otherwise. One statement checks and
 * marks it, so it works once.
 */
export async function useLink(db: Db, token: string, purpose: LinkPurpose): Promise<UsedLink | undefined> {
  const rows = await db.query<{ user_id: string; wishlist_item: unknown }>(
    `UPDATE account_links SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, wishlist_item`,
    [hash(token), purpose],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { userId: row.user_id, wishlistItem: storedItem(row.wishlist_item) };
}

/**
 * The wishlist item a link of this purpose carries, used, expired or not (until
 * it is forgotten, a day after expiry): a shopper asking for a new link in place
 * of one that no longer works keeps the item. Null for an unknown token.
 */
export async function linkItem(db: Db, token: string, purpose: LinkPurpose): Promise<WishlistItem | null> {
  const rows = await db.query<{ wishlist_item: unknown }>('SELECT wishlist_item FROM account_links WHERE token_hash = $1 AND purpose = $2', [hash(token), purpose]);
  return rows[0] ? storedItem(rows[0].wishlist_item) : null;
}

/** Checked when it was stored; read again as any stored data is (a driver's jsonb may come as text). */
function storedItem(value: unknown): WishlistItem | null {
  const stored = typeof value === 'string' ? safeJson(value) : value;
  const item = stored === null || stored === undefined ? null : wishlistAddSchema.safeParse(stored);
  return item?.success ? item.data : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every unused link of the purpose the customer still has stops working (a password changed). */
export async function retireLinks(db: Db, userId: string, purpose: LinkPurpose): Promise<void> {
  await db.query('UPDATE account_links SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
}

export interface OutboxMail {
  template: LinkPurpose;
  fascia: string;
  link: string;
  createdAt: string;
}

/** The mail to an address, newest first (the test mailbox). */
export async function mailTo(db: Db, email: string): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT template, fascia, link, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
     FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 20`,
    [email],
  );
}
