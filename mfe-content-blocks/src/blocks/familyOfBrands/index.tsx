// Family of brands: the group's brand logos, each linking out; 2 / 4 slides (spec 3 §9).
import { useId } from 'react';
import { safeUrl } from '@storefront/shared-contracts';
import type { BlockProps } from '../../page/types';
import { ContentCarousel } from '../../kit/carousel/ContentCarousel';
import { defaultSlides, slideImageLoading, widestView } from '../../kit/carousel/carouselDefaults';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

export default function FamilyOfBrands({ section, context }: BlockProps<'familyOfBrands'>) {
  const headingId = useId();
  const view = widestView(defaultSlides('familyOfBrands', section.items.length));
  const slides = section.items.flatMap((brand, index) => {
    const href = safeUrl(brand.href);
    const image = safeUrl(brand.image);
    if (!href || !image) return [];
    return [
      {
        key: `${index}-${brand.href}`,
        content: (
          <a className={styles.brand} href={href}>
            <img className={styles.brandImage} src={image} alt={brand.alt} width={240} height={160} loading={slideImageLoading(index, view, context.imageLoading)} decoding="async" />
          </a>
        ),
      },
    ];
  });
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <ContentCarousel
        kind="familyOfBrands"
        config={section.carousel}
        label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')}
        heading={<SectionHeading id={headingId} title={section.title} />}
        locale={context.fascia.locale}
        slides={slides}
      />
    </section>
  );
}
