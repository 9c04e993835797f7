// Gift-with-purchase cards' rules (spec 2 §2, §3): the gift of a variant
// (`gwpSku`, `gwpDescription`) and the card variants. Catalogue data is
// untrusted: a gift needs both fields, as text, and a sku of the usual form.
import type { Variant } from '@storefront/shared-contracts';

/** The card variants (spec 2 §2), a slot setting; anything else is `default`. */
export const GIFT_CARD_VARIANTS = ['pdp', 'basket', 'default'] as const;
export type GiftCardVariant = (typeof GIFT_CARD_VARIANTS)[number];

export function giftCardVariant(setting: unknown): GiftCardVariant {
  return (GIFT_CARD_VARIANTS as readonly unknown[]).includes(setting) ? (setting as GiftCardVariant) : 'default';
}

export interface Gift {
  sku: string;
  description: string;
}

const SKU_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** The variant's gift, or null when it has none (or its data is not usable). */
export function giftOf(variant: Pick<Variant, 'attributes'> | undefined): Gift | null {
  const sku = variant?.attributes?.gwpSku;
  const description = variant?.attributes?.gwpDescription;
  if (typeof sku !== 'string' || !SKU_PATTERN.test(sku) || typeof description !== 'string' || description.trim() === '') return null;
  return { sku, description: description.trim() };
}

/** The path of the gift's look-up in the api (api/src/gwp/routes.ts). */
export const giftPath = (sku: string) => `/_api/gift-with-purchase/${encodeURIComponent(sku)}`;

/** The part of the look-up's answer the card shows: the gift's name and a same-site picture. */
export interface GiftDetails {
  name: string;
  image: string;
}

/** Reads GET /_api/gift-with-purchase/{sku}'s answer; null for anything unusable. */
export function giftDetailsOf(answer: unknown): GiftDetails | null {
  const gift = typeof answer === 'object' && answer !== null ? (answer as { gift?: unknown }).gift : undefined;
  if (typeof gift !== 'object' || gift === null) return null;
  const { name, image } = gift as { name?: unknown; image?: unknown };
  // Only a path of this site: not "//host", not "/\host", not another scheme.
  if (typeof name !== 'string' || name.trim() === '' || typeof image !== 'string' || !/^\/(?![/\\])/.test(image)) return null;
  return { name: name.trim(), image };
}
