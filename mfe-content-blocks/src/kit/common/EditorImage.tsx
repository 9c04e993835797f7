// An editor image (values.ts `image`): the mobile source below 768 px when
// given (a <picture>), with width/height or an aspect-ratio box so nothing
// shifts, lazy unless the section is among the first two.
import { safeUrl } from '@storefront/shared-contracts';

export interface EditorImageValue {
  src: string;
  mobileSrc?: string;
  alt: string;
}

export function EditorImage({ image, loading, width, height, className }: { image: EditorImageValue; loading: 'eager' | 'lazy'; width: number; height: number; className?: string }) {
  const src = safeUrl(image.src);
  if (!src) return null;
  const mobile = safeUrl(image.mobileSrc);
  const img = (
    <img className={className} src={src} alt={image.alt} width={width} height={height} loading={loading} decoding="async" fetchPriority={loading === 'eager' ? 'high' : undefined} />
  );
  if (!mobile) return img;
  return (
    <picture>
      <source media="(max-width: 767.98px)" srcSet={mobile} />
      {img}
    </picture>
  );
}
