// The product page composition, in the order of spec 2 §2. Slots are filled
// by remotes at run time; the shell renders what it owns from page data.
import {
  flag,
  customisationGroupOf,
  formatMoney,
  initialColour,
  GALLERY_IMAGE_SIZES,
  imageSrcSet,
  imageUrl,
  percentageSaving,
  priceSummary,
  type FasciaSettings,
  type Product,
} from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BootData } from '../boot';
import { RemoteSlot } from '../slots/RemoteSlot';
import { productParcelProps } from './parcelProps';
import { BasicPickers } from './BasicPickers';
import { priceBlockHeight } from './priceBlock';
import { authenticityHeight, countdownHeight, rewardsHeight } from './widgetHeights';
import { StickyBar } from './sticky/StickyBar';

/** The first gallery image, server-rendered so the largest paint needs no remote. */
export function FirstImage({ product, colour, fascia }: { product: Product; colour: string | undefined; fascia: FasciaSettings }) {
  // Same words as the gallery's first slide (pdp.imageAlt = its gallery.imageAlt), so the swap is silent.
  const { t } = useTranslation();
  const variant = product.variants.find((v) => v.attributes.colour === colour && v.images.length > 0) ?? product.variants.find((v) => v.images.length > 0);
  const image = variant?.images[0];
  const total = variant?.images.length ?? 0;
  return (
    <div className="sf-gallery-frame" style={{ aspectRatio: `1 / ${fascia.imageAspectRatio}` }}>
      {image && (
        <img
          className="sf-lcp-image"
          src={imageUrl(image.desktop.url, 640)}
          srcSet={imageSrcSet(image.desktop.url)}
          sizes={GALLERY_IMAGE_SIZES}
          width={640}
          height={Math.round(640 * fascia.imageAspectRatio)}
          alt={t('pdp.imageAlt', { name: product.name, n: 1, total })}
          fetchPriority="high"
          decoding="async"
        />
      )}
    </div>
  );
}

