// The premier membership product (spec 3 §4, §6): guests are asked to sign
// up and add; an active member with an expiry date sees the membership line
// instead of the add button; any other signed-in shopper adds as usual.
// Shared: mfe-listing's card and the cards other remotes draw where that card
// cannot be had read the same rule.
import type { ProductCardData } from '../entities/card';
import type { User } from '../entities/user';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PremierAction = { kind: 'add' } | { kind: 'sign-up-and-add' } | { kind: 'membership-active'; expiry: string };

export function premierAction(product: Pick<ProductCardData, 'isPremier'>, user: Pick<User, 'guest' | 'premierExpiry'> | undefined, now: Date): PremierAction {
  if (!product.isPremier) return { kind: 'add' };
  if (!user || user.guest) return { kind: 'sign-up-and-add' };
  const expiry = user.premierExpiry;
  // A date without a time is valid until that day ends.
  const expiresAt = expiry ? Date.parse(expiry) + (/^\d{4}-\d{2}-\d{2}$/.test(expiry) ? DAY_MS - 1 : 0) : Number.NaN;
  if (expiry && Number.isFinite(expiresAt) && expiresAt >= now.getTime()) return { kind: 'membership-active', expiry };
  return { kind: 'add' };
}
