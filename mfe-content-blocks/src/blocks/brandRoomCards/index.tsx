// Brand room cards: a brand's image and title, the title linked to the brand's
// category (/categories/{brandSlug}) and a CTA to the editor's link, else the
// brand room (/pages/brand-room) (spec 3 §2); 1 / 2 slides (spec 3 §9).
import { useId } from 'react';
import { routes, safeUrl } from '@storefront/shared-contracts';
import type { BlockProps } from '../../page/types';
import { CtaLink } from '../../kit/common/CtaLink';
import { EditorImage } from '../../kit/common/EditorImage';
import { ContentCarousel } from '../../kit/carousel/ContentCarousel';
import { defaultSlides, slideImageLoading, widestView } from '../../kit/carousel/carouselDefaults';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

type BrandRoomItem = BlockProps<'brandRoomCards'>['section']['items'][number];

/** Where a brand room card's CTA goes: the editor's link, else the brand room. */
export function brandRoomCtaHref(item: Pick<BrandRoomItem, 'cta'>): string {
  return safeUrl(item.cta?.href) ?? routes.brandRoom();
}

export default function BrandRoomCards({ section, context }: BlockProps<'brandRoomCards'>) {
  const headingId = useId();
  const { t } = cardLabels(context.fascia.locale);
  const view = widestView(defaultSlides('brandRoom', section.items.length));
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <ContentCarousel
        kind="brandRoom"
        config={section.carousel}
        label={section.title ?? t('carousel.label')}
        heading={<SectionHeading id={headingId} title={section.title} />}
        locale={context.fascia.locale}
        slides={section.items.map((item, index) => ({
          key: `${index}-${item.brandSlug}`,
          content: (
            <article className={styles.blogCard}>
              <EditorImage image={item.image} loading={slideImageLoading(index, view, context.imageLoading)} width={600} height={400} className={styles.blogImage} />
              <h3 className={styles.brandRoomTitle}>
                <a href={routes.category(item.brandSlug)}>{item.title}</a>
              </h3>
              <CtaLink cta={{ ...item.cta, label: item.cta?.label ?? t('brandRoom.shop', { brand: item.title }), href: brandRoomCtaHref(item) }} />
            </article>
          ),
        }))}
      />
    </section>
  );
}
