// An editor's image with its link (CTA carousels and grids): the whole card is
// one link named by its label; nothing where the link is not safe.
import { safeUrl } from '@storefront/shared-contracts';
import { EditorImage, type EditorImageValue } from '../common/EditorImage';
import styles from './cards.module.css';

export interface CtaCardValue {
  image: EditorImageValue;
  link: { label: string; href: string };
}

export function CtaCard({ item, loading }: { item: CtaCardValue; loading: 'eager' | 'lazy' }) {
  const href = safeUrl(item.link.href);
  if (!href) return null;
  return (
    <a className={styles.ctaCard} href={href}>
      <EditorImage image={{ ...item.image, alt: '' }} loading={loading} width={400} height={600} className={styles.ctaImage} />
      <span className={styles.ctaLabel}>{item.link.label}</span>
    </a>
  );
}
