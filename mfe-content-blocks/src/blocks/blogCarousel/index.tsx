// Blog carousel: blog cards, 1.3 / 3.3 slides (spec 3 §9).
import { useId } from 'react';
import type { BlockProps } from '../../page/types';
import { ContentCarousel } from '../../kit/carousel/ContentCarousel';
import { defaultSlides, slideImageLoading, widestView } from '../../kit/carousel/carouselDefaults';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { BlogCard } from '../../kit/cards/BlogCard';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

export default function BlogCarousel({ section, context }: BlockProps<'blogCarousel'>) {
  const headingId = useId();
  const view = widestView(defaultSlides('blog', section.items.length));
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <ContentCarousel
        kind="blog"
        config={section.carousel}
        label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')}
        heading={<SectionHeading id={headingId} title={section.title} />}
        locale={context.fascia.locale}
        slides={section.items.map((item, index) => ({ key: `${index}-${item.href}`, content: <BlogCard item={item} loading={slideImageLoading(index, view, context.imageLoading)} locale={context.fascia.locale} /> }))}
      />
    </section>
  );
}
