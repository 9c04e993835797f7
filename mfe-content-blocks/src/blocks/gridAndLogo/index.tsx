// Grid and logo: a brand logo above a grid of editor images with their links.
import type { BlockProps } from '../../page/types';
import { EditorImage } from '../../kit/common/EditorImage';
import { CtaCard } from '../../kit/cards/CtaCard';
import { Grid, gridImageLoading } from '../../kit/cards/Grid';
import styles from '../../kit/cards/cards.module.css';

export default function GridAndLogo({ section, context }: BlockProps<'gridAndLogo'>) {
  return (
    <section className={styles.section} aria-label={section.logo.alt || undefined}>
      <EditorImage image={section.logo} loading={context.imageLoading} width={240} height={80} className={styles.logo} />
      <Grid items={section.items.map((item, index) => ({ key: `${index}-${item.link.href}`, content: <CtaCard item={item} loading={gridImageLoading(index, 4, context.imageLoading)} /> }))} />
    </section>
  );
}
