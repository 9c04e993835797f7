// Product carousel (spec 3 §2, §7, §9): the section's products (10) as
// listing cards in a carousel, 3.3 slides, with an optional 'view all' link.
import { useId } from 'react';
import { safeUrl } from '@storefront/shared-contracts';
import type { BlockProps } from '../../page/types';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { ProductsView } from '../../kit/products/ProductsView';
import styles from '../../kit/products/products.module.css';

export default function ProductCarousel({ section, context }: BlockProps<'productCarousel'>) {
  const headingId = useId();
  const viewAll = section.viewAll ? safeUrl(section.viewAll.href) : null;
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      {section.title && (
        <h2 id={headingId} className={styles.heading}>
          {section.title}
        </h2>
      )}
      {viewAll && section.viewAll && (
        <a className={styles.viewAll} href={viewAll}>
          {section.viewAll.label}
        </a>
      )}
      <ProductsView query={section} context={context} label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')} config={section.carousel} />
    </section>
  );
}
