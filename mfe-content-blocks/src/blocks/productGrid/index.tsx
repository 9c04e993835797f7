// Product grid: the section's products (10) as listing cards in a grid.
import { useId } from 'react';
import type { BlockProps } from '../../page/types';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { ProductsView } from '../../kit/products/ProductsView';
import styles from '../../kit/products/products.module.css';

export default function ProductGrid({ section, context }: BlockProps<'productGrid'>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      {section.title && (
        <h2 id={headingId} className={styles.heading}>
          {section.title}
        </h2>
      )}
      <ProductsView query={section} context={context} layout="grid" columns={section.columns} label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')} />
    </section>
  );
}
