// The product image gallery: the selected colour's images in a box of the
// fascia's aspect ratio, the same box the shell reserves for its
// server-rendered first image, so nothing moves when the gallery mounts.
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { FasciaSettings, Product, RouteInfo } from '@storefront/shared-contracts';
import { Carousel } from './Carousel';
import { MediaActions } from './MediaActions';
import { ImageBadges } from '../badges/ImageBadges';
import { SelectedToggle } from '../admin-preview/SelectedToggle';
import { SocialProofBanner } from '../social-proof/SocialProofBanner';
import { gallerySlides } from './slides';
import { useGalleryColour } from './useGalleryColour';
import styles from './gallery.module.css';

export interface ProductGalleryProps {
  product: Product;
  fascia: FasciaSettings;
  route: RouteInfo;
  /** The page's badges (category-wide ones included), untrusted. */
  badges?: unknown;
}

/** Remount (key) on a product change: the active slide goes back to 0. */
export function ProductGallery({ product, fascia, route, badges }: ProductGalleryProps) {
  const { t } = useTranslation();
  const colour = useGalleryColour(product, route.query.colour);
  const slides = useMemo(
    () =>
      colour === undefined
        ? []
        : gallerySlides(product, colour, {
            imageAlt: (n, total) => t('gallery.imageAlt', { name: product.name, n, total }),
            videoLabel: t('media.videoLabel', { name: product.name }),
          }),
    [product, colour, t],
  );
  const ratio = fascia.imageAspectRatio > 0 ? fascia.imageAspectRatio : 1;
  const box: CSSProperties = { aspectRatio: `1 / ${ratio}` };

  return (
    // The WAI-ARIA carousel pattern: a named group described as a carousel.
    <div className={styles.gallery} style={box} role="group" aria-roledescription={t('gallery.carousel')} aria-label={t('gallery.label')}>
      {/* A new colour is a new set of images: start again at the first. */}
      {slides.length > 0 && <Carousel key={colour} slides={slides} ratio={ratio} product={product} />}
      {slides.length > 0 && <MediaActions product={product} colour={colour} fascia={fascia} />}
      <ImageBadges product={product} colour={colour} fascia={fascia} badges={badges} />
      <SelectedToggle product={product} colour={colour} />
      <SocialProofBanner product={product} fascia={fascia} />
    </div>
  );
}
