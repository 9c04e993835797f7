// Iframe block: only embeds from known origins are shown, sandboxed
// (allow-scripts allow-same-origin allow-popups); anything else renders
// nothing (and is logged by the block).

import { parseHttpUrl } from '@storefront/shared-contracts';
import { EDITOR_FRAME_ORIGINS } from '@storefront/shared-contracts/content/media';

/** The origins an editor may embed, besides the page's own (one list with the shell's frame-src). */
export const ALLOWED_IFRAME_ORIGINS: readonly string[] = EDITOR_FRAME_ORIGINS;

export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

/** The src when its origin is allowed (or the page's own), else null. */
export function allowedIframeSrc(src: string, pageOrigin: string | null): string | null {
  const url = parseHttpUrl(src);
  if (!url || url.username || url.password) return null;
  const allowed = ALLOWED_IFRAME_ORIGINS.includes(url.origin) || (pageOrigin !== null && url.origin === pageOrigin);
  return allowed ? url.href : null;
}
