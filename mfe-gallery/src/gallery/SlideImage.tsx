import type { ImageSlide } from './slides';
import { GALLERY_IMAGE_SIZES, SLIDE_SRC_WIDTH, heightFor, imageSrcSet, imageUrl } from './images';
import styles from './gallery.module.css';

/** One gallery image; the first one matches the shell's server-rendered LCP image. */
export function SlideImage({ slide, ratio }: { slide: ImageSlide; ratio: number }) {
  return (
    <img
      className={styles.image}
      src={imageUrl(slide.url, SLIDE_SRC_WIDTH)}
      srcSet={imageSrcSet(slide.url)}
      sizes={GALLERY_IMAGE_SIZES}
      width={SLIDE_SRC_WIDTH}
      height={heightFor(SLIDE_SRC_WIDTH, ratio)}
      alt={slide.alt}
      loading={slide.loading}
      fetchPriority={slide.fetchPriority}
      draggable={false}
    />
  );
}
