// What a shoppable point shows for its product (spec 3 §2, §4, §8): image,
// name, price, a link to the product page in the button's colour, the
// wishlist heart for signed-in shoppers; or 'product not found' with the sku.
import { cardImages, cardInitialColour, cardLink, cardPrice, imageUrl, safeUrl, shownPrice, type FasciaSettings, type ProductCardData } from '@storefront/shared-contracts';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { HeartIcon } from '@storefront/shared-contracts/wishlist/heart-icon';
import { parseProductSku } from '../../products/sku';
import { useWishlistToggle, wishlistItemOf } from './wishlist';
import styles from './shoppable.module.css';

const DETAIL_IMAGE_WIDTH = 240;

/** The colour the button names when the product has it, else the product's own. */
export function shoppableColour(product: ProductCardData, productSku: string): string {
  const wanted = parseProductSku(productSku).colour;
  if (wanted) {
    const variant = product.colourVariants.find((v) => v.colour.toLowerCase() === wanted.toLowerCase());
    if (variant) return variant.colour;
    if (product.colourVariants.length === 0) return wanted;
  }
  return cardInitialColour(product);
}

function WishlistHeart({ product, colour }: { product: ProductCardData; colour: string }) {
  const { t } = useTranslation();
  const item = wishlistItemOf(product, colour);
  const { saved, waiting, toggle } = useWishlistToggle(item);
  if (!item) return null;
  return (
    <button type="button" className={styles.heart} aria-pressed={saved} aria-busy={waiting || undefined} aria-label={t(saved ? 'wishlistRemove' : 'wishlistAdd', { name: product.name })} onClick={() => void toggle()}>
      <HeartIcon />
    </button>
  );
}

export interface ProductDetailProps {
  productSku: string;
  product: ProductCardData | null;
  fascia: FasciaSettings;
  signedIn: boolean;
  headingLevel?: 3 | 4;
}

export function ProductDetail({ productSku, product, fascia, signedIn, headingLevel = 3 }: ProductDetailProps) {
  const { t } = useTranslation();
  if (!product) {
    return <p className={styles.notFound}>{t('notFound', { sku: parseProductSku(productSku).sku })}</p>;
  }
  const colour = shoppableColour(product, productSku);
  const href = safeUrl(cardLink(product, colour)) ?? undefined;
  const image = safeUrl(cardImages(product, colour).main);
  const price = cardPrice(product, colour);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.detail}>
      {image && <img className={styles.detailImage} src={imageUrl(image, DETAIL_IMAGE_WIDTH)} alt="" width={120} height={180} loading="lazy" decoding="async" />}
      <div className={styles.detailText}>
        <Heading className={styles.detailName}>{product.name}</Heading>
        {colour && <p className={styles.detailColour}>{colour}</p>}
        <p className={styles.detailPrice}>
          {shownPrice(price.price, fascia).low}
          {price.wasPrice && <s className={styles.was}>{t('was', { price: shownPrice(price.wasPrice, fascia).low })}</s>}
        </p>
        <div className={styles.detailActions}>
          {href && (
            <a className={styles.shopNow} href={href}>
              {t('shopNow')}
              <VisuallyHidden>: {product.name}</VisuallyHidden>
            </a>
          )}
          {signedIn && <WishlistHeart product={product} colour={colour} />}
        </div>
      </div>
    </div>
  );
}
