// The share button's short links (spec 2 §4, §7, issue 20): which addresses
// may be shortened, and the codes. Pure functions; the service stores them.
import { randomBytes } from 'node:crypto';
import { parseHttpUrl } from '@storefront/shared-contracts';

/** Longer addresses are refused (browsers and chat apps cut them anyway). */
export const SHORT_URL_MAX_LENGTH = 2048;
/** Code length: 62^7 ≈ 3.5 × 10^12 codes, so guessing one that exists is hopeless. */
export const SHORT_CODE_LENGTH = 7;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{7}$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The path prefixes that are not pages of the site: the api, the search service, short links themselves. */
export const NOT_PAGE_PREFIXES = ['/_api/', '/1/', '/s/'] as const;

export const SHARE_URL_MESSAGES = {
  missing: 'Give the address of a page on this site to shorten.',
  tooLong: 'That address is too long to shorten.',
  notAbsolute: 'Give the full address of a page on this site, starting with http:// or https://.',
  credentials: 'An address with a user name or password cannot be shortened.',
  otherSite: 'Only addresses of this site can be shortened.',
  notAPage: 'That address is not a page on this site.',
} as const;

export type ShareUrlCheck = { ok: true; url: string } | { ok: false; message: string };

function originOf(text: string): string | null {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * Whether `raw` may be shortened for a request whose own origin is
 * `ownOrigin` (`protocol://host[:port]`): an absolute http(s) address of that
 * origin, a page path (not the api's, not another short link), without
 * credentials. The address is given back normalised (`URL.href`), so the same
 * page written two ways gets one code.
 */
export function checkShareUrl(raw: unknown, ownOrigin: string): ShareUrlCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: SHARE_URL_MESSAGES.missing };
  if (raw.length > SHORT_URL_MAX_LENGTH) return { ok: false, message: SHARE_URL_MESSAGES.tooLong };
  const url = parseHttpUrl(raw.trim());
  if (!url) return { ok: false, message: SHARE_URL_MESSAGES.notAbsolute };
  if (url.username || url.password) return { ok: false, message: SHARE_URL_MESSAGES.credentials };
  const own = originOf(ownOrigin);
  if (own === null || url.origin !== own) return { ok: false, message: SHARE_URL_MESSAGES.otherSite };
  // "//host/..." as a path would be read as another site by a browser following the redirect.
  if (url.pathname.startsWith('//') || NOT_PAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    return { ok: false, message: SHARE_URL_MESSAGES.notAPage };
  }
  if (url.href.length > SHORT_URL_MAX_LENGTH) return { ok: false, message: SHARE_URL_MESSAGES.tooLong };
  return { ok: true, url: url.href };
}

/** Where a stored address redirects: its path, query and fragment on the site that is asked (never another host). */
export function redirectLocation(stored: string): string {
  const url = new URL(stored);
  const path = url.pathname.startsWith('//') ? `/${url.pathname.replace(/^\/+/, '')}` : url.pathname;
  return `${path}${url.search}${url.hash}`;
}

/** A random code of SHORT_CODE_LENGTH base-62 characters, without modulo bias. */
export function randomShortCode(random: (size: number) => Uint8Array = randomBytes): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of random(16)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}
