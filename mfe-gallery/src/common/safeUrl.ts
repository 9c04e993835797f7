// Catalogue and editor data is untrusted: only web URLs and plain colours may reach the page.
export { safeUrl } from '@storefront/shared-contracts';

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A swatch colour when it is a plain hex colour, else null. */
export function safeHexColour(value: unknown): string | null {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim()) ? value.trim() : null;
}

export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