function Stars({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { averageRating, totalReviewCount } = product.reviewStats;
  if (!totalReviewCount) return null;
  const rating = averageRating.toFixed(1);
  return (
    <a className="sf-rating" href="#reviews" aria-label={t('pdp.rating', { rating, count: totalReviewCount })}>
      <span className="sf-stars" aria-hidden="true" style={{ ['--sf-rating' as string]: String(averageRating / 5) }} />
      <span aria-hidden="true">
        {rating} ({totalReviewCount})
      </span>
    </a>
  );
}

/** The price block the server can draw alone: shown until (or instead of) the gallery's ProductPrice. */
function ServerPrice({ product, fascia }: { product: Product; fascia: FasciaSettings }) {
  return (
    <div>
      <Stars product={product} />
      <Price product={product} fascia={fascia} />
    </div>
  );
}

function Price({ product, fascia }: { product: Product; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const s = priceSummary(product.variants);
  if (!s) return null;
  const saving = percentageSaving(s.lowCents, s.wasCents);
  return (
    <p className="sf-price">
      <span className="sf-price-now">
        {formatMoney(s.lowCents, fascia)}
        {s.isRange && ` – ${formatMoney(s.highCents, fascia)}`}
      </span>
      {s.wasCents !== undefined && saving > 0 && (
        <>
          {' '}
          <s className="sf-price-was" aria-label={t('pdp.was', { price: formatMoney(s.wasCents, fascia) })}>
            {formatMoney(s.wasCents, fascia)}
          </s>{' '}
          <span className="sf-price-saving">{t('pdp.save', { saving })}</span>
        </>
      )}
    </p>
  );
}

/** The main add button's slot: the sticky bar shows while it is out of view. */
const MAIN_ADD_SLOT_CLASS = 'sf-slot-add';

export function ProductPage({ boot }: { boot: BootData }) {
  const { t } = useTranslation();
  const page = boot.page;
  if (!page) return null;
  const { product } = page;
  const props = (slot: string) => productParcelProps(boot, slot);
  const colour = initialColour(product, boot.route.query.colour);
  const timeoutMs = boot.slotTimeoutMs;
  const sizes = new Set(product.variants.map((v) => v.attributes.size)).size;
  const colours = new Set(product.variants.map((v) => v.attributes.colour)).size;
  const badgePosition = flag('deliveryBadgePosition', boot);
  /** A widget beside the choices, mounted after the shopper's first move in the room the server keeps for it (widgetHeights.ts). */
  const afterFirstMove = (module: string, parcelProps: object, className: string, minHeight: number) => (
    <RemoteSlot module={module} parcelProps={parcelProps} timeoutMs={timeoutMs} critical={false} loadOn="interaction" className={className} style={{ minHeight }} />
  );
  // After the first interaction: near the button it is in view at once, and would bring the widgets remote into the first load (JavaScript budget).
  const countdown = afterFirstMove(
    'pdpWidgets/DeliveryCountdown',
    productParcelProps(boot, 'delivery-countdown', { position: badgePosition }),
    'sf-slot-delivery-countdown',
    countdownHeight(page, boot.fascia, boot.route.query, badgePosition),
  );

  return (
    <main className="sf-pdp" id="main">
      <section className="sf-pdp-gallery">
        <RemoteSlot
          module="gallery/ProductGallery"
          parcelProps={props('gallery')}
          timeoutMs={timeoutMs}
          critical={false}
          fallback={<FirstImage product={product} colour={colour} fascia={boot.fascia} />}
          failedFallback={<FirstImage product={product} colour={colour} fascia={boot.fascia} />}
        />
      </section>
      <section className="sf-pdp-info" aria-label={t('pdp.productDetails')}>
        <nav aria-label={t('pdp.breadcrumb')} className="sf-breadcrumbs">
          <ol>
            {product.breadcrumbs.map((b) => (
              <li key={b.slug || 'home'}>
                <a href={b.slug ? `/categories/${b.slug}` : '/'}>{b.name}</a>
              </li>
            ))}
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <p className="sf-brand">
          <a href={`/categories/${product.brandSlug}`}>{product.brand}</a>
        </p>
        <h1 className="sf-product-name">{product.name}</h1>
        {/* Only products with an authenticity check (luxury, preloved) fetch the badge; after the first interaction, so the first load stays within its budget. */}
        {product.authenticity && afterFirstMove('pdpWidgets/Authenticity', props('authenticity'), 'sf-slot-authenticity', authenticityHeight(page))}
        <RemoteSlot
          module="gallery/ProductPrice"
          parcelProps={props('price')}
          timeoutMs={timeoutMs}
          critical={false}
          className="sf-slot-price"
          style={{ minHeight: priceBlockHeight(page, boot.fascia) }}
          fallback={<ServerPrice product={product} fascia={boot.fascia} />}
          failedFallback={<ServerPrice product={product} fascia={boot.fascia} />}
        />
        {/* Beside the price and promo badges; its line is kept so nothing moves when it arrives. */}
        {/* Internal staff only (the server's boot.staff: the office network), so nobody else downloads it; its endpoint checks again. */}
        {boot.staff && (
          <RemoteSlot module="pdpWidgets/StaffTools" parcelProps={props('staff-tools')} timeoutMs={timeoutMs} critical={false} loadOn="interaction" className="sf-slot-staff" />
        )}
        {flag('rewards', boot) && afterFirstMove('pdpWidgets/RewardsBadge', props('rewards'), 'sf-slot-rewards', rewardsHeight(page, boot.route.query, boot.session))}
        {badgePosition === 'underPrice' && countdown}
        <RemoteSlot
          module="gallery/ProductPickers"
          parcelProps={props('pickers')}
          timeoutMs={timeoutMs}
          critical
          // Under the gallery on a phone: fetched on the first scroll or touch (or when near), not with the page.
          loadOn="visible-or-interaction"
          className="sf-slot-pickers"
          fallback={<div className="sf-skeleton" aria-hidden="true" style={{ height: pickersHeight(colours, sizes, product.productType === 'beauty' || boot.fascia.forceColourDropdown) }} />}
          failedFallback={<BasicPickers product={product} fascia={boot.fascia} query={boot.route.query} />}
        />
        {product.sizingService === 'truefit' && (
          <RemoteSlot module="pdpWidgets/SizeFit" parcelProps={props('size-fit')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-size-fit" />
        )}
        {/* Only a product with customisation fields fetches the fields' code. */}
        {customisationGroupOf(product) && (
          <RemoteSlot module="gallery/ProductCustomisation" parcelProps={props('customisation')} timeoutMs={timeoutMs} critical={false} className="sf-slot-customisation" />
        )}
        <RemoteSlot
          module="basket/AddToBasket"
          parcelProps={props('add-to-basket')}
          timeoutMs={timeoutMs}
          critical
          unavailableText={t('pdp.addUnavailable')}
          loadOn="visible-or-interaction"
          className={MAIN_ADD_SLOT_CLASS}
          fallback={<div className="sf-skeleton sf-skeleton-button" aria-hidden="true" />}
        />
        <RemoteSlot module="basket/PdpWishlist" parcelProps={props('wishlist')} timeoutMs={timeoutMs} critical={false} loadOn="visible-or-interaction" className="sf-slot-wishlist" />
        {/* Delivery options and the cut-off countdown under the button, or under the price (the deliveryBadgePosition flag); then delivery and seller info. */}
        {badgePosition === 'underButton' && countdown}
        <RemoteSlot module="pdpWidgets/DeliveryInfo" parcelProps={props('delivery')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-delivery" />
        {product.productType === 'beauty' && (
          <RemoteSlot module="pdpWidgets/BeautyAdvisor" parcelProps={props('beauty-advisor')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-beauty-advisor" />
        )}
        {flag('liveStockRefresh', boot) && (
          // Refreshed when the shopper starts to use the page, before any choice is made.
          <RemoteSlot module="pdpWidgets/LiveStock" parcelProps={productParcelProps(boot, 'live-stock', { enabled: true })} timeoutMs={timeoutMs} critical={false} loadOn="interaction" />
        )}
        {/* Spec 2 gives it no place: beside the choices it searches from; the link's line is kept so nothing moves. */}
        <RemoteSlot module="pdpWidgets/VisuallySimilar" parcelProps={props('visually-similar')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-visually-similar" />
        {/* Pay-later providers: under the buttons rather than above the pickers (the price block
            already carries the pay-later line), so its varying height moves nothing the shopper sees. */}
        <RemoteSlot module="pdpWidgets/PaymentPromo" parcelProps={props('payment-promo')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-payment-promo" />
        <RemoteSlot
          module="pdpWidgets/ProductDetails"
          parcelProps={props('details')}
          timeoutMs={timeoutMs}
          critical={false}
          loadOn="visible"
          className="sf-slot-details"
          fallback={<div className="sf-skeleton" aria-hidden="true" style={{ height: 256 }} />}
        />
        <RemoteSlot module="pdpWidgets/Share" parcelProps={props('share')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-share" />
      </section>
      {/* The carousel names its own region; an empty one is left out. */}
      <section className="sf-pdp-below">
        {/* Style together (suits over outfits) and Shop The Look. */}
        <RemoteSlot module="pdpWidgets/Bundles" parcelProps={props('bundles')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-bundles" />
        {/* Similar products, then sponsored products (each hidden when the engine fails or is slow). */}
        <RemoteSlot module="pdpWidgets/Recommendations" parcelProps={props('recommendations')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-recommendations" />
        {/* The reviews block is its own section (id "reviews", where the stars link). */}
        {flag('reviews', boot) && <RemoteSlot module="pdpWidgets/Reviews" parcelProps={props('reviews')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-reviews" />}
        <RemoteSlot module="listing/RecentlyViewed" parcelProps={props('recently-viewed')} timeoutMs={timeoutMs} critical={false} loadOn="visible" />
        {/* Customers' photos, the social gallery and the editors' cards for the category: each hidden when it has nothing. */}
        <RemoteSlot module="pdpWidgets/UgcGallery" parcelProps={props('ugc')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-ugc" />
        <RemoteSlot module="contentBlocks/SocialGallery" parcelProps={props('social-gallery')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-social" />
        {product.isSubscribable && flag('subscription', boot) && (
          <RemoteSlot module="pdpWidgets/Subscription" parcelProps={props('subscription')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-subscription" />
        )}
        {product.variants.some((v) => v.attributes.gwpSku) && (
          <RemoteSlot module="pdpWidgets/GiftWithPurchase" parcelProps={productParcelProps(boot, 'gift-with-purchase', { variant: 'pdp' })} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-gwp" />
        )}
        <RemoteSlot module="contentBlocks/ProductContent" parcelProps={props('product-content')} timeoutMs={timeoutMs} critical={false} loadOn="visible" className="sf-slot-product-content" />
      </section>
      <StickyBar boot={boot} mainButtonSelector={`.${MAIN_ADD_SLOT_CLASS}`} />
    </main>
  );
}

/** Space reserved for the pickers so the page does not jump when they mount
 * (measured on the gallery remote's pickers: README of mfe-gallery). */
export function pickersHeight(colours: number, sizes: number, colourDropdown: boolean): number {
  const colourBlock = colours === 0 ? 0 : colourDropdown ? 70 : 66;
  const sizeBlock = sizes === 0 ? 0 : sizes > 10 ? 70 : 70 + (Math.ceil(sizes / 5) - 1) * 52;
  return colourBlock + (colourBlock && sizeBlock ? 16 : 0) + sizeBlock;
}
