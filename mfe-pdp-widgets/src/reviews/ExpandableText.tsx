// User text cut past its limit (with the tolerance of rules.truncate) and a
// Read more / Read less toggle. Always text: React escapes it, markup in a
// review is shown as written, never run.
import { useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { truncate } from './rules';
import styles from './reviews.module.css';

export interface ExpandableTextProps {
  text: string;
  limit: number;
  /** The review's title, so each Read more says which review it opens. */
  describedBy?: string;
  onExpand?(): void;
}

export function ExpandableText({ text, limit, describedBy, onExpand }: ExpandableTextProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const cut = truncate(text, limit);
  return (
    <>
      <p className={styles.text} dir="auto">
        {expanded || !cut.truncated ? text : cut.text}
      </p>
      {cut.truncated && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          aria-describedby={describedBy}
          onClick={() => {
            if (!expanded) onExpand?.();
            setExpanded(!expanded);
          }}
        >
          {expanded ? t('readLess') : t('readMore')}
        </button>
      )}
    </>
  );
}
