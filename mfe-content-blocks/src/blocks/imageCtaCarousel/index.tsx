// Image CTA carousel (spec 3 §2, §9): editor images with their links; 1.75
// slides on mobile, 3.5 on desktop, 3 with 3 or fewer items; gap 0.5rem.
import { useId } from 'react';
import type { BlockProps } from '../../page/types';
import { ContentCarousel } from '../../kit/carousel/ContentCarousel';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { CtaCard } from '../../kit/cards/CtaCard';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';
import { imageCtaLoading, imageCtaSlides } from './slides';

export default function ImageCtaCarousel({ section, context }: BlockProps<'imageCtaCarousel'>) {
  const headingId = useId();
  const count = section.items.length;
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <ContentCarousel
        kind="imageCta"
        config={section.carousel}
        slidesPerView={section.carousel?.slidesPerView ? undefined : imageCtaSlides(count)}
        label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')}
        heading={<SectionHeading id={headingId} title={section.title} />}
        locale={context.fascia.locale}
        slides={section.items.map((item, index) => ({ key: `${index}-${item.link.href}`, content: <CtaCard item={item} loading={imageCtaLoading(index, count, context.imageLoading)} /> }))}
      />
    </section>
  );
}
