// The product page's social gallery (spec 2 §2 widget screens, §4, §8, §9):
// the shared social feed (src/social, also the content pages' socials
// carousel) as a board or a carousel, per the slot's `layout` setting (board
// by default), asking for the tags of the product's category and department.
// A below-the-fold slot: the board's chunk has no carousel or Swiper code.
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { createParcel } from '@storefront/shared-contracts/parcel';
import { gallerySettings } from '../social/gallery';
import { SocialFeed } from '../social/SocialFeed';

export function SocialGalleryParcel({ page, fascia, slot }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.id !== 'string' || !fascia?.social?.siteId || !fascia.social.apiKey) return null;
  const settings = gallerySettings(slot?.settings, product.categories);
  return (
    <SocialFeed
      // A new product starts again: all channels, no tag chosen, first rows.
      key={product.id}
      fascia={fascia}
      title={settings.title}
      layout={settings.layout}
      channels={settings.channels}
      tags={settings.tags}
      board={settings.board}
      imageLoading="lazy"
    />
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('contentBlocks/SocialGallery', SocialGalleryParcel);
