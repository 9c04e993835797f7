// Catalogue and editor data is untrusted: only web URLs may reach the page.

/** The URL when it is same-site relative or http(s), else null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A swatch colour when it is a plain hex colour, else null. */
export function safeHexColour(value: unknown): string | null {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim()) ? value.trim() : null;
}

export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
