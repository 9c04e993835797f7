// The share button's rules (spec 2 §4, §6, §8, §9): the link it shares, how
// long "Link copied" shows and where the share sheet is used (Android and
// iOS). Pure; the component does the calls.
import { parseHttpUrl } from '@storefront/shared-contracts';

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
  const url = parseHttpUrl(pageUrl);
  if (!url) return null;
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
  return typeof value === 'string' ? (parseHttpUrl(value)?.href ?? null) : null;
}

/** What a browser says of its device: the navigator fields the share rule reads. */
export interface DeviceHints {
  userAgent?: string;
  /** navigator.platform: 'MacIntel' on a Mac, and on an iPad asking for desktop pages. */
  platform?: string;
  maxTouchPoints?: number;
  /** User-Agent Client Hints (Chromium browsers): 'Android', 'Windows', 'macOS'... */
  userAgentData?: { platform?: string; mobile?: boolean };
}

export type MobileOs = 'android' | 'ios';

/**
 * Android or iOS (iPadOS counts as iOS), else null. The client hints' platform
 * decides where the browser gives one (a tablet is Android whatever its
 * `mobile`; a desktop is not a phone for being small); else the user agent:
 * Android, iPhone, iPad or iPod, or a Mac with a touch screen, which is an
 * iPad asking for desktop pages (no Mac has one).
 */
export function mobileOsOf(hints: DeviceHints | undefined): MobileOs | null {
  if (!hints) return null;
  const hinted = hints.userAgentData?.platform?.trim().toLowerCase();
  if (hinted) return hinted === 'android' ? 'android' : hinted === 'ios' || hinted === 'ipados' ? 'ios' : null;
  const ua = hints.userAgent ?? '';
  if (/\bAndroid\b/i.test(ua)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  const mac = /\bMacintosh\b/.test(ua) || hints.platform === 'MacIntel';
  return mac && (hints.maxTouchPoints ?? 0) > 1 ? 'ios' : null;
}

/**
 * Whether the link goes to the browser's own share sheet: on Android and iOS
 * when the browser can share it (spec 2 §4); elsewhere, even where a desktop
 * browser has a share sheet, the link is copied.
 */
export function canShareNatively(nav: (DeviceHints & Partial<Pick<Navigator, 'share' | 'canShare'>>) | undefined, url: string): boolean {
  if (!nav || mobileOsOf(nav) === null || typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return false;
  try {
    return nav.canShare({ url }) === true;
  } catch {
    return false;
  }
}
