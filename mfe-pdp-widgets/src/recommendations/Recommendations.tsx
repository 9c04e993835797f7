// The product page's recommendation carousels (spec 2 §2, §4, §5, §8, §9):
// similar products (only where §5's department and taxonomy rules offer them)
// then sponsored products, each its own request to the recommendation engine,
// a skeleton while it loads, then a Swiper carousel of product cards, or
// nothing: a failure, the 2 s timeout or no valid items hide the section and
// say why in the console.
import { lazy, Suspense, useEffect, useId } from 'react';
import useSWR from 'swr';
import { RECOMMENDATION_TIMEOUT_MS, type FasciaSettings, type Product, type SessionSummary } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fetchRecommendationCards } from './api';
import { CAROUSELS, similarProductsOffered, type CarouselKind } from './rules';
import styles from './recommendations.module.css';

const loadSlides = () => import('./CarouselSlides');
const CarouselSlides = lazy(loadSlides);
const CardGrid = lazy(() => import('./CardGrid').then((m) => ({ default: m.CardGrid })));

const SKELETON_CARDS = 5;

function Skeleton({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading', { title })}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <span key={index} className={styles.skeletonCard} />
      ))}
    </div>
  );
}

export interface CarouselProps {
  kind: CarouselKind;
  product: Pick<Product, 'id'>;
  fascia: FasciaSettings;
  session?: SessionSummary;
  /** The engine is given up after this long (spec 2 §9: 2 s). */
  timeoutMs?: number;
  /** Cards in a grid instead of a carousel (the similarProductsGrid flag, spec 2 §6). */
  grid?: boolean;
}

export function RecommendationsCarousel({ kind, product, fascia, session, timeoutMs = RECOMMENDATION_TIMEOUT_MS, grid = false }: CarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const recommendationId = CAROUSELS.find((c) => c.kind === kind)!.recommendationId;
  const { data, error } = useSWR(
    ['pdpWidgets:recommendations', recommendationId, product.id, fascia.key],
    () => fetchRecommendationCards(recommendationId, product.id, timeoutMs),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const empty = data !== undefined && data.length === 0;

  useEffect(() => {
    if (error) console.error(`[pdpWidgets/Recommendations] ${kind} products hidden: ${error instanceof Error ? error.message : String(error)}`);
  }, [error, kind]);
  useEffect(() => {
    if (empty) console.info(`[pdpWidgets/Recommendations] ${kind} products hidden: no valid items for product ${product.id}`);
  }, [empty, kind, product.id]);
  useEffect(() => {
    // The slides' code is fetched while the engine answers.
    if (!error && !empty && !grid) void loadSlides().catch(() => undefined);
  }, [error, empty, grid]);

  const title = t(`${kind}.title`);
  if (error || empty) return null;
  if (data === undefined) return <Skeleton title={title} />;
  const Cards = grid ? CardGrid : CarouselSlides;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-carousel={kind}>
      <Suspense fallback={<Skeleton title={title} />}>
        <Cards cards={data} fascia={fascia} session={session} title={title} headingId={headingId} />
      </Suspense>
    </section>
  );
}

export interface RecommendationsProps {
  product: Product;
  fascia: FasciaSettings;
  session?: SessionSummary;
  /** Slot setting: false stops similar products in every department (spec 2 §5's all-departments switch). */
  allDepartments?: boolean;
  timeoutMs?: number;
  /** Similar products as a grid (the similarProductsGrid flag). */
  similarGrid?: boolean;
}

export function Recommendations({ product, fascia, session, allDepartments, timeoutMs, similarGrid = false }: RecommendationsProps) {
  const offerSimilar = similarProductsOffered(product, fascia, { allDepartments });
  return (
    <>
      {offerSimilar && <RecommendationsCarousel kind="similar" product={product} fascia={fascia} session={session} timeoutMs={timeoutMs} grid={similarGrid} />}
      <RecommendationsCarousel kind="sponsored" product={product} fascia={fascia} session={session} timeoutMs={timeoutMs} />
    </>
  );
}
