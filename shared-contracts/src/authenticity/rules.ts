// The authenticity badge's rule (issue 20): a product carries it when its
// data has a known kind and at least one playable video source of this site.
// Catalogue data is untrusted: anything else shows no badge. Shared by the
// badge (mfe-pdp-widgets) and the shell's server, which keeps its room.
import type { AuthenticityInfo, Product } from '../entities/product';
import { safeUrl } from '../urls/safeUrl';

export type AuthenticityKind = AuthenticityInfo['kind'];

export interface AuthenticityVideoSource {
  src: string;
  type: 'video/mp4' | 'video/webm';
}

export interface Authenticity {
  kind: AuthenticityKind;
  sources: AuthenticityVideoSource[];
}

const KINDS: readonly AuthenticityKind[] = ['luxury', 'preloved'];
const TYPES = { MP4: 'video/mp4', WEBM: 'video/webm' } as const;

/** Only this site's paths: the api's local clips. */
const sitePath = (url: unknown): string | null => {
  const safe = safeUrl(url);
  return safe && safe.startsWith('/') ? safe : null;
};

export function authenticityOf(product: Pick<Product, 'authenticity'> | undefined): Authenticity | null {
  const info = product?.authenticity;
  if (!info || !KINDS.includes(info.kind) || !Array.isArray(info.video?.sources)) return null;
  const sources = info.video.sources.flatMap((source) => {
    const src = sitePath(source?.url);
    const type = source && Object.hasOwn(TYPES, source.type) ? TYPES[source.type] : null;
    return src && type ? [{ src, type }] : [];
  });
  return sources.length > 0 ? { kind: info.kind, sources } : null;
}
