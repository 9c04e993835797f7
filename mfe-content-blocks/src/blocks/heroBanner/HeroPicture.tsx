// A hero's image (hero banner, carousel slide, image header) asked for exactly
// as the shell's server draws a content page's first section
// (shared-contracts/content/media: the same URLs, widths and box), so the
// remote's hero replaces the server's without a new download or a shift.
import { heroImageSources, MOBILE_MEDIA } from '@storefront/shared-contracts/content/media';

export interface HeroPictureProps {
  image: { src: string; mobileSrc?: string | undefined; alt: string };
  /** The alt text to give (empty when a link around the image already names it). */
  alt?: string;
  loading: 'eager' | 'lazy';
  className?: string | undefined;
}

export function HeroPicture({ image, alt = image.alt, loading, className }: HeroPictureProps) {
  const sources = heroImageSources({ src: image.src, ...(image.mobileSrc ? { mobileSrc: image.mobileSrc } : {}) });
  if (!sources) return null;
  const eager = loading === 'eager';
  return (
    <picture>
      {sources.mobileSrc && <source media={MOBILE_MEDIA} srcSet={sources.mobileSrcSet ?? sources.mobileSrc} sizes={sources.sizes} />}
      <img
        className={className}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.sizes}
        alt={alt}
        width={1440}
        height={560}
        loading={loading}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}
