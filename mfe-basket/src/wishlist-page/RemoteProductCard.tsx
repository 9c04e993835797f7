// mfe-listing's product card, loaded through the page's federation runtime;
// where it cannot be had, a plain link to the product stands in.
import type { ProductCardContractProps } from '@storefront/shared-contracts';
import { productUrl } from '@storefront/shared-contracts';
import { createRemoteComponent } from '@storefront/shared-contracts/federation';
import styles from './WishlistPage.module.css';

function PlainCard({ product }: ProductCardContractProps) {
  return (
    <h2 className={styles.plainCard}>
      <a href={productUrl({ slug: product.slug, isPremier: product.isPremier, colour: product.colour })}>{product.name}</a>
    </h2>
  );
}

export const RemoteProductCard = createRemoteComponent<ProductCardContractProps>({
  moduleId: 'listing/ProductCard',
  exportName: 'ProductCard',
  consumer: 'basket/WishlistPage',
  fallback: PlainCard,
});
