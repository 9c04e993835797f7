// Content grid: blog-style cards (image, title, excerpt, link) in a grid.
import { useId } from 'react';
import type { BlockProps } from '../../page/types';
import { BlogCard } from '../../kit/cards/BlogCard';
import { Grid, gridImageLoading } from '../../kit/cards/Grid';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

export default function ContentGrid({ section, context }: BlockProps<'contentGrid'>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <SectionHeading id={headingId} title={section.title} />
      <Grid items={section.items.map((item, index) => ({ key: `${index}-${item.href}`, content: <BlogCard item={item} loading={gridImageLoading(index, 4, context.imageLoading)} locale={context.fascia.locale} /> }))} />
    </section>
  );
}
