// Takeover toggle: a disclosure button that shows and hides the sections it
// lists (closed at first: they are hidden once the toggle is on the page).
import { useEffect, useState } from 'react';
import type { BlockProps } from '../../page/types';
import { setSectionsShown } from './rules';
import styles from './takeoverToggle.module.css';

export default function TakeoverToggle({ section }: BlockProps<'takeoverToggle'>) {
  const [expanded, setExpanded] = useState(false);
  const ids = section.sectionIds;
  const idsKey = ids.join(' ');
  useEffect(() => {
    setSectionsShown(document, idsKey.split(' '), expanded);
  }, [expanded, idsKey]);
  // Leaving the page shows them again, as they were.
  useEffect(() => () => void setSectionsShown(document, idsKey.split(' '), true), [idsKey]);
  const label = expanded && section.openLabel ? section.openLabel : section.label;
  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.button} aria-expanded={expanded} aria-controls={idsKey} onClick={() => setExpanded((v) => !v)}>
        {label}
        <span aria-hidden="true" className={styles.icon}>{expanded ? '−' : '+'}</span>
      </button>
    </div>
  );
}
