// Perks carousel: an icon, a title and a line per perk, linked when the editor
// gave a link; 2 / 4 slides (spec 3 §9).
import { useId } from 'react';
import { safeUrl } from '@storefront/shared-contracts';
import type { BlockProps } from '../../page/types';
import { ContentCarousel } from '../../kit/carousel/ContentCarousel';
import { defaultSlides, slideImageLoading, widestView } from '../../kit/carousel/carouselDefaults';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import { SectionHeading } from '../../kit/cards/SectionHeading';
import styles from '../../kit/cards/cards.module.css';

type Perk = BlockProps<'perksCarousel'>['section']['items'][number];

function PerkCard({ perk, loading }: { perk: Perk; loading: 'eager' | 'lazy' }) {
  const icon = safeUrl(perk.icon);
  const href = safeUrl(perk.href);
  const body = (
    <>
      {icon && <img className={styles.perkIcon} src={icon} alt="" width={48} height={48} loading={loading} decoding="async" />}
      <h3 className={styles.perkTitle}>{perk.title}</h3>
      {perk.text && <p className={styles.perkText}>{perk.text}</p>}
    </>
  );
  return href ? (
    <a className={styles.perk} href={href}>
      {body}
    </a>
  ) : (
    <div className={styles.perk}>{body}</div>
  );
}

export default function PerksCarousel({ section, context }: BlockProps<'perksCarousel'>) {
  const headingId = useId();
  const view = widestView(defaultSlides('perks', section.items.length));
  return (
    <section className={styles.section} aria-labelledby={section.title ? headingId : undefined}>
      <ContentCarousel
        kind="perks"
        config={section.carousel}
        label={section.title ?? cardLabels(context.fascia.locale).t('carousel.label')}
        heading={<SectionHeading id={headingId} title={section.title} />}
        locale={context.fascia.locale}
        slides={section.items.map((perk, index) => ({ key: `${index}-${perk.title}`, content: <PerkCard perk={perk} loading={slideImageLoading(index, view, context.imageLoading)} /> }))}
      />
    </section>
  );
}
