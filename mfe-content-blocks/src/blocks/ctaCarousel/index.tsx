// CTA carousel (spec 3 §2): editor images with their links, 3.5 / 10 slides (spec 3 §9).
import { useId } from 'react';
import type { BlockProps } from '../../page/types';
import { ContentCarousel } from '../../kit/carousel/ContentCarousel';
import { slideImageLoading, widestView, defaultSlides } from '../../kit/carousel/carouselDefaults';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { CtaCard } from '../../kit/cards/CtaCard';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

export default function CtaCarousel({ section, context }: BlockProps<'ctaCarousel'>) {
  const headingId = useId();
  const view = widestView(defaultSlides('cta', section.items.length));
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <ContentCarousel
        kind="cta"
        config={section.carousel}
        label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')}
        heading={<SectionHeading id={headingId} title={section.title} />}
        locale={context.fascia.locale}
        slides={section.items.map((item, index) => ({ key: `${index}-${item.link.href}`, content: <CtaCard item={item} loading={slideImageLoading(index, view, context.imageLoading)} /> }))}
      />
    </section>
  );
}
