// 3D view (spec 1 §2): an embedded frame at {host}/viewer/{id}, for products
// with a 3D viewer id (variant attribute voxeloID).
import type { Product } from '@storefront/shared-contracts';
import { variantsOfColour } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';

const VIEWER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The 3D viewer id: the selected colour's, else the product's first. Malformed ids are ignored. */
export function viewer3dId(product: Product, colour: string | undefined): string | null {
  const variants = Array.isArray(product.variants) ? product.variants : [];
  const ofColour = colour === undefined ? [] : variantsOfColour(product, colour);
  for (const variant of [...ofColour, ...variants]) {
    const id = variant?.attributes?.voxeloID;
    if (typeof id === 'string' && VIEWER_ID.test(id)) return id;
  }
  return null;
}

/** The frame's address, or null when the host is not a web URL. */
export function viewer3dUrl(host: string, id: string): string | null {
  const base = safeUrl(host);
  return base ? `${base.replace(/\/+$/, '')}/viewer/${encodeURIComponent(id)}` : null;
}
