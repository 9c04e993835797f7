import type { CSSProperties } from 'react';
import type { ImageSlide } from './slides';
import { GALLERY_IMAGE_SIZES, SLIDE_SRC_WIDTH, heightFor, imageSrcSet, imageUrl } from './images';
import styles from './gallery.module.css';

export interface SlideImageProps {
  slide: ImageSlide;
  ratio: number;
  /** 95 while zoomed; 80 otherwise, as the shell's server-rendered first image. */
  quality?: 80 | 95;
  /** Overrides `sizes` (a zoomed image is drawn larger than its box). */
  sizes?: string;
  style?: CSSProperties;
}

/** One gallery image; the first one matches the shell's server-rendered LCP image. */
export function SlideImage({ slide, ratio, quality = 80, sizes = GALLERY_IMAGE_SIZES, style }: SlideImageProps) {
  return (
    <img
      className={styles.image}
      src={imageUrl(slide.url, SLIDE_SRC_WIDTH, quality)}
      srcSet={imageSrcSet(slide.url, quality)}
      sizes={sizes}
      width={SLIDE_SRC_WIDTH}
      height={heightFor(SLIDE_SRC_WIDTH, ratio)}
      alt={slide.alt}
      loading={slide.loading}
      fetchPriority={slide.fetchPriority}
      draggable={false}
      style={style}
    />
  );
}
