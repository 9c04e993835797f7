// Search personalisation and insights identify the shopper (spec 1 §6): the
// user id when signed in, else an anonymous id kept in the `_ALGOLIA` cookie
// (the cookie Algolia's own insights library uses, so both agree).
import type { User } from '@storefront/shared-contracts';

export const ANONYMOUS_TOKEN_COOKIE = '_ALGOLIA';
/** Six months, as search-insights keeps it. */
export const ANONYMOUS_TOKEN_MAX_AGE_S = 180 * 24 * 60 * 60;

/** What the search and insights APIs accept as a user token. */
const TOKEN = /^[a-zA-Z0-9_=/+:-]{1,129}$/;

export interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string, maxAgeSeconds: number): void;
}

export const documentCookies: CookieJar = {
  read(name) {
    const prefix = `${name}=`;
    for (const part of document.cookie.split(';')) {
      const cookie = part.trim();
      if (cookie.startsWith(prefix)) {
        try {
          return decodeURIComponent(cookie.slice(prefix.length));
        } catch {
          return null;
        }
      }
    }
    return null;
  },
  write(name, value, maxAgeSeconds) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
  },
};

/** A user id as a valid token: other characters become "_", at most 129 characters. */
export function asUserToken(id: string): string {
  return id.replace(/[^a-zA-Z0-9_=/+:-]/g, '_').slice(0, 129);
}

export function userTokenFor(
  user: Pick<User, 'id' | 'guest'> | undefined,
  cookies: CookieJar = documentCookies,
  newId: () => string = () => crypto.randomUUID(),
): string {
  if (user && !user.guest && user.id) return asUserToken(user.id);
  const kept = cookies.read(ANONYMOUS_TOKEN_COOKIE);
  if (kept && TOKEN.test(kept)) return kept;
  const token = asUserToken(`anonymous-${newId()}`);
  cookies.write(ANONYMOUS_TOKEN_COOKIE, token, ANONYMOUS_TOKEN_MAX_AGE_S);
  return token;
}
