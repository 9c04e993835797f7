// The social-proof entry comes from the api: keep only well-formed messages
// that are meant for this product, so bad data drops a message, never the page.
import type { SocialProofMessage } from '@storefront/shared-contracts';

/** Longer texts are not a banner line; they are dropped as malformed. */
export const MAX_MESSAGE_LENGTH = 300;

export interface BannerMessage extends SocialProofMessage {
  /** Stable identity for rotation and dismissal. */
  key: string;
}

function isMessage(value: unknown): value is SocialProofMessage {
  if (!value || typeof value !== 'object') return false;
  const { code, text } = value as Record<string, unknown>;
  return typeof code === 'string' && code.trim() !== '' && typeof text === 'string' && text.trim() !== '' && text.length <= MAX_MESSAGE_LENGTH;
}

/**
 * The messages of an entry for a product, in order, duplicates removed. An
 * entry that names other products, or is not an entry at all, gives none.
 */
export function bannerMessages(entry: unknown, productId: string): BannerMessage[] {
  if (!entry || typeof entry !== 'object') return [];
  const { productIds, messages } = entry as Record<string, unknown>;
  if (Array.isArray(productIds) && !productIds.includes(productId)) return [];
  if (!Array.isArray(messages)) return [];
  const seen = new Set<string>();
  const result: BannerMessage[] = [];
  for (const message of messages) {
    if (!isMessage(message)) continue;
    const code = message.code.trim();
    const key = `${code}\u0000${message.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ code, text: message.text, key });
  }
  return result;
}
