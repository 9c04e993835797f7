// Maps a path to one of the shell's routes (spec 1 §2, spec 2 §2, spec 3 §2).
import type { RouteInfo } from '@storefront/shared-contracts';

const patterns: Array<{ name: ShellRouteName; re: RegExp; keys: string[] }> = [
  { name: 'product', re: /^\/product\/([^/]+)\/?$/, keys: ['slug'] },
  { name: 'premier', re: /^\/premier\/([^/]+)\/?$/, keys: ['slug'] },
  { name: 'search', re: /^\/search\/?$/, keys: [] },
  { name: 'category', re: /^\/categories\/([^/]+)\/facet\/collection\/([^/]+)\/?$/, keys: ['slug', 'brand'] },
  { name: 'category', re: /^\/categories\/([^/]+)\/?$/, keys: ['slug'] },
  { name: 'content', re: /^\/pages\/(.+?)\/?$/, keys: ['path'] },
  { name: 'basket', re: /^\/basket\/?$/, keys: [] },
  { name: 'checkout', re: /^\/checkout\/?$/, keys: [] },
  { name: 'wishlist', re: /^\/wishlist\/?$/, keys: [] },
  { name: 'signUp', re: /^\/sign-up\/?$/, keys: [] },
  { name: 'resetPassword', re: /^\/reset-password\/?$/, keys: [] },
  { name: 'signInLink', re: /^\/sign-in-link\/?$/, keys: [] },
  // The release page (issue 63): staff only, no remote on it (src/releases/).
  { name: 'releases', re: /^\/releases\/?$/, keys: [] },
  { name: 'home', re: /^\/?$/, keys: [] },
];

/** The shell's routes: the shopper pages remotes are told of (RouteInfo), and the staff's release page, which no remote is on. */
export type ShellRouteName = RouteInfo['name'] | 'home' | 'releases';

export interface MatchedRoute extends Omit<RouteInfo, 'name'> {
  name: ShellRouteName;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function matchRoute(path: string, search = ''): MatchedRoute {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  for (const p of patterns) {
    const m = p.re.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    let ok = true;
    p.keys.forEach((key, i) => {
      const decoded = safeDecode(m[i + 1] ?? '');
      if (decoded === null) ok = false;
      else params[key] = decoded;
    });
    if (ok) return { name: p.name, path, params, query };
  }
  return { name: 'notFound', path, params: {}, query };
}
