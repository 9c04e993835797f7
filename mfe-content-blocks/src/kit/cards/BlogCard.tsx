// A blog card (blog carousel, cards, grid, panel, feature): image, category
// and date, the title linked to the post, the excerpt.
import { formatLongDate, safeUrl } from '@storefront/shared-contracts';
import type { SectionOf } from '@storefront/shared-contracts/content';
import { EditorImage } from '../common/EditorImage';
import styles from './cards.module.css';

export type BlogCardValue = SectionOf<'blogPanel'>['item'];

export function BlogCard({ item, loading, locale, headingLevel = 3, className }: { item: BlogCardValue; loading: 'eager' | 'lazy'; locale: string; headingLevel?: 2 | 3; className?: string }) {
  const href = safeUrl(item.href) ?? undefined;
  const Heading = `h${headingLevel}` as const;
  const meta = [item.category, item.date ? formatLongDate(item.date, locale) : undefined].filter(Boolean).join(' · ');
  return (
    <article className={[styles.blogCard, className].filter(Boolean).join(' ')}>
      <EditorImage image={item.image} loading={loading} width={600} height={400} className={styles.blogImage} />
      <div>
        {meta && <p className={styles.blogMeta}>{meta}</p>}
        <Heading className={styles.blogTitle}>{href ? <a href={href}>{item.title}</a> : item.title}</Heading>
        {item.excerpt && <p className={styles.blogExcerpt}>{item.excerpt}</p>}
      </div>
    </article>
  );
}
