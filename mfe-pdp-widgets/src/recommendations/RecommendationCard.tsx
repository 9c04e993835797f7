// A product card in the carousels and the visually similar modal: mfe-listing's
// `listing/ProductCard` through the page's federation runtime (never its
// source), with quick add and the wishlist heart; where it cannot be had, a
// plain card stands in: image, name linked to the product, price, was-price
// and "Save N%".
import type { ProductCardContractProps } from '@storefront/shared-contracts';
import { imageUrl, productUrl, safeUrl, shownPrice } from '@storefront/shared-contracts';
import { createRemoteComponent } from '@storefront/shared-contracts/federation';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { savePercent } from './rules';
import styles from './recommendations.module.css';

const PLAIN_IMAGE_WIDTH = 360;

export function PlainCard({ product, fascia, headingLevel = 3, imageLoading = 'lazy' }: ProductCardContractProps) {
  const { t } = useTranslation();
  const href = safeUrl(productUrl({ slug: product.slug, isPremier: product.isPremier, colour: product.colour, recommendedUrl: product.recommendedUrl ?? null })) ?? undefined;
  const image = safeUrl(product.imagesResponsive[0]?.desktop.url);
  const saving = savePercent(product);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.plainCard}>
      {image && <img className={styles.plainImage} src={imageUrl(image, PLAIN_IMAGE_WIDTH)} alt="" width={240} height={360} loading={imageLoading} decoding="async" />}
      {product.sponsoredStatus && <span className={styles.sponsoredBadge}>{t('sponsored.badge')}</span>}
      <Heading className={styles.plainName}>
        <a href={href}>{product.name}</a>
      </Heading>
      <p className={styles.price}>
        {shownPrice(product.price, fascia).low}
        {saving !== null && product.wasPrice && <span className={styles.was}>{t('was', { price: shownPrice(product.wasPrice, fascia).low })}</span>}
      </p>
      {saving !== null && <p className={styles.save}>{t('save', { n: saving })}</p>}
    </article>
  );
}

export const RecommendationCard = createRemoteComponent<ProductCardContractProps>({
  moduleId: 'listing/ProductCard',
  exportName: 'ProductCard',
  consumer: 'pdpWidgets/Recommendations',
  fallback: PlainCard,
});
