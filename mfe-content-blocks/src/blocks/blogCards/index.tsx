// Blog cards: blog posts as cards in a grid, three across on desktop.
import { useId } from 'react';
import type { BlockProps } from '../../page/types';
import { BlogCard } from '../../kit/cards/BlogCard';
import { Grid, gridImageLoading } from '../../kit/cards/Grid';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

const COLUMNS = { mobile: 1, desktop: 3 };

export default function BlogCards({ section, context }: BlockProps<'blogCards'>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <SectionHeading id={headingId} title={section.title} />
      <Grid columns={COLUMNS} items={section.items.map((item, index) => ({ key: `${index}-${item.href}`, content: <BlogCard item={item} loading={gridImageLoading(index, COLUMNS.desktop, context.imageLoading)} locale={context.fascia.locale} /> }))} />
    </section>
  );
}
