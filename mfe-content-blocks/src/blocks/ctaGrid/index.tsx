// CTA grid: editor images with their links in a grid (columns per device).
import { useId } from 'react';
import type { BlockProps } from '../../page/types';
import { CtaCard } from '../../kit/cards/CtaCard';
import { Grid, gridImageLoading } from '../../kit/cards/Grid';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

export default function CtaGrid({ section, context }: BlockProps<'ctaGrid'>) {
  const headingId = useId();
  const firstRow = section.columns?.desktop ?? 4;
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <SectionHeading id={headingId} title={section.title} />
      <Grid columns={section.columns} items={section.items.map((item, index) => ({ key: `${index}-${item.link.href}`, content: <CtaCard item={item} loading={gridImageLoading(index, firstRow, context.imageLoading)} /> }))} />
    </section>
  );
}
