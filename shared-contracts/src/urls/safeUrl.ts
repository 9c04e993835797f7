// Catalogue, editor and search-rule data is untrusted: only web URLs may reach the page.

/** An absolute http(s) URL, parsed; null for a path, javascript:, data:, anything else or nothing. */
export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The URL when it is same-site relative or http(s), else null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url) return null;
  // "//host" and "/\host" are protocol-relative in browsers: not same-site.
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
