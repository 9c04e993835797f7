// A product block's products for one query: a skeleton while searching, and
// still a skeleton when the search finds nothing or fails (spec 3 §8), else
// the cards in a carousel (10, 3.3 slides, spec 3 §9) or a grid.
import type { CSSProperties } from 'react';
import type { ProductCardData } from '@storefront/shared-contracts';
import type { BlockContext } from '../../page/types';
import type { ProductQuery } from '../../products/lookup';
import { useProducts } from '../../products/useProducts';
import { ContentCarousel } from '../carousel/ContentCarousel';
import { CAROUSEL_SLIDES, slideImageLoading, type CarouselConfig } from '../carousel/carouselDefaults';
import { cardLabels } from '../carousel/i18n/i18n';
import { ContentProductCard } from './ProductCard';
import { usePremierSession } from './usePremierSession';
import styles from './products.module.css';

const SKELETON_CARDS = 4;

export function ProductsSkeleton({ locale }: { locale: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={cardLabels(locale).t('products.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <span key={index} className={styles.skeletonCard} />
      ))}
    </div>
  );
}

interface ViewProps {
  query: ProductQuery;
  context: BlockContext;
  label: string;
}

function Cards({ products, context, layout, label, config, columns }: { products: ProductCardData[]; context: BlockContext; layout: 'carousel' | 'grid'; label: string; config?: CarouselConfig | undefined; columns?: { mobile?: number; desktop?: number } | undefined }) {
  const session = usePremierSession(context, products);
  const view = Math.ceil(Math.max(CAROUSEL_SLIDES.product.mobile, CAROUSEL_SLIDES.product.desktop));
  const card = (product: ProductCardData, index: number) => (
    <ContentProductCard product={product} fascia={context.fascia} {...(session ? { session } : {})} placement="CAROUSEL" showQuickAdd headingLevel={3} imageLoading={slideImageLoading(index, view, context.imageLoading)} />
  );
  if (layout === 'grid') {
    const style = { ...(columns?.mobile ? { '--cols-m': columns.mobile } : {}), ...(columns?.desktop ? { '--cols-d': columns.desktop } : {}) } as CSSProperties;
    return (
      <ul className={styles.grid} style={style} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id}>{card(product, index)}</li>
        ))}
      </ul>
    );
  }
  return <ContentCarousel kind="product" config={config} label={label} locale={context.fascia.locale} slides={products.map((product, index) => ({ key: product.id, content: card(product, index) }))} />;
}

export function ProductsView({ query, context, label, layout = 'carousel', config, columns }: ViewProps & { layout?: 'carousel' | 'grid'; config?: CarouselConfig | undefined; columns?: { mobile?: number; desktop?: number } | undefined }) {
  const state = useProducts(context.fascia, query);
  if (state.status !== 'done' || state.products.length === 0) return <ProductsSkeleton locale={context.fascia.locale} />;
  return <Cards products={state.products} context={context} layout={layout} label={label} config={config} columns={columns} />;
}
