// Blog feature: one featured blog post with the editor's CTA, else 'Read more' to the post.
import type { BlockProps } from '../../page/types';
import { CtaLink } from '../../kit/common/CtaLink';
import { BlogCard } from '../../kit/cards/BlogCard';
import { cardLabels } from '../../kit/carousel/i18n/i18n';
import styles from '../../kit/cards/cards.module.css';

export default function BlogFeature({ section, context }: BlockProps<'blogFeature'>) {
  const cta = section.cta ?? { label: cardLabels(context.fascia.locale).t('blog.readMore'), href: section.item.href };
  return (
    <section className={styles.section}>
      <BlogCard item={section.item} loading={context.imageLoading} locale={context.fascia.locale} headingLevel={2} className={styles.panel} />
      <CtaLink cta={cta} />
    </section>
  );
}
