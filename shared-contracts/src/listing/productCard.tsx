// The product card other remotes show (carousels, grids, dialogs): mfe-listing's
// `listing/ProductCard` through the page's federation runtime (never its
// source), with quick add and the wishlist heart; where it cannot be had, a
// plain card stands in: image, name linked to the product, price, was-price
// and "Save N%". One definition for every consumer: each gives its own
// consumer name (for the log), words (its translations) and class names (its
// CSS module), so the styles stay scoped to the remote that shows the card.
// A subpath of its own (`@storefront/shared-contracts/product-card`) because
// it brings the federation runtime in.
import type { ComponentType } from 'react';
import type { ProductCardContractProps } from '../parcels/props';
import { imageUrl } from '../api/paths';
import { savePercent, shownPrice } from './cardView';
import { productUrl } from '../routes/routes';
import { safeUrl } from '../urls/safeUrl';
import { createRemoteComponent } from '../federation/remoteComponent';

/** The words of the plain card, in the consumer's language. */
export interface PlainCardWords {
  sponsored: string;
  was(price: string): string;
  save(n: number): string;
}

/** The consumer's class names for the plain card's parts (a CSS module of its own). */
export type PlainCardClasses = Partial<Record<'card' | 'image' | 'name' | 'price' | 'was' | 'save' | 'sponsored', string>>;

export const PLAIN_CARD_IMAGE_WIDTH = 360;

export function PlainProductCard({
  product,
  fascia,
  headingLevel = 3,
  imageLoading = 'lazy',
  words,
  classes = {},
}: ProductCardContractProps & { words: PlainCardWords; classes?: PlainCardClasses }) {
  const href = safeUrl(productUrl({ slug: product.slug, isPremier: product.isPremier, colour: product.colour, recommendedUrl: product.recommendedUrl ?? null })) ?? undefined;
  const image = safeUrl(product.imagesResponsive[0]?.desktop.url);
  const saving = savePercent(product);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classes.card}>
      {image && <img className={classes.image} src={imageUrl(image, PLAIN_CARD_IMAGE_WIDTH)} alt="" width={240} height={Math.round(240 * fascia.imageAspectRatio)} loading={imageLoading} decoding="async" />}
      {product.sponsoredStatus && <span className={classes.sponsored}>{words.sponsored}</span>}
      <Heading className={classes.name}>
        <a href={href}>{product.name}</a>
      </Heading>
      <p className={classes.price}>
        {shownPrice(product.price, fascia).low}
        {saving !== null && product.wasPrice && <span className={classes.was}>{words.was(shownPrice(product.wasPrice, fascia).low)}</span>}
      </p>
      {saving !== null && <p className={classes.save}>{words.save(saving)}</p>}
    </article>
  );
}

/**
 * mfe-listing's `listing/ProductCard`, loaded when first rendered; `fallback`
 * shows while it loads and wherever it cannot be had.
 */
export function createProductCard(consumer: string, fallback: ComponentType<ProductCardContractProps>): ComponentType<ProductCardContractProps> {
  return createRemoteComponent<ProductCardContractProps>({ moduleId: 'listing/ProductCard', exportName: 'ProductCard', consumer, fallback });
}
