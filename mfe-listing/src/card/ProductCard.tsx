// The product card of listings and carousels (spec 1 §2-§4, spec 3 §3-§6):
// image with rollover, badges, brand, name (the card's link), price with
// was-price and saving, rating, colour swatches, quick add, and seams for the
// wishlist heart (mfe-basket) and the admin Selected toggle.
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import {
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTH,
  cardImages,
  cardInitialColour,
  cardLink,
  cardPrice,
  colourVariantOf,
  formatLongDate,
  imageSrcSet,
  imageUrl,
  premierAction,
  rolloverAllowed,
  safeUrl,
  selectedProductKeys,
  shownPrice,
  type FasciaSettings,
  type ProductCardData,
  type SessionSummary,
} from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { SelectedSwitch } from '@storefront/shared-contracts/admin';
import { RemoteI18n } from '../i18n/i18n';
import { useAdminFeature, useSession } from '../common/useBus';
import { canHover, useElementWidth } from '../common/useLayout';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { imageBadges, lineBadge, type CardBadgePage } from './badges';

import { ImageBadges, LineBadge } from './CardBadges';
import { QuickAddButton, type SearchTracking } from './QuickAddButton';
import { RemoteBoundary } from '@storefront/shared-contracts/federation';
import { RemoteWishlist } from './RemoteWishlist';
import { Swatches, type SwatchesProps } from './Swatches';
import { swatchCount } from './swatches';
import styles from './ProductCard.module.css';

export type { SearchTracking } from './QuickAddButton';

/** What the wishlist heart (built by mfe-basket) needs to know about the card. */
export interface WishlistSlotProps {
  productKey: string;
  productId: string;
  name: string;
  colour: string;
  /** The selected colour's sku, when known. */
  sku?: string;
}

export interface ProductCardProps {
  product: ProductCardData;
  fascia: FasciaSettings;
  /** The session at mount; later `session:changed` events win. */
  session?: SessionSummary;
  /** Badge placements to show (PLP on listings, CAROUSEL in carousels). */
  placement?: CardBadgePage;
  /** Sizes the shopper chose (a size facet); the link carries one only when exactly one is chosen. */
  chosenSizes?: readonly string[];
  /** Present when the card shows a search result. */
  searchTracking?: SearchTracking;
  showQuickAdd?: boolean;
  /** Defaults to whether the device can hover. */
  rolloverSupported?: boolean;
  imageLoading?: 'eager' | 'lazy';
  /** 'high' for the cards whose image is likely the page's largest paint (the first row of a listing). */
  imageFetchPriority?: 'high' | 'auto';
  headingLevel?: 2 | 3 | 4;
  /** Called when the shopper follows the product link (search click events). */
  onProductClick?(product: ProductCardData): void;
  /**
   * The wishlist heart over the image: by default mfe-basket's
   * `basket/WishlistButton`, loaded at run time; null for none.
   */
  renderWishlist?: ((props: WishlistSlotProps) => ReactNode) | null;
  /** Today, for the premier membership line (tests). */
  now?: Date;
}


/** The card inside this remote's i18n, so other remotes can render it as a plain component. */
export function ProductCard(props: ProductCardProps) {
  return (
    <RemoteI18n locale={props.fascia.locale}>
      <ProductCardBody {...props} />
    </RemoteI18n>
  );
}

