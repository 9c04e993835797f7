// Similar products as a grid (the similarProductsGrid flag, spec 2 §6): the
// same cards as the carousel, in rows; a chunk of its own like the carousel.
import type { FasciaSettings, ProductCardData, SessionSummary } from '@storefront/shared-contracts';
import { RecommendationCard } from './RecommendationCard';
import styles from './recommendations.module.css';

export interface CardGridProps {
  cards: ProductCardData[];
  fascia: FasciaSettings;
  session?: SessionSummary | undefined;
  title: string;
  headingId: string;
}

export function CardGrid({ cards, fascia, session, title, headingId }: CardGridProps) {
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={card.id}>
            <RecommendationCard product={card} fascia={fascia} session={session} placement="CAROUSEL" showQuickAdd headingLevel={3} imageLoading={index < 4 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
    </>
  );
}
