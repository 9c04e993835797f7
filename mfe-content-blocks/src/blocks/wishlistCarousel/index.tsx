// Wishlist carousel (spec 3 §2, §9): the signed-in shopper's saved items from
// GET /_api/search/wishlistProductSearch (answer `{ products: ProductCardData[] }`,
// each checked with toCardData), 2.5 / 2.1 slides, with 'view all' to
// /wishlist. Guests (and a shopper not known yet) see nothing, and so does a
// shopper with nothing saved.
import { useId } from 'react';
import useSWR from 'swr';
import { routes, toCardData, type ProductCardData } from '@storefront/shared-contracts';
import type { BlockProps } from '../../page/types';
import { ContentCarousel } from '../../kit/carousel/ContentCarousel';
import { CAROUSEL_SLIDES, slideImageLoading } from '../../kit/carousel/carouselDefaults';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { ContentProductCard } from '../../kit/products/ProductCard';
import { usePremierSession } from '../../kit/products/usePremierSession';
import styles from '../../kit/products/products.module.css';

export const WISHLIST_PRODUCTS_PATH = '/_api/search/wishlistProductSearch';

async function fetchWishlistProducts(url: string): Promise<ProductCardData[]> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const answer = (await response.json()) as { products?: unknown };
  return (Array.isArray(answer.products) ? answer.products : []).flatMap((raw) => {
    const card = toCardData(raw);
    return card ? [card] : [];
  });
}

const VIEW = Math.ceil(Math.max(CAROUSEL_SLIDES.wishlist.mobile, CAROUSEL_SLIDES.wishlist.desktop));

function WishlistCards({ products, section, context }: BlockProps<'wishlistCarousel'> & { products: ProductCardData[] }) {
  const headingId = useId();
  const { t } = cardLabels(context.fascia.locale);
  const session = usePremierSession(context, products);
  const title = section.title ?? t('wishlist.title');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <ContentCarousel
        kind="wishlist"
        config={section.carousel}
        label={title}
        heading={
          <h2 id={headingId} className={styles.heading}>
            {title}
          </h2>
        }
        aside={
          <a className={styles.viewAll} href={routes.wishlist()}>
            {t('wishlist.viewAll')}
          </a>
        }
        locale={context.fascia.locale}
        slides={products.map((product, index) => ({
          key: product.id,
          content: <ContentProductCard product={product} fascia={context.fascia} {...(session ? { session } : {})} placement="CAROUSEL" showQuickAdd headingLevel={3} imageLoading={slideImageLoading(index, VIEW, context.imageLoading)} />,
        }))}
      />
    </section>
  );
}

export default function WishlistCarousel({ section, context }: BlockProps<'wishlistCarousel'>) {
  const signedIn = context.visitor === 'signedIn';
  const { data } = useSWR<ProductCardData[]>(signedIn ? [WISHLIST_PRODUCTS_PATH, context.fascia.key] : null, ([url]: readonly string[]) => fetchWishlistProducts(url!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (e: unknown) => console.error(`[contentBlocks/wishlistCarousel] saved items unavailable: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!signedIn || !data || data.length === 0) return null;
  return <WishlistCards products={data} section={section} context={context} />;
}