function ProductCardBody({
  product,
  fascia,
  session: initialSession,
  placement = 'PLP',
  chosenSizes = [],
  searchTracking,
  showQuickAdd = true,
  rolloverSupported,
  imageLoading = 'lazy',
  imageFetchPriority = 'auto',
  headingLevel = 3,
  onProductClick,
  renderWishlist,
  now,
}: ProductCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const session = useSession(initialSession);
  const admin = useAdminFeature('product-selection');

  const [selected, setSelected] = useState(() => cardInitialColour(product));
  // The shopper picked a colour with a swatch (the price then follows it).
  const [picked, setPicked] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [hovered, setHovered] = useState(false);
  const [hoverSupported] = useState(() => rolloverSupported ?? canHover());

  const shownColour = preview ?? selected;
  const images = cardImages(product, shownColour);
  const mainImage = safeUrl(images.main);
  const rollover = rolloverAllowed(product, hoverSupported) ? safeUrl(images.rollover) : null;
  const image = hovered && rollover && !preview ? rollover : mainImage;

  const price = cardPrice(product, picked ? selected : null);
  const shown = shownPrice(price.price, fascia);
  const saving = price.percentageSaving && price.percentageSaving > 0 ? Math.round(price.percentageSaving) : 0;
  const was = price.wasPrice && saving > 0 ? shownPrice(price.wasPrice, fascia).low : null;
  const link = cardLink(product, selected, chosenSizes);
  const categorySlugs = product.categorySlugs ?? [];
  const placed = imageBadges(product.badges, placement, categorySlugs);
  const hideSwatches = fascia.features.hideBeautySwatches && product.department === 'Beauty';
  const showSwatches = !hideSwatches && product.colourVariants.length >= 2;
  const action = premierAction(product, session?.user, now ?? new Date());
  const productId = product.productId ?? product.id;
  const Heading = `h${headingLevel}` as const;
  const sku = colourVariantOf(product, selected)?.sku;
  const heart =
    renderWishlist === undefined
      ? (slot: WishlistSlotProps) => <RemoteWishlist productKey={slot.productKey} colour={slot.colour} sku={slot.sku} appearance="icon" source="card" session={session ?? null} locale={fascia.locale} />
      : renderWishlist;

  const followLink = () => {
    onProductClick?.(product);
    if (admin.active) emit('admin:product-click', { productKey: product.productKey });
  };

  return (
    <article ref={cardRef} className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media} style={{ aspectRatio: `1 / ${fascia.imageAspectRatio}` }} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
        {/* The name below is the card's link for keyboards and screen readers; the image repeats it for pointers. */}
        <a href={link} tabIndex={-1} className={styles.imageLink} onClick={followLink}>
          {image && (
            <img
              className={styles.image}
              src={imageUrl(image, CARD_IMAGE_WIDTH)}
              srcSet={imageSrcSet(image)}
              sizes={CARD_IMAGE_SIZES}
              width={CARD_IMAGE_WIDTH}
              height={Math.round(CARD_IMAGE_WIDTH * fascia.imageAspectRatio)}
              alt={t('card.imageAlt', { name: product.name, colour: shownColour })}
              loading={imageLoading}
              fetchPriority={imageFetchPriority}
              decoding="async"
            />
          )}
        </a>
        <ImageBadges placed={placed} price={price.price} fascia={fascia} />
        {heart && (
          <div className={styles.wishlist}>
            <RemoteBoundary consumer="listing/ProductCard">
              <WishlistSlot render={heart} slot={{ productKey: product.productKey, productId, name: product.name, colour: selected, ...(sku ? { sku } : {}) }} />
            </RemoteBoundary>
          </div>
        )}
        {admin.active && (
          <SelectedSwitch
            key={product.productKey}
            label={t('card.selected')}
            className={styles.selectedToggle}
            initiallySelected={selectedProductKeys(admin.data).includes(product.productKey)}
            product={{ productKey: product.productKey, name: product.name, brand: product.brand, imageUrl: mainImage ?? '', colour: selected }}
          />
        )}
      </div>

      <div className={styles.details}>
        {product.brand && <p className={styles.brand}>{product.brand}</p>}
        <Heading id={nameId} className={styles.name}>
          <a href={link} onClick={followLink}>
            {product.name}
          </a>
        </Heading>
        <p className={styles.price}>
          <span className={styles.now}>{shown.high ? t('card.priceRange', { low: shown.low, high: shown.high }) : shown.low}</span>
          {was && (
            <>
              {' '}
              <s className={styles.was}>
                <VisuallyHidden>{t('card.was', { price: was })}</VisuallyHidden>
                <span aria-hidden="true">{was}</span>
              </s>{' '}
              <span className={styles.saving}>{t('card.save', { n: saving })}</span>
            </>
          )}
        </p>
        <LineBadge badge={lineBadge(product.badges, placement, 'price', categorySlugs)} price={price.price} fascia={fascia} kind="price" />
        <LineBadge badge={lineBadge(product.badges, placement, 'promo', categorySlugs)} price={price.price} fascia={fascia} kind="promo" />
        {product.totalReviewCount && product.averageRating !== undefined ? <Rating rating={product.averageRating} count={product.totalReviewCount} /> : null}
        {showSwatches && (
          <CardSwatches
            cardRef={cardRef}
            variants={product.colourVariants}
            selected={selected}
            moreHref={link}
            onSelect={(colour) => {
              setSelected(colour);
              setPicked(true);
              setPreview(null);
            }}
            onPreview={setPreview}
          />
        )}
        {showQuickAdd && action.kind === 'add' && (
          <QuickAddButton productId={productId} productKey={product.productKey} colour={selected} {...(searchTracking ? { searchTracking } : {})} />
        )}
        {showQuickAdd && action.kind === 'sign-up-and-add' && (
          <button type="button" className={styles.quickAdd} onClick={() => emit('session:sign-in-requested', { reason: 'premier', returnTo: link })}>
            {t('card.signUpAndAdd')}
          </button>
        )}
        {action.kind === 'membership-active' && <p className={styles.membership}>{t('card.premierActive', { date: formatLongDate(action.expiry, fascia.locale) })}</p>}
      </div>
    </article>
  );
}

/**
 * The swatches, as many as the card's width allows. They measure the card
 * themselves, so its measurement (right after the card is drawn, and on every
 * resize) re-renders the swatch row only, not the whole card.
 */
function CardSwatches({ cardRef, ...props }: Omit<SwatchesProps, 'shown'> & { cardRef: RefObject<HTMLElement | null> }) {
  const shown = swatchCount(useElementWidth(cardRef), props.variants.length);
  return shown > 0 ? <Swatches {...props} shown={shown} /> : null;
}

/** Calls the heart's render function inside the boundary, so a throwing one leaves the card without a heart. */
function WishlistSlot({ render, slot }: { render: (props: WishlistSlotProps) => ReactNode; slot: WishlistSlotProps }) {
  return <>{render(slot)}</>;
}

function Rating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  const value = rating.toFixed(1);
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true" style={{ ['--sf-rating' as string]: String(Math.min(rating, 5) / 5) }} />
      <VisuallyHidden>{t('card.rating', { rating: value, count })}</VisuallyHidden>
      <span aria-hidden="true">
        {value} ({count})
      </span>
    </p>
  );
}

/** Product keys the admin tool already selected, when it sends them as data.selectedProductKeys. */
