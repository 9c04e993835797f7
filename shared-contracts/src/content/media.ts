// How a hero's image is asked for, shared by the content remote's hero and the
// shell server's drawing of the first section: the same URLs and the same box,
// so the remote's hero replaces the server's without a new download or a shift.
import { imageSrcSet } from '../api/paths';
import { safeUrl } from '../urls/safeUrl';

/** Hero boxes (width / height): wide on desktop, portrait-ish on phones (below 768 px). */
export const HERO_ASPECT = { desktop: 1440 / 560, mobile: 4 / 5 } as const;

export const MOBILE_MEDIA = '(max-width: 767.98px)';

export interface HeroImageSources {
  src: string;
  /** Only for this site's image service, which renders any width asked with ?w=. */
  srcSet?: string;
  mobileSrc?: string;
  mobileSrcSet?: string;
  sizes: string;
}

const isImageService = (url: string) => url.startsWith('/images/') && !url.includes('?');

/** The sources of a hero image, or null when its URL is not safe. */
export function heroImageSources(image: { src: string; mobileSrc?: string }): HeroImageSources | null {
  const src = safeUrl(image.src);
  if (!src) return null;
  const mobileSrc = safeUrl(image.mobileSrc) ?? undefined;
  return {
    src,
    ...(isImageService(src) ? { srcSet: imageSrcSet(src) } : {}),
    ...(mobileSrc ? { mobileSrc, ...(isImageService(mobileSrc) ? { mobileSrcSet: imageSrcSet(mobileSrc) } : {}) } : {}),
    sizes: '100vw',
  };
}

/**
 * The origins an editor's iframe section may embed (the content remote draws
 * nothing for others) and the shell's Content-Security-Policy frames: one list.
 */
export const EDITOR_FRAME_ORIGINS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.google.com', // Maps embeds (/maps/embed)
  'https://www.openstreetmap.org', // map embeds (/export/embed.html), the seed's store finder
];
