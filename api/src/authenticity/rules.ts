// Which products carry the authenticity badge (issue 20) and the video they
// link to. The catalogue has no such flag of its own: it is derived here from
// what a product already is, deterministically and without drawing from the
// catalogue's random streams (so no other product changes).
import type { AuthenticityInfo, VideoSource } from '@storefront/shared-contracts';

/** Brands sold as luxury pieces, checked before sale. */
export const LUXURY_BRANDS: ReadonlySet<string> = new Set(['Atelier North', 'Maison Verre']);
/** From this GBP price (pence) a luxury brand's product is checked. */
export const LUXURY_FROM_PENCE = 7500;

/** The clip profiles of the authenticity video (api/src/media/videos.ts), portrait 480 × 720. */
export const AUTHENTICITY_VIDEO_PROFILES = { mp4: 'mp4_480p', webm: 'webm_480p' } as const;

export const authenticityVideoPath = (profile: string) => `/media/authenticity/${encodeURIComponent(profile)}`;

/** What the rule reads of a catalogue product (the catalogue passes its records). */
export interface AuthenticitySubject {
  isHostedMarketplace: boolean;
  brand: string;
  variants: ReadonlyArray<{ price: number }>;
}

export const AUTHENTICITY_VIDEO: AuthenticityInfo['video'] = {
  sources: [
    { type: 'MP4', width: 480, height: 720, url: authenticityVideoPath(AUTHENTICITY_VIDEO_PROFILES.mp4) },
    { type: 'WEBM', width: 480, height: 720, url: authenticityVideoPath(AUTHENTICITY_VIDEO_PROFILES.webm) },
  ] satisfies VideoSource[],
};

/**
 * Marketplace items are the preloved ones (their sellers' pieces are checked
 * before they ship); a luxury brand's product from £75 is a luxury piece.
 * Others have none.
 */
export function authenticityKind(record: AuthenticitySubject): AuthenticityInfo['kind'] | null {
  if (record.isHostedMarketplace) return 'preloved';
  const from = Math.min(...record.variants.map((v) => v.price));
  if (LUXURY_BRANDS.has(record.brand) && from >= LUXURY_FROM_PENCE) return 'luxury';
  return null;
}

export function authenticityOf(record: AuthenticitySubject): AuthenticityInfo | null {
  const kind = authenticityKind(record);
  return kind ? { kind, video: AUTHENTICITY_VIDEO } : null;
}
