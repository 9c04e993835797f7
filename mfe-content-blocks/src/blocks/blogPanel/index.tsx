// Blog panel: one blog post, image beside its title and excerpt on desktop.
import type { BlockProps } from '../../page/types';
import { BlogCard } from '../../kit/cards/BlogCard';
import styles from '../../kit/cards/cards.module.css';

export default function BlogPanel({ section, context }: BlockProps<'blogPanel'>) {
  return (
    <section className={styles.section}>
      <BlogCard item={section.item} loading={context.imageLoading} locale={context.fascia.locale} headingLevel={2} className={styles.panel} />
    </section>
  );
}
