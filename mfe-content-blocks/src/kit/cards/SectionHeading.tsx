// The section's title as its heading (h2), with an id for aria-labelledby.
import styles from './cards.module.css';

export function SectionHeading({ id, title }: { id: string; title: string | undefined }) {
  if (!title) return null;
  return (
    <h2 id={id} className={styles.heading}>
      {title}
    </h2>
  );
}
