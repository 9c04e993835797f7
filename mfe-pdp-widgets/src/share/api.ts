// The share button's calls (spec 2 §7): the signed-in customer's affiliate id
// and the short link. Same origin, so the session cookie goes along.

import { affiliateIdOf, shortUrlOf } from './rules';

export const SHARE_PATHS = {
  customer: () => '/_api/customer/getCustomer',
  /** `?index` as the spec writes it; the api ignores it. */
  shorten: () => '/_api/url-shorten?index',
} as const;

/** The affiliate id, or null: a failed look-up is ignored (spec 2 §8). */
export async function fetchAffiliateId(): Promise<string | null> {
  try {
    const response = await fetch(SHARE_PATHS.customer(), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return affiliateIdOf(await response.json());
  } catch {
    return null;
  }
}

/** The short link of an address: POST with form field `url`, answered `{ shorturl }`. */
export async function shortenUrl(url: string): Promise<string> {
  const response = await fetch(SHARE_PATHS.shorten(), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({ url }),
  });
  const answer: unknown = await response.json().catch(() => null);
  const short = response.ok ? shortUrlOf(answer) : null;
  if (!short) throw new Error(`url-shorten failed (${response.status})`);
  return short;
}
