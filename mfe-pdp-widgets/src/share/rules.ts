// The share button's rules (spec 2 §4, §6, §8, §9): the link it shares and
// how long "Link copied" shows. Pure; the component does the calls.

/** 'Link copied' shows this long (spec 2 §9). */
export const LINK_COPIED_MS = 3000;

/** What every shared link carries (spec 2 §9). */
export const SHARE_LINK_PARAMS = { link_source: 'share_button', utm_source: 'pdp_share', utm_medium: 'referral' } as const;

/** The query parameter of a signed-in customer's affiliate id (the spec does not name it). */
export const AFFILIATE_PARAM = 'affiliate_id';

/** Affiliate ids as the api gives them: letters, digits, dashes and underscores, at most 64. */
const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The link to share for a page address: the page as it is (its colour and
 * size stay), without a fragment, with the share parameters set once (an
 * earlier share's are replaced, not repeated) and the affiliate id when
 * there is one. Null for an address that is not http(s).
 */
export function buildShareLink(pageUrl: string, affiliateId?: string | null): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.searchParams.delete(AFFILIATE_PARAM);
  for (const [name, value] of Object.entries(SHARE_LINK_PARAMS)) url.searchParams.set(name, value);
  if (affiliateId && AFFILIATE_ID_PATTERN.test(affiliateId)) url.searchParams.set(AFFILIATE_PARAM, affiliateId);
  return url.href;
}

/** The affiliate id in GET /_api/customer/getCustomer's answer, or null for anything else. */
export function affiliateIdOf(answer: unknown): string | null {
  const customer = typeof answer === 'object' && answer !== null ? (answer as { customer?: unknown }).customer : undefined;
  const id = typeof customer === 'object' && customer !== null ? (customer as { affiliateId?: unknown }).affiliateId : undefined;
  return typeof id === 'string' && AFFILIATE_ID_PATTERN.test(id) ? id : null;
}

/** The short link in POST /_api/url-shorten's answer when it is an http(s) address, else null. */
export function shortUrlOf(answer: unknown): string | null {
  const value = typeof answer === 'object' && answer !== null ? (answer as { shorturl?: unknown }).shorturl : undefined;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether the browser offers its own share sheet for this link (phones do; spec 2 §4). */
export function canShareNatively(nav: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined, url: string): boolean {
  if (!nav || typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return false;
  try {
    return nav.canShare({ url }) === true;
  } catch {
    return false;
  }
}
