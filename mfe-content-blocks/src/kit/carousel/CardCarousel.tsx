// A card carousel section (the blog, CTA, perks and family-of-brands blocks):
// its heading, its label (the title, or the carousel's own word), and one slide
// per item, each image eager only where the section's first view shows it.
import { useId, type ReactNode } from 'react';
import type { BlockContext } from '../../page/types';
import { SectionHeading } from '../cards/SectionHeading';
import styles from '../cards/cards.module.css';
import { ContentCarousel } from './ContentCarousel';
import { defaultSlides, slideImageLoading, widestView, type CarouselConfig, type CarouselKind } from './carouselDefaults';
import { cardLabels } from './i18n/i18n';

export interface CardCarouselProps<Item> {
  kind: CarouselKind;
  section: { title?: string | undefined; carousel?: CarouselConfig | undefined; items: readonly Item[] };
  context: BlockContext;
  /** The slide of one item, or null to leave it out (an item the block cannot draw). */
  slide: (item: Item, index: number, loading: 'eager' | 'lazy') => { key: string; content: ReactNode } | null;
}

export function CardCarousel<Item>({ kind, section, context, slide }: CardCarouselProps<Item>) {
  const headingId = useId();
  const view = widestView(defaultSlides(kind, section.items.length));
  const slides = section.items.flatMap((item, index) => slide(item, index, slideImageLoading(index, view, context.imageLoading)) ?? []);
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <ContentCarousel
        kind={kind}
        config={section.carousel}
        label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')}
        heading={<SectionHeading id={headingId} title={section.title} />}
        locale={context.fascia.locale}
        slides={slides}
      />
    </section>
  );
}
