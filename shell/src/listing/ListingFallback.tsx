// What the listing slot shows until mfe-listing has mounted: the page heading
// and, when the server found them, the first results as plain cards (image,
// brand, name, price), so the largest paint of a search or category page needs
// no remote. The listing draws the same cards, at the same image size, in their
// place (CARD_IMAGE_* of shared-contracts), and keeps them until its own first
// answer arrives.
import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import {
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTH,
  cardImages,
  cardInitialColour,
  cardLink,
  imageSrcSet,
  imageUrl,
  shownPrice,
  toCardData,
  type FasciaSettings,
  type ProductCardData,
} from '@storefront/shared-contracts';
import type { BootData } from '../boot';
import { listingHeading } from './heading';


export function ListingFallback({ boot }: { boot: BootData }) {
  const { t } = useTranslation();
  const { route, fascia, listingPreview } = boot;
  const hits = listingPreview?.hits ?? [];
  const heading = listingHeading(route, hits, t);
  const cards = hits.flatMap((hit) => {
    const card = toCardData(hit);
    return card ? [{ key: hit.objectID, card }] : [];
  });
  return (
    <div className="sf-listing-fallback">
      <h1 className="sf-listing-heading">{heading}</h1>
      {cards.length > 0 && <div className={`sf-listing-tools sf-listing-tools-${route.name}`} aria-hidden="true" />}
      {cards.length > 0 && (
        // Not marked busy: on a phone these stay the results until the shopper's
        // first touch, and a screen reader may hold back a busy list's contents.
        <ul className="sf-listing-grid" aria-label={t('listing.results')}>
          {cards.map(({ key, card }, i) => (
            <li key={key}>
              <PreviewCard product={card} fascia={fascia} position={i} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PreviewCard({ product, fascia, position }: { product: ProductCardData; fascia: FasciaSettings; position: number }) {
  const { t } = useTranslation();
  const nameId = useId();
  const colour = cardInitialColour(product);
  const link = cardLink(product, colour);
  const price = shownPrice(product.price, fascia);
  return (
    <article className="sf-listing-card" aria-labelledby={nameId}>
      <a href={link} tabIndex={-1} className="sf-listing-media" style={{ aspectRatio: `1 / ${fascia.imageAspectRatio}` }}>
        <PreviewImage product={product} fascia={fascia} position={position} />
      </a>
      {product.brand && <p className="sf-listing-brand">{product.brand}</p>}
      <h2 className="sf-listing-name" id={nameId}>
        <a href={link}>{product.name}</a>
      </h2>
      <p className="sf-listing-price">{price.high ? t('listing.priceRange', { low: price.low, high: price.high }) : price.low}</p>
    </article>
  );
}

/** A card's image as the listing draws it (its size, priority and words). */
export function PreviewImage({ product, fascia, position }: { product: ProductCardData; fascia: FasciaSettings; position: number }) {
  const { t } = useTranslation();
  const colour = cardInitialColour(product);
  const image = cardImages(product, colour).main;
  if (!image) return null;
  return (
    <img
      {...(position === 0 ? { className: 'sf-lcp-image' } : {})}
      src={imageUrl(image, CARD_IMAGE_WIDTH)}
      srcSet={imageSrcSet(image)}
      sizes={CARD_IMAGE_SIZES}
      width={CARD_IMAGE_WIDTH}
      height={Math.round(CARD_IMAGE_WIDTH * fascia.imageAspectRatio)}
      alt={t('listing.imageAlt', { name: product.name, colour })}
      // The first image is the largest paint (the document starts its scripts
      // once it is painted: sf-lcp-image); the others wait for layout, and
      // stay at low priority when it finds them on screen, so they do not
      // share the network with it.
      loading={position === 0 ? 'eager' : 'lazy'}
      fetchPriority={position === 0 ? 'high' : 'low'}
      decoding="async"
    />
  );
}
