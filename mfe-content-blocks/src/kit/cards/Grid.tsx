// A grid of cards, columns per device (the editor's, else 2 / 4), set as CSS
// variables from numbers the schema checked.
import type { CSSProperties, ReactNode } from 'react';
import styles from './cards.module.css';

export function Grid({ columns, items }: { columns?: { mobile?: number; desktop?: number } | undefined; items: Array<{ key: string; content: ReactNode }> }) {
  const style = { ...(columns?.mobile ? { '--cols-m': columns.mobile } : {}), ...(columns?.desktop ? { '--cols-d': columns.desktop } : {}) } as CSSProperties;
  return (
    <ul className={styles.grid} style={style}>
      {items.map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
    </ul>
  );
}

/** Images of the first row load with the section, the rest lazily. */
export const gridImageLoading = (index: number, columns: number, sectionLoading: 'eager' | 'lazy'): 'eager' | 'lazy' => (index < columns ? sectionLoading : 'lazy');
