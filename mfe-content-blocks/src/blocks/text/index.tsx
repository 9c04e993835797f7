// Text block: an optional title and plain editor text in paragraphs.
import type { BlockProps } from '../../page/types';
import { TextLines } from './TextLines';
import styles from './text.module.css';

export default function Text({ section }: BlockProps<'text'>) {
  return (
    <div className={`${styles.text} ${styles[section.align ?? 'left']}`}>
      {section.title && <h2 className={styles.title}>{section.title}</h2>}
      <TextLines text={section.text} className={styles.paragraph} />
    </div>
  );
}
